package aliases

import (
	coordinationv1 "k8s.io/api/coordination/v1"
)

// Lease is coordination.k8s.io/v1 Lease, with a field selector and a
// printer column.
//
// +k8s:schema:selectableField:jsonPath=".spec.holderIdentity",default="none"
// +k8s:printerColumn:name="Holder",type=string,jsonPath=".spec.holderIdentity"
type Lease = coordinationv1.Lease

// leaseHolder is not a declaration: it names no kind with markers.
type leaseHolder = string

var _ leaseHolder
