package p1318

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
// +k8s:schema:selectableField:jsonPath=".status.f9",default="5",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.f10"
// +k8s:schema:selectableField:jsonPath=".status.f17",description="The f17 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f18"
// +k8s:printerColumn:name="Col22",type=integer,jsonPath=`.status.f9`,format=int32
// +k8s:printerColumn:name="Col23",type=integer,jsonPath=`.status.f10`
// +k8s:printerColumn:name="Col24",type=number,jsonPath=`.status.f11`
// +k8s:printerColumn:name="Col25",type=date,jsonPath=`.status.f15`
// +k8s:printerColumn:name="Col26",type=string,jsonPath=`.status.f18`,priority=1
// +k8s:printerColumn:name="Col27",type=integer,jsonPath=`.status.f21`
// +k8s:printerColumn:name="Col28",type=string,jsonPath=`.status.f16.app`,description="A column."
// +k8s:printerColumn:name="Cel29",type=string,expression=`has(self.status) && has(self.status.f10) ? string(self.status.f10) : "none"`
// +k8s:subresource:status
// +k8s:schema:scope=Cluster
// +k8s:printerColumn:name="Dup30",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup30",type=string,jsonPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status7 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind31 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f56",default="false"
// +k8s:schema:selectableField:jsonPath=".status.f57",description="The f57 of the kind.",trigger=true
// +k8s:selectableField:jsonPath=".status.f59"
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.status.f57`
// +k8s:printerColumn:name="Col61",type=integer,jsonPath=`.status.f59`,format=int32
// +k8s:printerColumn:name="Cel62",type=string,expression=`has(self.status) && has(self.status.f56) ? string(self.status.f56) : "none"`
// +genclient:nonNamespaced
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec32 `json:"spec,omitempty"`
	Status Status55 `json:"status,omitempty"`
}

// Kind31List is a list of Kind31.
//
// +kubebuilder:object:root=true
type Kind31List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind31 `json:"items"`
}

// Kind63 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f66.f71.f73"
// +k8s:selectableField:jsonPath=".spec.f76",trigger=true
// +k8s:selectableField:jsonPath=".spec.f77",description="The f77 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f78"
// +kubebuilder:printcolumn:name="Col84",type="boolean",JSONPath=`.spec.f65`
// +kubebuilder:printcolumn:name="Col85",type="integer",JSONPath=`.spec.f66.f71.f75`,description="A column."
// +kubebuilder:printcolumn:name="Col86",type="string",JSONPath=`.spec.f77`
// +kubebuilder:printcolumn:name="Col87",type="integer",JSONPath=`.spec.f78`,format=int32
// +kubebuilder:printcolumn:name="Col88",type="integer",JSONPath=`.spec.f79`,description="A column."
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.spec.f66.f68.app`
// +k8s:printerColumn:name="Cel90",type=string,expression=`has(self.spec) && has(self.spec.f66) && has(self.spec.f66.f70) ? string(self.spec.f66.f70) : "none"`
// +k8s:resource:path=kind63-items
type Kind63 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec64 `json:"spec,omitempty"`
}

// Kind63List is a list of Kind63.
//
// +kubebuilder:object:root=true
type Kind63List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind63 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *float64 `json:"f3,omitempty"`
	F4 Template5 `json:"f4,omitempty"`
}

// Template5 is a random struct.
type Template5 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F6 map[string]string `json:"f6"`
}

// Status7 is a random struct.
type Status7 struct {
	F8 resource.Quantity `json:"f8,omitempty"`
	F9 *uint8 `json:"f9"`
	F10 int64 `json:"f10"`
	F11 *float64 `json:"f11"`
	F12 *types.UID `json:"f12"`
	Skipped13 string `json:"-"`
	Inline14 `json:",inline"`
}

// Inline14 is a random struct.
type Inline14 struct {
	F15 *metav1.MicroTime `json:"f15,omitempty"`
	F16 map[string]string `json:"f16"`
	F17 Mode `json:"f17,omitempty"`
	F18 *Mode `json:"f18"`
	F19 Labels20 `json:"f19,omitempty"`
	F21 int32 `json:"f21,omitempty,omitzero"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// Spec32 is a random struct.
type Spec32 struct {
	F33 *Template34 `json:"f33,omitempty"`
	F42 List48 `json:"f42,omitempty"`
	F49 Template50 `json:"f49"`
	F52 Template53 `json:"f52"`
}

// Item36 is a random struct.
type Item36 struct {
	F37 *types.UID `json:"f37"`
	F38 int64 `json:"f38,omitempty"`
	F39 metav1.Duration `json:"f39"`
	Skipped40 string `json:"-"`
}

// List41 is a declared list or map type.
type List41 []Item36

// Template34 is a random struct.
type Template34 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F35 List41 `json:"f35,omitempty"`
}

// Item43 is a random struct.
type Item43 struct {
	F44 metav1.Duration `json:"f44,omitzero"`
	F45 Template46 `json:"f45"`
}

// Template46 is a random struct.
type Template46 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F47 *uint32 `json:"f47"`
}

// List48 is a declared list or map type.
type List48 []Item43

// Template50 is a random struct.
type Template50 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F51 int16 `json:"f51"`
}

// Template53 is a random struct.
type Template53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F54 uint32 `json:"f54,omitempty"`
}

// Status55 is a random struct.
type Status55 struct {
	F56 bool `json:"f56,omitempty"`
	F57 []byte `json:"f57,omitempty,omitzero"`
	F58 map[string]string `json:"f58,omitempty"`
	F59 *int8 `json:"f59"`
}

// Spec64 is a random struct.
type Spec64 struct {
	F65 bool `json:"f65,omitempty"`
	F66 S67 `json:"f66,omitempty"`
	F76 metav1.MicroTime `json:"f76,omitempty"`
	F77 types.UID `json:"f77"`
	F78 int8 `json:"f78"`
	F79 *uint16 `json:"f79"`
	Skipped80 string `json:"-"`
	Inline81 `json:",inline"`
}

// S67 is a random struct.
type S67 struct {
	F68 Labels69 `json:"f68"`
	// +k8s:schema:selectableField:description="The f70 of the kind."
	F70 bool `json:"f70"`
	F71 S72 `json:"f71"`
}

// Labels69 is a declared list or map type.
type Labels69 map[string]string

// S72 is a random struct.
type S72 struct {
	F73 metav1.Time `json:"f73,omitempty"`
	F74 uint64 `json:"f74"`
	F75 *uint16 `json:"f75,omitempty"`
}

// Inline81 is a random struct.
type Inline81 struct {
	F82 []int8 `json:"f82,omitempty,omitzero"`
	F83 uint16 `json:"f83,omitzero"`
}

