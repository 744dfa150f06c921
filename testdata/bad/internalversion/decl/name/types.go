// Package name: an alias under another name than the kind's.
package name

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// Flounder is Flunder misspelt.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1",storageVersion=v1
type Flounder = wardle.Flunder
