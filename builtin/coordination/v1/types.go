package v1

import (
	coordinationv1 "k8s.io/api/coordination/v1"
)

// Lease is coordination.k8s.io/v1 Lease. The server registers no field
// label conversion for it: metadata.name and metadata.namespace are its
// field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Holder",type=string,description="holderIdentity contains the identity of the holder of a current lease. If Coordinated Leader Election is used, the holder identity must be equal to the elected LeaseCandidate.metadata.name field.",expression=`has(self.spec.holderIdentity) ? self.spec.holderIdentity : ""`
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
type Lease = coordinationv1.Lease

// LeaseList is coordination.k8s.io/v1 LeaseList.
type LeaseList = coordinationv1.LeaseList
