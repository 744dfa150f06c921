// Package v1 declares field selectors on Gateway API's
// gateway.networking.k8s.io/v1 kinds, whose module (sigs.k8s.io/gateway-api)
// is used unchanged: the selections Gateway API implementations write by
// hand as controller-runtime field indexes today (routes by the gateways
// they attach to, gateways by class, classes by controller), and which
// gateway-api #2862 calls infeasible as CRD selectable fields because
// parentRefs is a list of structs.
//
// +selectable-gen=package
package v1
