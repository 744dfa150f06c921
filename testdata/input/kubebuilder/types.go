package kubebuilder

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Cluster-scoped, two selectable fields, one of them bare.
//
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster,shortName=fb

// +kubebuilder:selectablefield:JSONPath=.spec.a
// +kubebuilder:selectablefield:JSONPath=".spec.b"
type Foo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              FooSpec `json:"spec"`
}

type FooSpec struct {
	// +kubebuilder:validation:MinLength=1
	A string `json:"a"`
	B int32  `json:"b,omitempty"`
}

// +kubebuilder:object:root=true
type FooList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Foo `json:"items"`
}

// Bar has only controller-gen markers that do not concern us: not generated.
//
// +kubebuilder:object:root=true
// +kubebuilder:resource:scope=Cluster
type Bar struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
