// Package v1 mirrors certificates.k8s.io/v1 CertificateSigningRequest of
// k8s.io/api, with its spec.signerName field selector declared by a marker.
//
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.selectable-gen.selectable-gen.examples.apis.certificates.v1
// +groupName=certificates.k8s.io
package v1
