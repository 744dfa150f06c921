// Package internalgroup: the versions are of another group than the
// internal package's.
package internalgroup

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// Flunder is the internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v5",storageVersion=v5
type Flunder = wardle.Flunder
