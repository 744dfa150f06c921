package v1

import (
	coordinationv1 "k8s.io/api/coordination/v1"
)

// Lease is coordination.k8s.io/v1 Lease. The server registers no field
// label conversion for it: metadata.name and metadata.namespace are its
// field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type Lease = coordinationv1.Lease

// LeaseList is coordination.k8s.io/v1 LeaseList.
type LeaseList = coordinationv1.LeaseList
