package v1alpha1

import (
	operationsv1alpha1 "github.com/gardener/gardener/pkg/apis/operations/v1alpha1"
)

// Bastion selects by its seed (the watch cache's trigger) and its shoot.
//
// +k8s:schema:selectableField:jsonPath=".spec.seedName",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.shootRef.name"
type Bastion = operationsv1alpha1.Bastion

// BastionList is a list of Bastions.
type BastionList = operationsv1alpha1.BastionList
