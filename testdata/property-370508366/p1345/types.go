package p1345

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
// +k8s:schema:selectableField:jsonPath=".spec.f5",description="The f5 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f8",description="The f8 of the kind.",trigger=true
// +kubebuilder:selectablefield:JSONPath=".spec.f14"
// +k8s:schema:index:field="spec.f14"
// +kubebuilder:printcolumn:name="Col15",type="string",JSONPath=`.spec.f8`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col16",type="integer",JSONPath=`.spec.f14`,description="A column."
// +k8s:printerColumn:name="Cel17",type=string,expression=`has(self.spec) && has(self.spec.f11) ? string(self.spec.f11) : "none"`
// +kubebuilder:resource:path=kind1z,singular=kind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
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
	F3 []int8 `json:"f3,omitempty"`
	F4 int8 `json:"f4,omitempty,omitzero"`
	F5 types.UID `json:"f5"`
	F6 metav1.Duration `json:"f6,omitempty"`
	// +k8s:selectableField:description="The f7 of the kind.",indexed=true
	F7 bool `json:"f7,omitempty,omitzero"`
	F8 types.UID `json:"f8"`
	Inline9 `json:",inline"`
}

// Inline9 is a random struct.
type Inline9 struct {
	F10 int32 `json:"f10,omitempty,omitzero"`
	F11 int `json:"f11"`
	F12 Labels13 `json:"f12,omitempty"`
	F14 *uint16 `json:"f14,omitempty"`
}

// Labels13 is a declared list or map type.
type Labels13 map[string]string

