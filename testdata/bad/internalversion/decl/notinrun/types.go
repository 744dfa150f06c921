// Package notinrun: a listed package is not part of the run.
package notinrun

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// Flunder is the internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1,github.com/selectable-gen/selectable-gen/testdata/input/internalversion/v1alpha1",storageVersion=v1
type Flunder = wardle.Flunder
