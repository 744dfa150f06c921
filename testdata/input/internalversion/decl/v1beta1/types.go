package v1beta1

import (
	wardlev1beta1 "github.com/selectable-gen/selectable-gen/testdata/input/internalversion/v1beta1"
)

// Flunder is wardle.example.com/v1beta1 Flunder.
//
// +k8s:schema:selectableField:jsonPath=".spec.flunderReference"
// +k8s:schema:selectableField:jsonPath=".spec.fischerReference"
// +k8s:schema:selectableField:jsonPath=".spec.referenceType"
// +k8s:printerColumn:name="Flunder",type=string,jsonPath=".spec.flunderReference"
type Flunder = wardlev1beta1.Flunder

// FlunderList is wardle.example.com/v1beta1 FlunderList.
type FlunderList = wardlev1beta1.FlunderList
