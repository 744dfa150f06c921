// Package storage: the storage version is not listed.
package storage

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// Flunder is the internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1,github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v2",storageVersion=v3
type Flunder = wardle.Flunder
