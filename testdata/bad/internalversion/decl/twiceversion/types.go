// Package twiceversion: two packages declare Flunder in one version.
package twiceversion

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// Flunder is the internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1,github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1decl",storageVersion=v1
type Flunder = wardle.Flunder
