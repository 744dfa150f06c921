// Package v1 declares the field selectors of every apiextensions.k8s.io/v1
// kind that kube-apiserver 1.37 serves (from its apiextensions server), for
// the k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1 types: the
// generated matchers, field values, indexes and field label conversions
// are exactly the server's (docs/builtin-field-selectors.md lists them).
// It imports that module's types package only, no server.
//
// +selectable-gen=package
package v1
