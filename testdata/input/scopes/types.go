package scopes

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Namespaced is namespaced by default.
type Namespaced struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +genclient
// +genclient:nonNamespaced

// ByGenclient keeps its +genclient tags in the second-closest comment block,
// as k8s.io/api types do.
type ByGenclient struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// ByK8s says it with our own marker.
//
// +k8s:schema:scope=Cluster
type ByK8s struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// ByKubebuilder says it with controller-gen's.
//
// +kubebuilder:resource:scope=Cluster
type ByKubebuilder struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// ByResource says it with the scope of +k8s:resource, beside its names.
//
// +k8s:resource:path=byresources,scope=Cluster
type ByResource struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// ExplicitlyNamespaced says what is the default.
//
// +k8s:schema:scope=Namespaced
type ExplicitlyNamespaced struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
