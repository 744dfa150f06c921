// Package v1 declares, by a type alias, a kind that another package of the
// same run generates too: with --crd-dir that is an error, since the CRD
// version can take its values from one package only
// (generators/crd_test.go).
//
// +groupName=multiversion.example.com
package v1

import v1 "github.com/selectable-gen/selectable-gen/testdata/input/multiversion/v1"

// Gadget is multiversion/v1's Gadget again.
//
// +k8s:printerColumn:name="Size",type=string,jsonPath=".spec.size"
type Gadget = v1.Gadget
