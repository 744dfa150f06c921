// Package internalversion declares k8s.io/sample-apiserver's internal
// kinds, whose module is used unchanged: Flunder, stored in v1beta1 and
// served in v1alpha1 and v1beta1, and Fischer, stored and served in
// v1alpha1. The generated FlunderInternalKind and FischerInternalKind tie
// the internal types to the versions' descriptors (apis/v1alpha1,
// apis/v1beta1); docs/internal-versions.md.
package internalversion
