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
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="SignerName",type=string,description="Requested signer for the request. It is a qualified name in the form: `scope-hostname.io/name`. If empty, it will be defaulted:\n 1. If it's a kubelet client certificate, it is assigned\n    \"kubernetes.io/kube-apiserver-client-kubelet\".\n 2. If it's a kubelet serving certificate, it is assigned\n    \"kubernetes.io/kubelet-serving\".\n 3. Otherwise, it is assigned \"kubernetes.io/legacy-unknown\".\nDistribution of trust for signers happens out of band. You can select on this field using `spec.signerName`.",expression=`has(self.spec.signerName) && self.spec.signerName != "" ? self.spec.signerName : "<none>"`
// +k8s:printerColumn:name="Requestor",type=string,description="Base64-encoded PKCS#10 CSR data",expression=`has(self.spec.username) ? self.spec.username : ""`
// +k8s:printerColumn:name="RequestedDuration",type=string,description="expirationSeconds is the requested duration of validity of the issued certificate. The certificate signer may issue a certificate with a different validity duration so a client must check the delta between the notBefore and and notAfter fields in the issued certificate to determine the actual duration.\n\nThe v1.22+ in-tree implementations of the well-known Kubernetes signers will honor this field as long as the requested duration is not greater than the maximum duration they will honor per the --cluster-signing-duration CLI flag to the Kubernetes controller manager.\n\nCertificate signers may not honor this field for various reasons:\n\n  1. Old signer that is unaware of the field (such as the in-tree\n     implementations prior to v1.22)\n  2. Signer whose configured maximum is shorter than the requested duration\n  3. Signer whose configured minimum is longer than the requested duration\n\nThe minimum valid value for expirationSeconds is 600, i.e. 10 minutes.",expression=`has(self.spec.expirationSeconds) ? humanDuration(duration(string(self.spec.expirationSeconds) + "s")) : "<none>"`
// +k8s:printerColumn:name="Condition",type=string,description="Conditions applied to the request, such as approval or denial.",expression=`((has(self.status.conditions) && self.status.conditions.exists(x, x.type == "Denied")) ? "Denied" : ((has(self.status.conditions) && self.status.conditions.exists(x, x.type == "Approved")) ? "Approved" : "Pending")) + ((has(self.status.conditions) && self.status.conditions.exists(x, x.type == "Failed")) ? ",Failed" : "") + (has(self.status.certificate) ? ",Issued" : "")`
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
// +k8s:printerColumn:name="PodName",type=string,description="podName is the name of the pod into which the certificate will be mounted.",expression=`has(self.spec.podName) ? self.spec.podName : ""`
// +k8s:printerColumn:name="ServiceAccountName",type=string,description="serviceAccountName is the name of the service account the pod is running as.",expression=`has(self.spec.serviceAccountName) ? self.spec.serviceAccountName : ""`
// +k8s:printerColumn:name="NodeName",type=string,description="nodeName is the name of the node the pod is assigned to.",expression=`has(self.spec.nodeName) ? self.spec.nodeName : ""`
// +k8s:printerColumn:name="SignerName",type=string,description="signerName indicates the requested signer.\n\nAll signer names beginning with `kubernetes.io` are reserved for use by the Kubernetes project.  There is currently one well-known signer documented by the Kubernetes project, `kubernetes.io/kube-apiserver-client-pod`, which will issue client certificates understood by kube-apiserver.  It is currently unimplemented.",
// +k8s:printerColumn:expression=`has(self.spec.signerName) ? self.spec.signerName : ""`
// +k8s:printerColumn:name="State",type=string,description="Is the request Pending, Issued, Denied, or Failed?",
// +k8s:printerColumn:expression> cel.bind(states, has(self.status.conditions) ? self.status.conditions.filter(c, c.type == "Issued" || c.type == "Denied" || c.type == "Failed").map(c, c.type) : [],
// +k8s:printerColumn:expression>   size(states) == 0 ? "Pending" :
// +k8s:printerColumn:expression>   states[size(states) - 1])
// +k8s:printerColumn:name="UnverifiedUserAnnotations",type=string,description="unverifiedUserAnnotations allow pod authors to pass additional information to the signer implementation.  Kubernetes does not restrict or validate this metadata in any way.\n\nEntries are subject to the same validation as object metadata annotations, with the addition that all keys must be domain-prefixed. No restrictions are placed on values, except an overall size limitation on the entire field.\n\nSigners should document the keys and values they support.  Signers should deny requests that contain keys they do not recognize.",
// +k8s:printerColumn:expression=`has(self.spec.unverifiedUserAnnotations) ? formatLabels(self.spec.unverifiedUserAnnotations) : "<none>"`
type PodCertificateRequest = certificatesv1.PodCertificateRequest

// PodCertificateRequestList is certificates.k8s.io/v1 PodCertificateRequestList.
type PodCertificateRequestList = certificatesv1.PodCertificateRequestList
