package v1beta1

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Gadget in v1beta1 spells its color "colour", has no scale subresource
// and one column of its own.
//
// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Colour",type=string,JSONPath=".spec.colour",description="the gadget's colour"
// +kubebuilder:selectablefield:JSONPath=".spec.colour"
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GadgetSpec   `json:"spec,omitempty"`
	Status GadgetStatus `json:"status,omitempty"`
}

// GadgetSpec is the desired state of a Gadget.
type GadgetSpec struct {
	Colour   string `json:"colour,omitempty"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// GadgetStatus is the observed state of a Gadget.
type GadgetStatus struct {
	Replicas int32 `json:"replicas"`
}

// GadgetList is a list of Gadgets.
//
// +kubebuilder:object:root=true
type GadgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Gadget `json:"items"`
}

// Sprocket in v1beta1 selects by size and shows it, and has no /status.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.size"
// +k8s:printerColumn:name="Size",type=string,jsonPath=".spec.size"
type Sprocket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   SprocketSpec   `json:"spec,omitempty"`
	Status SprocketStatus `json:"status,omitempty"`
}

// SprocketSpec is the desired state of a Sprocket.
type SprocketSpec struct {
	Size  string `json:"size,omitempty"`
	Teeth int32  `json:"teeth,omitempty"`
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
