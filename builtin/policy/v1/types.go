package v1

import (
	policyv1 "k8s.io/api/policy/v1"
)

// PodDisruptionBudget is policy/v1 PodDisruptionBudget. The server
// registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Min Available",type=string,description="The minimum number of pods that must be available.",jsonPath=".spec.minAvailable",placeholder="N/A"
// +k8s:printerColumn:name="Max Unavailable",type=string,description="The maximum number of pods that may be unavailable.",jsonPath=".spec.maxUnavailable",placeholder="N/A"
// +k8s:printerColumn:name="Allowed Disruptions",type=integer,description="Calculated number of pods that may be disrupted at this time.",expression="has(self.status.disruptionsAllowed) ? self.status.disruptionsAllowed : 0"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type PodDisruptionBudget = policyv1.PodDisruptionBudget

// PodDisruptionBudgetList is policy/v1 PodDisruptionBudgetList.
type PodDisruptionBudgetList = policyv1.PodDisruptionBudgetList
