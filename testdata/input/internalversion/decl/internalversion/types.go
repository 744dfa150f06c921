package internalversion

import (
	"github.com/selectable-gen/selectable-gen/testdata/input/internalversion/wardle"
)

// Flunder is the internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/input/internalversion/v1alpha1,github.com/selectable-gen/selectable-gen/testdata/input/internalversion/decl/v1beta1"
// +k8s:internalVersion:storageVersion=v1beta1
type Flunder = wardle.Flunder

// FlunderList is the internal FlunderList.
type FlunderList = wardle.FlunderList

// Fischer is the internal Fischer, served in one version.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/input/internalversion/v1alpha1",storageVersion=v1alpha1
type Fischer = wardle.Fischer
