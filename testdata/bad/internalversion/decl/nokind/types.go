// Package nokind: a listed package (the internal one) declares no kind Flunder.
package nokind

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// Flunder is the internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1,github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle",storageVersion=v1
type Flunder = wardle.Flunder
