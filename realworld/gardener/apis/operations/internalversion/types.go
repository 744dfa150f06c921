package internalversion

import (
	"github.com/gardener/gardener/pkg/apis/operations"
)

// Bastion is Gardener's internal Bastion, served and stored in v1alpha1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/operations/v1alpha1",storageVersion=v1alpha1
type Bastion = operations.Bastion

// BastionList is Gardener's internal BastionList.
type BastionList = operations.BastionList
