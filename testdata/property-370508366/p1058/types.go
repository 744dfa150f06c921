package p1058

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f13",default="8"
// +k8s:schema:selectableField:jsonPath=".spec.f20",indexed=true
// +k8s:printerColumn:name="Col34",type=string,jsonPath=`.spec.f20`
// +k8s:printerColumn:name="Col35",type=string,jsonPath=`.spec.f3.f5[0].f8`
// +k8s:printerColumn:name="Col36",type=string,jsonPath=`.spec.f3.f5[?(@.f7==3)].f8`
// +k8s:printerColumn:name="Col37",type=string,jsonPath=`.spec.f3.f17.app`
// +k8s:selectorGeneration
// +k8s:resource:path=kind1-items
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind39 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f51.f53.f55",description="The f55 of the kind.",indexed=true
// +kubebuilder:printcolumn:name="Col74",type="string",JSONPath=`.spec.f51.f53.f55`
// +kubebuilder:printcolumn:name="Col75",type="string",JSONPath=`.spec.f51.f71`
// +kubebuilder:printcolumn:name="Col76",type="string",JSONPath=`.spec.f51.f72`
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f46.app`
// +genclient:nonNamespaced
type Kind39 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec40 `json:"spec,omitempty"`
}

// Kind39List is a list of Kind39.
//
// +kubebuilder:object:root=true
type Kind39List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind39 `json:"items"`
}

// Kind78 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f51.f53.f55",description="The f55 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f51.f53.f59",description="The f59 of the kind.",trigger=true
// +kubebuilder:printcolumn:name="Col85",type="string",JSONPath=`.spec.f51.f53.f55`
// +kubebuilder:printcolumn:name="Col86",type="integer",JSONPath=`.spec.f51.f68`,priority=1
// +kubebuilder:printcolumn:name="Col87",type="date",JSONPath=`.spec.f51.f70`
// +kubebuilder:printcolumn:name="Col88",type="string",JSONPath=`.spec.f51.f73`
// +kubebuilder:printcolumn:name="Col89",type="string",JSONPath=`.status.f83`
// +kubebuilder:printcolumn:name="Col90",type="date",JSONPath=`.status.f84`
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.spec.f46.app`
// +kubebuilder:printcolumn:name="Col92",type="string",JSONPath=`.spec.f49.app`
type Kind78 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec40 `json:"spec,omitempty"`
	Status Status79 `json:"status,omitempty"`
}

// Kind78List is a list of Kind78.
//
// +kubebuilder:object:root=true
type Kind78List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind78 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *S4 `json:"f3,omitempty"`
	F19 *metav1.MicroTime `json:"f19"`
	F20 *Mode `json:"f20,omitempty,omitzero"`
	F21 *uint16 `json:"f21,omitempty"`
	F22 []Item23 `json:"f22,omitempty"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate38 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 []Item6 `json:"f5"`
	F13 uint64 `json:"f13"`
	F14 Template15 `json:"f14"`
	F17 Labels18 `json:"f17"`
}

// Item6 is a random struct.
type Item6 struct {
	F7 int `json:"f7,omitempty"`
	F8 types.UID `json:"f8"`
	F9 *float32 `json:"f9,omitzero"`
	F10 metav1.Time `json:"f10"`
	F11 *string `json:"f11"`
	F12 float64 `json:"f12,omitempty"`
}

// Template15 is a random struct.
type Template15 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F16 string `json:"f16,omitempty"`
}

// Labels18 is a declared list or map type.
type Labels18 map[string]string

// Item23 is a random struct.
type Item23 struct {
	F24 uint8 `json:"f24"`
	F25 *uint64 `json:"f25,omitempty,omitzero"`
	F26 uint32 `json:"f26,omitempty"`
	Skipped27 string `json:"-"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 S30 `json:"f29,omitempty"`
	F33 Mode `json:"f33"`
}

// S30 is a random struct.
type S30 struct {
	// +k8s:schema:selectableField
	F31 metav1.MicroTime `json:"f31,omitempty"`
	F32 map[string]string `json:"f32,omitempty"`
}

// PodTemplate38 is a random struct.
type PodTemplate38 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec40 is a random struct.
type Spec40 struct {
	F41 *Template42 `json:"f41,omitempty"`
	F46 Labels47 `json:"f46,omitempty"`
	// +k8s:schema:selectableField:default="-1",description="The f48 of the kind."
	F48 int8 `json:"f48"`
	F49 Labels50 `json:"f49,omitempty"`
	F51 S52 `json:"f51"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 metav1.Time `json:"f45"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 Template44 `json:"f43"`
}

// Labels47 is a declared list or map type.
type Labels47 map[string]string

// Labels50 is a declared list or map type.
type Labels50 map[string]string

// S52 is a random struct.
type S52 struct {
	F53 S54 `json:"f53"`
	F62 List67 `json:"f62,omitempty"`
	// +k8s:selectableField:default="4"
	F68 *int64 `json:"f68"`
	Inline69 `json:",inline"`
}

// S54 is a random struct.
type S54 struct {
	F55 *Mode `json:"f55"`
	// +k8s:selectableField
	F56 string `json:"f56"`
	// +k8s:schema:selectableField
	F57 bool `json:"f57"`
	// +k8s:schema:selectableField
	F58 []byte `json:"f58,omitempty"`
	F59 *int8 `json:"f59,omitempty"`
	F60 float32 `json:"f60,omitempty"`
	Skipped61 string `json:"-"`
}

// Item63 is a random struct.
type Item63 struct {
	F64 metav1.Time `json:"f64"`
	F65 *int64 `json:"f65"`
	F66 *bool `json:"f66,omitempty,omitzero"`
}

// List67 is a declared list or map type.
type List67 []Item63

// Inline69 is a random struct.
type Inline69 struct {
	F70 metav1.Time `json:"f70,omitempty"`
	F71 *uint64 `json:"f71"`
	F72 uint64 `json:"f72,omitempty"`
	F73 uint64 `json:"f73,omitzero"`
}

// Status79 is a random struct.
type Status79 struct {
	F80 Labels81 `json:"f80"`
	F82 intstr.IntOrString `json:"f82"`
	F83 types.UID `json:"f83"`
	F84 metav1.Time `json:"f84,omitempty,omitzero"`
}

// Labels81 is a declared list or map type.
type Labels81 map[string]string

