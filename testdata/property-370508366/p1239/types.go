package p1239

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
// +k8s:printerColumn:name="Col16",type=string,jsonPath=`.status.f13`
// +k8s:printerColumn:name="Col17",type=string,jsonPath=`.status.f14`,priority=1
// +k8s:subresource:status
// +genclient:nonNamespaced
// +k8s:printerColumn:name="Dup18",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup18",type=string,jsonPath=`.metadata.name`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status10 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind19 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f21"
// +k8s:schema:selectableField:jsonPath=".spec.f22.f24",default="6",description="The f24 of the kind."
// +k8s:selectableField:jsonPath=".status.f47",default="2"
// +k8s:printerColumn:name="Col48",type=integer,jsonPath=`.spec.f22.f24`,priority=1,description="A column."
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f22.f25`
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.spec.f26`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.status.f34.app`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.status.f36.app`,priority=1
// +k8s:printerColumn:name="Col53",type=string,jsonPath=`.status.f38[0].f40`
// +k8s:printerColumn:name="Cel54",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
// +k8s:subresource:status
// +k8s:selectable-gen=true
// +kubebuilder:resource:scope=Cluster,shortName=xkind19
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="x",trigger=maybe
type Kind19 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec20 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
}

// Kind19List is a list of Kind19.
//
// +kubebuilder:object:root=true
type Kind19List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind19 `json:"items"`
}

// Kind55 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f63",default="1",description="The f63 of the kind.",indexed=true
// +k8s:selectableField:jsonPath=".spec.f65",default="7",description="The f65 of the kind."
// +k8s:schema:selectableField:jsonPath=".spec.f70",default="5",description="The f70 of the kind."
// +k8s:selectableField:jsonPath=".spec.f72.f78",indexed=true
// +k8s:printerColumn:name="Col89",type=integer,jsonPath=`.spec.f63`,priority=1,description="A column.",format=int32
// +k8s:printerColumn:name="Col90",type=string,jsonPath=`.spec.f64`
// +k8s:printerColumn:name="Col91",type=string,jsonPath=`.spec.f72.f74`
// +k8s:printerColumn:name="Col92",type=number,jsonPath=`.spec.f72.f75`
// +k8s:printerColumn:name="Col93",type=string,jsonPath=`.spec.f72.f78`,description="A column."
// +k8s:printerColumn:name="Cel94",type=string,expression=`has(self.spec) && has(self.spec.f63) ? string(self.spec.f63) : "none"`
// +k8s:subresource:status
// +k8s:selectorGeneration:selector=".spec.noSelector"
type Kind55 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec56 `json:"spec,omitempty"`
}

// Kind55List is a list of Kind55.
//
// +kubebuilder:object:root=true
type Kind55List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind55 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 []int8 `json:"f6"`
	F7 *Template8 `json:"f7,omitempty"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 bool `json:"f5"`
}

// Template8 is a random struct.
type Template8 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F9 resource.Quantity `json:"f9"`
}

// Status10 is a random struct.
type Status10 struct {
	F11 *metav1.Time `json:"f11,omitempty,omitzero"`
	F12 []byte `json:"f12"`
	F13 []byte `json:"f13,omitempty"`
	// +k8s:schema:selectableField:default="80"
	F14 intstr.IntOrString `json:"f14,omitempty"`
	F15 []int8 `json:"f15"`
}

// Spec20 is a random struct.
type Spec20 struct {
	F21 []byte `json:"f21,omitempty"`
	F22 *S23 `json:"f22,omitempty"`
	F26 *Mode `json:"f26"`
	F27 *float32 `json:"f27,omitempty"`
	F28 []Item29 `json:"f28,omitempty"`
}

// S23 is a random struct.
type S23 struct {
	F24 uint16 `json:"f24,omitempty,omitzero"`
	F25 types.UID `json:"f25,omitzero"`
}

// Item29 is a random struct.
type Item29 struct {
	F30 *float64 `json:"f30,omitzero"`
	F31 *float64 `json:"f31"`
	Skipped32 string `json:"-"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 Labels35 `json:"f34"`
	F36 Labels37 `json:"f36"`
	F38 []Item39 `json:"f38"`
	F47 *int16 `json:"f47"`
}

// Labels35 is a declared list or map type.
type Labels35 map[string]string

// Labels37 is a declared list or map type.
type Labels37 map[string]string

// Item39 is a random struct.
type Item39 struct {
	F40 intstr.IntOrString `json:"f40,omitzero"`
	F41 intstr.IntOrString `json:"f41"`
	F42 map[string]string `json:"f42"`
	F43 *S44 `json:"f43,omitempty"`
}

// S44 is a random struct.
type S44 struct {
	F45 metav1.MicroTime `json:"f45,omitempty"`
	F46 types.UID `json:"f46"`
}

// Spec56 is a random struct.
type Spec56 struct {
	F57 intstr.IntOrString `json:"f57,omitzero"`
	F58 *Template59 `json:"f58"`
	F63 *int `json:"f63,omitzero"`
	F64 *resource.Quantity `json:"f64,omitzero"`
	F65 uint32 `json:"f65"`
	F66 Template67 `json:"f66,omitempty"`
	Inline69 `json:",inline"`
}

// Template61 is a random struct.
type Template61 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F62 uint16 `json:"f62,omitempty"`
}

// Template59 is a random struct.
type Template59 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F60 Template61 `json:"f60,omitempty"`
}

// Template67 is a random struct.
type Template67 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F68 float64 `json:"f68"`
}

// Inline69 is a random struct.
type Inline69 struct {
	F70 uint8 `json:"f70,omitzero"`
	F71 *uint64 `json:"f71,omitempty"`
	F72 S73 `json:"f72,omitempty"`
	F80 *string `json:"f80,omitzero"`
	F81 []Item82 `json:"f81,omitempty"`
	Skipped88 string `json:"-"`
}

// S73 is a random struct.
type S73 struct {
	F74 []byte `json:"f74"`
	F75 float32 `json:"f75,omitempty"`
	F76 int `json:"f76,omitempty"`
	F77 *intstr.IntOrString `json:"f77,omitempty"`
	F78 string `json:"f78"`
	Skipped79 string `json:"-"`
}

// Item82 is a random struct.
type Item82 struct {
	F83 *int8 `json:"f83,omitempty"`
	F84 *bool `json:"f84,omitempty,omitzero"`
	F85 *uint16 `json:"f85"`
	F86 *int64 `json:"f86,omitempty"`
	F87 metav1.Time `json:"f87,omitempty"`
}

