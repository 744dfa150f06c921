package v1

import (
	resourcev1 "k8s.io/api/resource/v1"
)

// DeviceClass is resource.k8s.io/v1 DeviceClass. The server registers no
// field label conversion for it: metadata.name and metadata.namespace are
// its field selectors (metadata.namespace compares as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
type DeviceClass = resourcev1.DeviceClass

// DeviceClassList is resource.k8s.io/v1 DeviceClassList.
type DeviceClassList = resourcev1.DeviceClassList

// DeviceTaintRule is resource.k8s.io/v1 DeviceTaintRule. The server
// registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors (metadata.namespace compares
// as the empty string).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
type DeviceTaintRule = resourcev1.DeviceTaintRule

// DeviceTaintRuleList is resource.k8s.io/v1 DeviceTaintRuleList.
type DeviceTaintRuleList = resourcev1.DeviceTaintRuleList

// ResourceClaim is resource.k8s.io/v1 ResourceClaim. The server registers
// no field label conversion for it: metadata.name and metadata.namespace
// are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type ResourceClaim = resourcev1.ResourceClaim

// ResourceClaimList is resource.k8s.io/v1 ResourceClaimList.
type ResourceClaimList = resourcev1.ResourceClaimList

// ResourceClaimTemplate is resource.k8s.io/v1 ResourceClaimTemplate. The
// server registers no field label conversion for it: metadata.name and
// metadata.namespace are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type ResourceClaimTemplate = resourcev1.ResourceClaimTemplate

// ResourceClaimTemplateList is resource.k8s.io/v1 ResourceClaimTemplateList.
type ResourceClaimTemplateList = resourcev1.ResourceClaimTemplateList

// ResourceSlice is resource.k8s.io/v1 ResourceSlice. spec.nodeName is empty
// when unset; the server rejects other labels with its own message
// (pkg/registry/resource/resourceslice/strategy.go,
// pkg/apis/resource/v1/conversion.go).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.nodeName"
// +k8s:schema:selectableField:jsonPath=".spec.driver"
// +k8s:schema:selectableField:jsonPath=".spec.pool.name"
// +k8s:schema:fieldLabelConversion:message="field label not supported for resource.k8s.io/v1, Kind=ResourceSlice: %s"
type ResourceSlice = resourcev1.ResourceSlice

// ResourceSliceList is resource.k8s.io/v1 ResourceSliceList.
type ResourceSliceList = resourcev1.ResourceSliceList
