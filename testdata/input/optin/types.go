package optin

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Plain has no markers: not generated.
type Plain struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Asked opts in with no fields of its own.
//
// +selectable-gen=true
type Asked struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Reached is opted in by a member marker it reaches through a pointer.
type Reached struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              *Inner `json:"spec,omitempty"`
}

// Declined reaches the same marker but opts out.
//
// +selectable-gen=false
type Declined struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Inner `json:"spec"`
}

// Inner is shared by Reached and Declined.
type Inner struct {
	// +k8s:schema:selectableField
	Level int64 `json:"level"`
}
