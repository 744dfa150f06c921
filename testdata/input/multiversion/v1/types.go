package v1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Gadget is declared with kubebuilder markers only, which controller-gen
// reads too: its CRD versions are what controller-gen writes.
//
// +kubebuilder:object:root=true
// +kubebuilder:storageversion
// +kubebuilder:subresource:status
// +kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector
// +kubebuilder:printcolumn:name="Color",type=string,JSONPath=".spec.color"
// +kubebuilder:printcolumn:name="Replicas",type=integer,format=int32,JSONPath=".spec.replicas",priority=1
// +kubebuilder:selectablefield:JSONPath=".spec.color"
// +kubebuilder:selectablefield:JSONPath=".spec.size"
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GadgetSpec   `json:"spec,omitempty"`
	Status GadgetStatus `json:"status,omitempty"`
}

// GadgetSpec is the desired state of a Gadget.
type GadgetSpec struct {
	Color    string `json:"color,omitempty"`
	Size     string `json:"size,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// GadgetStatus is the observed state of a Gadget.
type GadgetStatus struct {
	Replicas int32  `json:"replicas"`
	Selector string `json:"selector,omitempty"`
}

// GadgetList is a list of Gadgets.
//
// +kubebuilder:object:root=true
type GadgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gadget `json:"items"`
}

// Sprocket is declared with +k8s: markers, which controller-gen does not
// read: only the merge puts them into its CRD.
//
// +kubebuilder:object:root=true
// +kubebuilder:storageversion
// +k8s:subresource:status
// +k8s:printerColumn:name="Teeth",type=integer,jsonPath=".spec.teeth"
type Sprocket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   SprocketSpec   `json:"spec,omitempty"`
	Status SprocketStatus `json:"status,omitempty"`
}

// SprocketSpec is the desired state of a Sprocket.
type SprocketSpec struct {
	// +k8s:schema:selectableField
	Teeth *int32 `json:"teeth,omitempty"`
}

// SprocketStatus is the observed state of a Sprocket.
type SprocketStatus struct {
	Worn bool `json:"worn,omitempty"`
}

// SprocketList is a list of Sprockets.
//
// +kubebuilder:object:root=true
type SprocketList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Sprocket `json:"items"`
}
