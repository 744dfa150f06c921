package p1343

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
// +kubebuilder:printcolumn:name="Col13",type="number",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col14",type="string",JSONPath=`.spec.f9`
// +k8s:printerColumn:name="Cel15",type=string,expression=`has(self.spec) && has(self.spec.f5) ? string(self.spec.f5) : "none"`
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind16 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f21",default="3",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f22",description="The f22 of the kind.",indexed=true
// +k8s:schema:selectableField:jsonPath=".status.f28",description="The f28 of the kind."
// +k8s:schema:selectableField:jsonPath=".status.f30.f33.f36",trigger=true
// +kubebuilder:printcolumn:name="Col60",type="date",JSONPath=`.spec.f18`
// +kubebuilder:printcolumn:name="Col61",type="integer",JSONPath=`.spec.f22`,format=int32
// +kubebuilder:printcolumn:name="Col62",type="date",JSONPath=`.status.f29`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f30.f32`,priority=1,description="A column."
// +kubebuilder:printcolumn:name="Col64",type="string",JSONPath=`.status.f30.f33.f39`
// +kubebuilder:printcolumn:name="Col65",type="number",JSONPath=`.status.f30.f33.f40`,description="A column."
// +kubebuilder:printcolumn:name="Col66",type="string",JSONPath=`.status.f30.f57`
// +kubebuilder:printcolumn:name="Col67",type="string",JSONPath=`.spec.f19.app`
// +kubebuilder:printcolumn:name="Col68",type="string",JSONPath=`.status.f30.f41[*].f43`
// +kubebuilder:printcolumn:name="Col69",type="string",JSONPath=`.status.f30.f41[0].f43`
// +kubebuilder:printcolumn:name="Col70",type="string",JSONPath=`.status.f30.f47[0].f49`
// +k8s:printerColumn:name="Cel71",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +kubebuilder:subresource:status
// +k8s:selectable-gen=true
type Kind16 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec17 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
}

// Kind16List is a list of Kind16.
//
// +kubebuilder:object:root=true
type Kind16List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind16 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 *float32 `json:"f3,omitempty"`
	F4 []byte `json:"f4,omitzero"`
	// +k8s:selectableField:default="false"
	F5 bool `json:"f5,omitempty"`
	F6 Template7 `json:"f6,omitempty"`
	F9 types.UID `json:"f9,omitzero"`
	F10 Template11 `json:"f10"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 *metav1.Duration `json:"f8,omitempty"`
}

// Template11 is a random struct.
type Template11 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F12 int64 `json:"f12"`
}

// Spec17 is a random struct.
type Spec17 struct {
	F18 metav1.MicroTime `json:"f18,omitzero"`
	F19 Labels20 `json:"f19"`
	F21 int32 `json:"f21"`
	F22 int8 `json:"f22"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// Status23 is a random struct.
type Status23 struct {
	F24 Template25 `json:"f24"`
	F27 *int8 `json:"f27"`
	F28 metav1.Time `json:"f28"`
	// +k8s:selectableField:description="The f29 of the kind.",indexed=true
	F29 *metav1.MicroTime `json:"f29,omitempty"`
	F30 S31 `json:"f30,omitempty"`
	Skipped59 string `json:"-"`
}

// Template25 is a random struct.
type Template25 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F26 int `json:"f26,omitempty"`
}

// S31 is a random struct.
type S31 struct {
	F32 *[]int8 `json:"f32,omitzero"`
	F33 S34 `json:"f33,omitempty"`
	F41 []Item42 `json:"f41"`
	F45 string `json:"f45,omitempty"`
	F46 string `json:"f46"`
	F47 List54 `json:"f47"`
	Skipped55 string `json:"-"`
	Inline56 `json:",inline"`
}

// S34 is a random struct.
type S34 struct {
	F35 intstr.IntOrString `json:"f35"`
	F36 types.UID `json:"f36"`
	F37 []int8 `json:"f37"`
	// +k8s:selectableField:default="6"
	F38 uint16 `json:"f38,omitempty"`
	F39 []int8 `json:"f39,omitempty"`
	F40 float32 `json:"f40,omitzero"`
}

// Item42 is a random struct.
type Item42 struct {
	F43 Mode `json:"f43"`
	F44 *float32 `json:"f44,omitempty,omitzero"`
}

// Item48 is a random struct.
type Item48 struct {
	F49 Mode `json:"f49,omitempty,omitzero"`
	F50 *float64 `json:"f50,omitempty"`
	F51 resource.Quantity `json:"f51"`
	F52 resource.Quantity `json:"f52,omitempty"`
	F53 float64 `json:"f53,omitempty"`
}

// List54 is a declared list or map type.
type List54 []Item48

// Inline56 is a random struct.
type Inline56 struct {
	F57 *types.UID `json:"f57,omitempty"`
	F58 *uint16 `json:"f58"`
}

