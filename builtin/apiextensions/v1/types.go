package v1

import (
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
)

// CustomResourceDefinition is apiextensions.k8s.io/v1
// CustomResourceDefinition. It is cluster-scoped, but its registry puts
// metadata.namespace in its field set all the same
// (k8s.io/apiextensions-apiserver pkg/registry/customresourcedefinition
// strategy.go: generic.ObjectMetaFieldsSet(&obj.ObjectMeta, true)), where
// it is always empty; the server registers no field label conversion for
// it, so apimachinery's default one accepts metadata.name and
// metadata.namespace and rejects the rest with its own message.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.namespace",description="In the field set although the kind is cluster-scoped: always empty"
// +k8s:schema:fieldLabelConversion:registered=false
type CustomResourceDefinition = apiextensionsv1.CustomResourceDefinition

// CustomResourceDefinitionList is apiextensions.k8s.io/v1
// CustomResourceDefinitionList.
type CustomResourceDefinitionList = apiextensionsv1.CustomResourceDefinitionList
