package v1alpha1

import (
	seedmanagementv1alpha1 "github.com/gardener/gardener/pkg/apis/seedmanagement/v1alpha1"
)

// ManagedSeed selects by its shoot, the watch cache's trigger.
//
// +k8s:schema:selectableField:jsonPath=".spec.shoot.name",trigger=true
type ManagedSeed = seedmanagementv1alpha1.ManagedSeed

// ManagedSeedList is a list of ManagedSeeds.
type ManagedSeedList = seedmanagementv1alpha1.ManagedSeedList
