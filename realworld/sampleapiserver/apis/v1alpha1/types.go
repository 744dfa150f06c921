package v1alpha1

import (
	wardlev1alpha1 "k8s.io/sample-apiserver/pkg/apis/wardle/v1alpha1"
)

// Flunder is wardle.example.com/v1alpha1 Flunder: its reference and the
// reference's type select and print; the reference is indexed.
//
// +k8s:schema:selectableField:jsonPath=".spec.reference",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.referenceType"
// +k8s:printerColumn:name="Reference",type=string,jsonPath=".spec.reference"
// +k8s:printerColumn:name="Type",type=string,jsonPath=".spec.referenceType"
type Flunder = wardlev1alpha1.Flunder

// FlunderList is wardle.example.com/v1alpha1 FlunderList.
type FlunderList = wardlev1alpha1.FlunderList

// Fischer is wardle.example.com/v1alpha1 Fischer, cluster-scoped.
//
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Disallowed",type=string,jsonPath=".disallowedFlunders"
type Fischer = wardlev1alpha1.Fischer

// FischerList is wardle.example.com/v1alpha1 FischerList.
type FischerList = wardlev1alpha1.FischerList
