package v1

import (
	certificatesv1 "k8s.io/api/certificates/v1"
)

// CertificateSigningRequest is certificates.k8s.io/v1
// CertificateSigningRequest. Field selectors as in kubernetes/kubernetes
// pkg/registry/certificates/certificates/strategy.go.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.signerName"
type CertificateSigningRequest = certificatesv1.CertificateSigningRequest

// CertificateSigningRequestList is certificates.k8s.io/v1 CertificateSigningRequestList.
type CertificateSigningRequestList = certificatesv1.CertificateSigningRequestList

// ClusterTrustBundle is certificates.k8s.io/v1 ClusterTrustBundle. Field
// selectors as in kubernetes/kubernetes
// pkg/registry/certificates/clustertrustbundle/storage/storage.go.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.signerName"
type ClusterTrustBundle = certificatesv1.ClusterTrustBundle

// ClusterTrustBundleList is certificates.k8s.io/v1 ClusterTrustBundleList.
type ClusterTrustBundleList = certificatesv1.ClusterTrustBundleList

// PodCertificateRequest is certificates.k8s.io/v1 PodCertificateRequest.
// Namespaced, but its field label conversion rejects metadata.namespace
// (pkg/registry/certificates/podcertificaterequest/storage/storage.go).
//
// +k8s:schema:selectableField:jsonPath=".spec.signerName"
// +k8s:schema:selectableField:jsonPath=".spec.podName"
// +k8s:schema:selectableField:jsonPath=".spec.nodeName"
// +k8s:schema:fieldLabel:name="metadata.namespace",accepted=false
type PodCertificateRequest = certificatesv1.PodCertificateRequest

// PodCertificateRequestList is certificates.k8s.io/v1 PodCertificateRequestList.
type PodCertificateRequestList = certificatesv1.PodCertificateRequestList
