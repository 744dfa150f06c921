// Package notinternal: an alias of a type that is no internal kind.
package notinternal

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// FlunderSpec is no kind.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1",storageVersion=v1
type FlunderSpec = wardle.FlunderSpec
