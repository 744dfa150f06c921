package v1

import (
	gatewayv1 "sigs.k8s.io/gateway-api/apis/v1"
)

// GatewayClass: a controller finds the classes it implements.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.controllerName",indexed=true
type GatewayClass = gatewayv1.GatewayClass

// GatewayClassList is a list of GatewayClasses.
type GatewayClassList = gatewayv1.GatewayClassList

// Gateway: a controller lists the gateways of a class.
//
// +k8s:schema:selectableField:jsonPath=".spec.gatewayClassName",indexed=true
type Gateway = gatewayv1.Gateway

// GatewayList is a list of Gateways.
type GatewayList = gatewayv1.GatewayList

// HTTPRoute: the routes that attach to a gateway (one value per parent
// reference), that serve a hostname, and whose status a controller
// writes.
//
// +k8s:schema:selectableField:jsonPath=".spec.parentRefs[*].name",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.hostnames[*]"
// +k8s:schema:selectableField:jsonPath=".status.parents[*].controllerName",indexed=true
type HTTPRoute = gatewayv1.HTTPRoute

// HTTPRouteList is a list of HTTPRoutes.
type HTTPRouteList = gatewayv1.HTTPRouteList
