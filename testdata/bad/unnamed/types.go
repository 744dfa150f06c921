package unnamed

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Markers on the members of unnamed struct types are not read (the marker
// index is keyed by type names; controller-gen rejects such structs): each
// marker of selectable-gen written there is an error, other comments are
// not. A column or field path may still cross an unnamed struct.

// +k8s:printerColumn:name=Mode,type=string,jsonPath=".spec.inner.mode"
// +k8s:schema:selectableField:jsonPath=".spec.inner.mode"
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              WidgetSpec `json:"spec"`
}

type WidgetSpec struct {
	Inner struct {
		// Mode is read by the kind's column and field: fine.
		// +optional
		// +listType=atomic
		Mode string `json:"mode"`
		// +k8s:schema:selectableField
		Color string `json:"color"`
		Parts []struct {
			// +kubebuilder:selectablefield:JSONPath=".x"
			Name, Alias string `json:"name"`
			// +k8s:schema:selectablefeld
			Size *struct {
				// +k8s:printerColumn:name=X,type=string,jsonPath=".x"
				X string `json:"x"`
			} `json:"size,omitempty"`
		} `json:"parts,omitempty"`
	} `json:"inner"`
}

type Lookup map[string]*struct {
	// +k8s:schema:index:field=".v"
	V string `json:"v"`
}
