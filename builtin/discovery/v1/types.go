package v1

import (
	discoveryv1 "k8s.io/api/discovery/v1"
)

// EndpointSlice is discovery.k8s.io/v1 EndpointSlice. The server registers
// no field label conversion for it: metadata.name and metadata.namespace
// are its field selectors.
//
// +k8s:schema:fieldLabelConversion:registered=false
type EndpointSlice = discoveryv1.EndpointSlice

// EndpointSliceList is discovery.k8s.io/v1 EndpointSliceList.
type EndpointSliceList = discoveryv1.EndpointSliceList
