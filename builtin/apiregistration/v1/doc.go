// Package v1 declares the field selectors of every apiregistration.k8s.io/v1
// kind that kube-apiserver 1.37 serves (from its aggregator), for the
// k8s.io/kube-aggregator/pkg/apis/apiregistration/v1 types: the generated
// matchers, field values, indexes and field label conversions are exactly
// the server's (docs/builtin-field-selectors.md lists them). It imports
// that module's types package only, no server.
//
// +selectable-gen=package
package v1
