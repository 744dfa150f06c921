package internalversion

import (
	"github.com/gardener/gardener/pkg/apis/seedmanagement"
)

// ManagedSeed is Gardener's internal ManagedSeed, served and stored in
// v1alpha1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/seedmanagement/v1alpha1",storageVersion=v1alpha1
type ManagedSeed = seedmanagement.ManagedSeed

// ManagedSeedList is Gardener's internal ManagedSeedList.
type ManagedSeedList = seedmanagement.ManagedSeedList

// ManagedSeedSet is Gardener's internal ManagedSeedSet, served and stored
// in v1alpha1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/seedmanagement/v1alpha1",storageVersion=v1alpha1
type ManagedSeedSet = seedmanagement.ManagedSeedSet

// ManagedSeedSetList is Gardener's internal ManagedSeedSetList.
type ManagedSeedSetList = seedmanagement.ManagedSeedSetList

// Gardenlet is Gardener's internal Gardenlet, served and stored in v1alpha1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/seedmanagement/v1alpha1",storageVersion=v1alpha1
type Gardenlet = seedmanagement.Gardenlet

// GardenletList is Gardener's internal GardenletList.
type GardenletList = seedmanagement.GardenletList
