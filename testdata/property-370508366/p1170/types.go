package p1170

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
)

var (
	_ = resource.Quantity{}
	_ = intstr.IntOrString{}
	_ types.UID
)

// Mode is an enum.
type Mode string

// Kind1 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f5",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f7"
// +kubebuilder:selectablefield:JSONPath=".status.f24.f33.f35"
// +kubebuilder:printcolumn:name="Col52",type="string",JSONPath=`.spec.f15`
// +kubebuilder:printcolumn:name="Col53",type="string",JSONPath=`.status.f24.f33.f35`
// +kubebuilder:printcolumn:name="Col54",type="number",JSONPath=`.status.f46`
// +kubebuilder:printcolumn:name="Col55",type="string",JSONPath=`.status.f51`
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.status.f21.app`,description="A column."
// +kubebuilder:printcolumn:name="Col57",type="string",JSONPath=`.status.f40[*].f43`
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.status.f40[0].f43`
// +kubebuilder:subresource:status
// +k8s:resource:path=kind1-items
// +kubebuilder:printcolumn:name="Dup59",type="string",JSONPath=`.metadata.name`
// +kubebuilder:printcolumn:name="Dup59",type="string",JSONPath=`.metadata.name`
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status20 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Labels4 `json:"f3,omitempty"`
	F5 *metav1.Time `json:"f5,omitempty"`
	*Inline6 `json:",inline"`
}

// Labels4 is a declared list or map type.
type Labels4 map[string]string

// Inline6 is a random struct.
type Inline6 struct {
	F7 int32 `json:"f7,omitempty"`
	F8 []Item9 `json:"f8,omitempty"`
	F15 []byte `json:"f15,omitzero"`
	F16 resource.Quantity `json:"f16"`
	F17 Template18 `json:"f17,omitempty"`
}

// Item9 is a random struct.
type Item9 struct {
	F10 float64 `json:"f10,omitempty"`
	F11 int16 `json:"f11,omitzero"`
	F12 intstr.IntOrString `json:"f12,omitempty,omitzero"`
	F13 *Mode `json:"f13,omitempty"`
	Skipped14 string `json:"-"`
}

// Template18 is a random struct.
type Template18 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F19 []byte `json:"f19"`
}

// Status20 is a random struct.
type Status20 struct {
	F21 Labels22 `json:"f21,omitempty"`
	// +k8s:schema:selectableField:trigger=true
	F23 *int `json:"f23"`
	F24 S25 `json:"f24"`
	Inline39 `json:",inline"`
}

// Labels22 is a declared list or map type.
type Labels22 map[string]string

// S25 is a random struct.
type S25 struct {
	F26 int `json:"f26"`
	F27 List32 `json:"f27,omitempty"`
	F33 S34 `json:"f33"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 intstr.IntOrString `json:"f29,omitempty"`
	F30 *uint64 `json:"f30"`
	F31 metav1.Time `json:"f31,omitempty"`
}

// List32 is a declared list or map type.
type List32 []Item28

// S34 is a random struct.
type S34 struct {
	F35 *Mode `json:"f35"`
	// +k8s:schema:selectableField:indexed=true
	F36 uint8 `json:"f36"`
	// +k8s:schema:selectableField:description="The f37 of the kind."
	F37 []byte `json:"f37,omitempty"`
	F38 uint16 `json:"f38"`
}

// Inline39 is a random struct.
type Inline39 struct {
	F40 List45 `json:"f40"`
	F46 float64 `json:"f46"`
	F47 *intstr.IntOrString `json:"f47,omitempty"`
	F48 Template49 `json:"f48,omitempty"`
	F51 Mode `json:"f51,omitempty,omitzero"`
}

// Item41 is a random struct.
type Item41 struct {
	F42 int32 `json:"f42,omitzero"`
	F43 []byte `json:"f43"`
	F44 uint16 `json:"f44,omitempty"`
}

// List45 is a declared list or map type.
type List45 []Item41

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 uint8 `json:"f50"`
}

