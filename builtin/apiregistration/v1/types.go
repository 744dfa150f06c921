package v1

import (
	apiregistrationv1 "k8s.io/kube-aggregator/pkg/apis/apiregistration/v1"
)

// APIService is apiregistration.k8s.io/v1 APIService. It is
// cluster-scoped, but its registry puts metadata.namespace in its field set
// all the same (k8s.io/kube-aggregator pkg/registry/apiservice strategy.go:
// generic.ObjectMetaFieldsSet(&obj.ObjectMeta, true)), where it is always
// empty; the server registers no field label conversion for it, so
// apimachinery's default one accepts metadata.name and metadata.namespace
// and rejects the rest with its own message.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.namespace",description="In the field set although the kind is cluster-scoped: always empty"
// +k8s:schema:fieldLabelConversion:registered=false
type APIService = apiregistrationv1.APIService

// APIServiceList is apiregistration.k8s.io/v1 APIServiceList.
type APIServiceList = apiregistrationv1.APIServiceList
