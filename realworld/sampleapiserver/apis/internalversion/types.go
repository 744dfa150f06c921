package internalversion

import (
	"k8s.io/sample-apiserver/pkg/apis/wardle"
)

// Flunder is sample-apiserver's internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/sampleapiserver/apis/v1alpha1,github.com/selectable-gen/selectable-gen/realworld/sampleapiserver/apis/v1beta1"
// +k8s:internalVersion:storageVersion=v1beta1
type Flunder = wardle.Flunder

// FlunderList is sample-apiserver's internal FlunderList.
type FlunderList = wardle.FlunderList

// Fischer is sample-apiserver's internal Fischer, served in v1alpha1 only.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/sampleapiserver/apis/v1alpha1",storageVersion=v1alpha1
type Fischer = wardle.Fischer

// FischerList is sample-apiserver's internal FischerList.
type FischerList = wardle.FischerList
