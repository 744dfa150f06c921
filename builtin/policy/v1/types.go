package v1

import (
	policyv1 "k8s.io/api/policy/v1"
)

// PodDisruptionBudget is policy/v1 PodDisruptionBudget. The server
// registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type PodDisruptionBudget = policyv1.PodDisruptionBudget

// PodDisruptionBudgetList is policy/v1 PodDisruptionBudgetList.
type PodDisruptionBudgetList = policyv1.PodDisruptionBudgetList
