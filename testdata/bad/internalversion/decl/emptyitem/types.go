// Package emptyitem: an empty item in versions.
package emptyitem

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// Flunder is the internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1,,github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v2",storageVersion=v1
type Flunder = wardle.Flunder
