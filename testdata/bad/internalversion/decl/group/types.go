// Package group: the versions disagree on the group.
package group

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// Flunder is the internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1,github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v5",storageVersion=v1
type Flunder = wardle.Flunder
