package v1beta1

import (
	wardlev1beta1 "k8s.io/sample-apiserver/pkg/apis/wardle/v1beta1"
)

// Flunder is wardle.example.com/v1beta1 Flunder: both references and the
// reference type select; two print.
//
// +k8s:schema:selectableField:jsonPath=".spec.flunderReference"
// +k8s:schema:selectableField:jsonPath=".spec.fischerReference"
// +k8s:schema:selectableField:jsonPath=".spec.referenceType"
// +k8s:printerColumn:name="Flunder",type=string,jsonPath=".spec.flunderReference"
// +k8s:printerColumn:name="Type",type=string,jsonPath=".spec.referenceType"
type Flunder = wardlev1beta1.Flunder

// FlunderList is wardle.example.com/v1beta1 FlunderList.
type FlunderList = wardlev1beta1.FlunderList
