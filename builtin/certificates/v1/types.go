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
// +k8s:printerColumn:name="SignerName",type=string,description="signerName indicates the associated signer, if any.\n\nIn order to create or update a ClusterTrustBundle that sets signerName, you must have the following cluster-scoped permission: group=certificates.k8s.io resource=signers resourceName=<the signer name> verb=attest.\n\nIf signerName is not empty, then the ClusterTrustBundle object must be named with the signer name as a prefix (translating slashes to colons). For example, for the signer name `example.com/foo`, valid ClusterTrustBundle object names include `example.com:foo:abc` and `example.com:foo:v1`.\n\nIf signerName is empty, then the ClusterTrustBundle object's name must not have such a prefix.\n\nList/watch requests for ClusterTrustBundles can filter on this field using a `spec.signerName=NAME` field selector.",expression=`has(self.spec.signerName) && self.spec.signerName != "" ? self.spec.signerName : "<none>"`
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
