package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// CertificateSigningRequest mirrors certificates.k8s.io/v1
// CertificateSigningRequest, a cluster-scoped kind.
//
// +genclient
// +genclient:nonNamespaced
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type CertificateSigningRequest struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec CertificateSigningRequestSpec `json:"spec"`
}

// CertificateSigningRequestSpec mirrors certificates.k8s.io/v1
// CertificateSigningRequestSpec.
type CertificateSigningRequestSpec struct {
	Request []byte `json:"request"`
	// +k8s:schema:selectableField
	SignerName string `json:"signerName"`
	// +optional
	ExpirationSeconds *int32 `json:"expirationSeconds,omitempty"`
	// +optional
	Username string `json:"username,omitempty"`
}

// CertificateSigningRequestList mirrors certificates.k8s.io/v1
// CertificateSigningRequestList.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type CertificateSigningRequestList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []CertificateSigningRequest `json:"items"`
}
