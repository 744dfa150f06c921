// Package aliasunnamed declares a kind of a package that is not part of
// the run, imported without a name: the alias's qualifier is that
// package's name (v1), which gengo does not record for a dependency.
package aliasunnamed

import (
	"k8s.io/api/coordination/v1"
)

// Lease is coordination.k8s.io/v1 Lease.
//
// +k8s:schema:selectableField:jsonPath=".spec.holderIdentity"
type Lease = v1.Lease
