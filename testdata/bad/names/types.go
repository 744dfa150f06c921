package names

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// +k8s:schema:selectableField:jsonPath=".spec.a",fieldPath="status.x",description="legacy"
// +k8s:schema:selectableField:jsonPath=".spec.b",fieldPath="metadata.name",description="legacy"
// +k8s:schema:selectableField:jsonPath=".metadata.labels"
// +k8s:schema:selectableField:jsonPath=".metadata.name"
// +k8s:schema:selectableField:jsonPath=".spec.c",fieldPath="spec c",description="legacy"
// +k8s:schema:selectableField:jsonPath=".spec.d",fieldPath="metadata.uid",description="legacy"
type Kind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec   `json:"spec"`
	Status            Status `json:"status"`
}

type Spec struct {
	A string `json:"a"`
	B string `json:"b"`
	C string `json:"c"`
	D string `json:"d"`
}

type Status struct {
	// +k8s:schema:selectableField:fieldPath="status.x"
	X string `json:"x"`
}

// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.a",fieldPath="metadata.namespace",description="legacy"
type ClusterKind struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec `json:"spec"`
}

// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.namespace"
type ClusterNoDescription struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.namespace",fieldPath="namespace",description="legacy"
type ClusterNamespaceAlias struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// +k8s:schema:selectableField:jsonPath=".metadata.namespace",description="x"
type NamespacedNamespace struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}
