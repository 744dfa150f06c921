// Package twice: a package is listed twice.
package twice

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// Flunder is the internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1,github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v2,github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1",storageVersion=v1
type Flunder = wardle.Flunder
