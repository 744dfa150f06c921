// Package v1decl declares v1 Flunder a second time (valid in itself).
package v1decl

import v1 "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1"

// Flunder is v1 Flunder.
//
// +selectable-gen=true
type Flunder = v1.Flunder
