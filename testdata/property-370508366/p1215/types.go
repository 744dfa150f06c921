package p1215

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
// +k8s:selectableField:jsonPath=".spec.f5",default="1",description="The f5 of the kind."
// +k8s:printerColumn:name="Col11",type=string,jsonPath=`.spec.f4`,description="A column."
// +k8s:printerColumn:name="Col12",type=string,jsonPath=`.status.f10`
// +k8s:printerColumn:name="Col13",type=string,jsonPath=`.status.f9.app`
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Dup14",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Dup14",type=string,jsonPath=`.metadata.name`,description="A column."
// +k8s:printerColumn:name="Bad",type=text,jsonPath=".metadata.name"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status6 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind15 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f17",description="The f17 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f21",indexed=true
// +k8s:selectableField:jsonPath=".status.f29.f33"
// +k8s:schema:selectableField:jsonPath=".status.f29.f35"
// +k8s:printerColumn:name="Col41",type=integer,jsonPath=`.status.f27`
// +k8s:printerColumn:name="Col42",type=string,jsonPath=`.status.f28.app`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind15 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec16 `json:"spec,omitempty"`
	Status Status26 `json:"status,omitempty"`
}

// Kind15List is a list of Kind15.
//
// +kubebuilder:object:root=true
type Kind15List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind15 `json:"items"`
}

// Kind43 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f24",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.replicas"
// +k8s:schema:selectableField:jsonPath=".status.f46",default="7",indexed=true
// +k8s:selectableField:jsonPath=".status.f48.f57.f59"
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f17`,priority=1
// +k8s:printerColumn:name="Col74",type=string,jsonPath=`.spec.f21`,description="A column."
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.spec.replicas`
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.status.f45`,description="A column."
// +k8s:printerColumn:name="Col77",type=integer,jsonPath=`.status.f46`
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.status.f48.f53.f55`,priority=1,format=int32
// +k8s:printerColumn:name="Col79",type=date,jsonPath=`.status.f48.f65`,description="A column."
// +k8s:printerColumn:name="Col80",type=integer,jsonPath=`.status.f48.f68`,priority=1,description="A column."
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.status.f48.f69`
// +k8s:printerColumn:name="Col82",type=number,jsonPath=`.status.f72`,priority=1
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.spec.f19.app`,description="A column."
// +k8s:subresource:status
// +k8s:selectable-gen=true
type Kind43 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec16 `json:"spec,omitempty"`
	Status Status44 `json:"status,omitempty"`
}

// Kind43List is a list of Kind43.
//
// +kubebuilder:object:root=true
type Kind43List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind43 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 string `json:"f3,omitempty"`
	// +k8s:schema:selectableField
	F4 resource.Quantity `json:"f4,omitempty"`
	F5 int `json:"f5"`
}

// Status6 is a random struct.
type Status6 struct {
	F7 metav1.Duration `json:"f7,omitempty"`
	F8 int32 `json:"f8"`
	F9 map[string]string `json:"f9"`
	F10 *string `json:"f10,omitempty"`
}

// Spec16 is a random struct.
type Spec16 struct {
	F17 types.UID `json:"f17"`
	// +k8s:schema:selectableField:default="false",description="The f18 of the kind."
	F18 bool `json:"f18"`
	F19 Labels20 `json:"f19"`
	F21 []byte `json:"f21,omitempty"`
	Skipped22 string `json:"-"`
	*Inline23 `json:",inline"`
	Replicas int32 `json:"replicas,omitempty"`
}

// Labels20 is a declared list or map type.
type Labels20 map[string]string

// Inline23 is a random struct.
type Inline23 struct {
	F24 *string `json:"f24"`
	// +k8s:schema:selectableField:indexed=true
	F25 *metav1.Time `json:"f25,omitempty"`
}

// Status26 is a random struct.
type Status26 struct {
	F27 int8 `json:"f27,omitempty"`
	F28 map[string]string `json:"f28"`
	F29 S30 `json:"f29"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// S30 is a random struct.
type S30 struct {
	F31 Labels32 `json:"f31"`
	F33 *uint8 `json:"f33,omitzero"`
	F34 Mode `json:"f34,omitempty,omitzero"`
	F35 metav1.MicroTime `json:"f35"`
	F36 *Template37 `json:"f36,omitempty"`
	F39 []byte `json:"f39"`
	Skipped40 string `json:"-"`
}

// Labels32 is a declared list or map type.
type Labels32 map[string]string

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 *types.UID `json:"f38,omitempty"`
}

// Status44 is a random struct.
type Status44 struct {
	F45 *types.UID `json:"f45"`
	F46 *uint32 `json:"f46,omitempty"`
	F47 *float32 `json:"f47"`
	F48 *S49 `json:"f48"`
	F72 *float32 `json:"f72,omitempty"`
}

// S49 is a random struct.
type S49 struct {
	F50 *Template51 `json:"f50"`
	F53 S54 `json:"f53,omitempty"`
	F57 *S58 `json:"f57,omitempty"`
	F63 *metav1.Duration `json:"f63"`
	F64 string `json:"f64,omitempty"`
	F65 metav1.Time `json:"f65"`
	Skipped66 string `json:"-"`
	Inline67 `json:",inline"`
}

// Template51 is a random struct.
type Template51 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F52 *uint64 `json:"f52"`
}

// S54 is a random struct.
type S54 struct {
	F55 int32 `json:"f55,omitempty"`
	F56 uint64 `json:"f56"`
}

// S58 is a random struct.
type S58 struct {
	F59 int16 `json:"f59"`
	F60 int16 `json:"f60,omitempty"`
	F61 intstr.IntOrString `json:"f61,omitempty"`
	Skipped62 string `json:"-"`
}

// Inline67 is a random struct.
type Inline67 struct {
	F68 int64 `json:"f68,omitempty"`
	F69 *metav1.Duration `json:"f69"`
	F70 *float64 `json:"f70"`
	F71 int `json:"f71,omitempty"`
}

