package p1595

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
// +k8s:selectableField:jsonPath=".spec.f14",description="The f14 of the kind."
// +kubebuilder:printcolumn:name="Col22",type="string",JSONPath=`.spec.f5`,description="A column."
// +kubebuilder:printcolumn:name="Col23",type="string",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col24",type="string",JSONPath=`.spec.f6.app`
// +kubebuilder:printcolumn:name="Col25",type="string",JSONPath=`.spec.f10.app`
// +k8s:printerColumn:name="Cel26",type=string,expression=`has(self.spec) && has(self.spec.f15) ? string(self.spec.f15) : "none"`
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

// Kind27 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +k8s:schema:index:field="spec.f4"
// +kubebuilder:selectablefield:JSONPath=".spec.f5"
// +k8s:schema:selectableField:jsonPath=".spec.f14",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f30",default="80"
// +kubebuilder:selectablefield:JSONPath=".status.f31.f41"
// +k8s:schema:index:field="status.f31.f41"
// +kubebuilder:printcolumn:name="Col48",type="number",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col49",type="string",JSONPath=`.spec.f7`
// +kubebuilder:printcolumn:name="Col50",type="integer",JSONPath=`.status.f31.f41`,format=int32
// +kubebuilder:printcolumn:name="Col51",type="string",JSONPath=`.status.f31.f42`
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind27
type Kind27 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status28 `json:"status,omitempty"`
}

// Kind27List is a list of Kind27.
//
// +kubebuilder:object:root=true
type Kind27List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind27 `json:"items"`
}

// Kind52 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:printerColumn:name="Cel72",type=string,expression=`has(self.spec) && has(self.spec.f55) ? self.spec.f55 : "none"`
type Kind52 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec53 `json:"spec,omitempty"`
}

// Kind52List is a list of Kind52.
//
// +kubebuilder:object:root=true
type Kind52List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind52 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 float64 `json:"f3,omitempty,omitzero"`
	F4 int8 `json:"f4"`
	F5 types.UID `json:"f5"`
	F6 map[string]string `json:"f6,omitempty"`
	F7 resource.Quantity `json:"f7"`
	Inline8 `json:",inline"`
}

// Inline8 is a random struct.
type Inline8 struct {
	F9 string `json:"f9,omitempty"`
	F10 Labels11 `json:"f10,omitempty"`
	F12 Labels13 `json:"f12"`
	F14 int64 `json:"f14,omitempty"`
	// +k8s:schema:selectableField:default="false"
	F15 bool `json:"f15,omitempty"`
	F16 []Item17 `json:"f16"`
}

// Labels11 is a declared list or map type.
type Labels11 map[string]string

// Labels13 is a declared list or map type.
type Labels13 map[string]string

// Item17 is a random struct.
type Item17 struct {
	F18 int16 `json:"f18,omitempty"`
	F19 int8 `json:"f19,omitempty"`
	F20 *int64 `json:"f20,omitempty,omitzero"`
	Skipped21 string `json:"-"`
}

// Status28 is a random struct.
type Status28 struct {
	F29 metav1.Time `json:"f29,omitempty"`
	F30 *intstr.IntOrString `json:"f30,omitempty"`
	F31 *S32 `json:"f31"`
	F47 *types.UID `json:"f47"`
}

// S32 is a random struct.
type S32 struct {
	F33 []Item34 `json:"f33"`
	F40 []int8 `json:"f40,omitempty"`
	F41 uint32 `json:"f41,omitempty"`
	F42 intstr.IntOrString `json:"f42,omitempty"`
	F43 *Template44 `json:"f43,omitempty"`
	F46 []int8 `json:"f46,omitempty"`
}

// Item34 is a random struct.
type Item34 struct {
	F35 *string `json:"f35,omitempty"`
	F36 *Mode `json:"f36"`
	F37 *metav1.Time `json:"f37"`
	F38 *intstr.IntOrString `json:"f38"`
	F39 *types.UID `json:"f39"`
}

// Template44 is a random struct.
type Template44 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F45 uint16 `json:"f45"`
}

// Spec53 is a random struct.
type Spec53 struct {
	F54 string `json:"f54,omitempty"`
	F55 Mode `json:"f55"`
	F56 []Item57 `json:"f56,omitempty"`
	F70 Labels71 `json:"f70"`
}

// Item57 is a random struct.
type Item57 struct {
	F58 Labels59 `json:"f58"`
	F60 *metav1.Duration `json:"f60,omitempty"`
	F61 *S62 `json:"f61,omitempty"`
	Inline67 `json:",inline"`
}

// Labels59 is a declared list or map type.
type Labels59 map[string]string

// S62 is a random struct.
type S62 struct {
	F63 []byte `json:"f63"`
	F64 *intstr.IntOrString `json:"f64"`
	F65 *int32 `json:"f65"`
	F66 int16 `json:"f66,omitempty,omitzero"`
}

// Inline67 is a random struct.
type Inline67 struct {
	F68 *uint32 `json:"f68,omitempty"`
	F69 *int16 `json:"f69"`
}

// Labels71 is a declared list or map type.
type Labels71 map[string]string

