package p1354

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
// +k8s:schema:selectableField:jsonPath=".spec.f3.f5",default="false"
// +k8s:schema:selectableField:jsonPath=".spec.f18",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f24"
// +k8s:schema:selectableField:jsonPath=".status.f41"
// +k8s:printerColumn:name="Col42",type=boolean,jsonPath=`.spec.f3.f5`,description="A column."
// +k8s:printerColumn:name="Col43",type=string,jsonPath=`.spec.f3.f10`
// +k8s:printerColumn:name="Col44",type=date,jsonPath=`.spec.f3.f12`,description="A column."
// +k8s:printerColumn:name="Col45",type=integer,jsonPath=`.spec.f3.f13`
// +k8s:printerColumn:name="Col46",type=string,jsonPath=`.spec.f24`
// +k8s:printerColumn:name="Col47",type=string,jsonPath=`.status.f41`,description="A column."
// +k8s:printerColumn:name="Col48",type=string,jsonPath=`.spec.f3.f8.app`,priority=1
// +k8s:printerColumn:name="Col49",type=string,jsonPath=`.spec.f23.app`
// +k8s:printerColumn:name="Col50",type=string,jsonPath=`.spec.f25[*].f27`
// +k8s:printerColumn:name="Col51",type=string,jsonPath=`.spec.f25[0].f27`
// +k8s:printerColumn:name="Col52",type=string,jsonPath=`.spec.f25[?(@.f31=="fast")].f27`
// +k8s:printerColumn:name="Cel53",type=string,expression=`has(self.spec) && has(self.spec.f3) && has(self.spec.f3.f5) ? string(self.spec.f3.f5) : "none"`
// +k8s:selectorGeneration
// +genclient:nonNamespaced
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status33 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind55 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f3.f12"
// +k8s:schema:selectableField:jsonPath=".spec.f3.f13",trigger=true
// +k8s:schema:selectableField:jsonPath=".spec.f15"
// +k8s:schema:selectableField:jsonPath=".status.f57"
// +k8s:printerColumn:name="Col66",type=string,jsonPath=`.spec.f3.f10`,priority=1,description="A column."
// +k8s:printerColumn:name="Col67",type=date,jsonPath=`.spec.f3.f12`,priority=1
// +k8s:printerColumn:name="Col68",type=integer,jsonPath=`.spec.f3.f14`
// +k8s:printerColumn:name="Col69",type=string,jsonPath=`.spec.f15`,priority=1
// +k8s:printerColumn:name="Col70",type=string,jsonPath=`.spec.f22`
// +k8s:printerColumn:name="Col71",type=string,jsonPath=`.spec.f24`
// +k8s:printerColumn:name="Col72",type=string,jsonPath=`.spec.f3.f8.app`
// +k8s:printerColumn:name="Col73",type=string,jsonPath=`.spec.f25[?(@.f31=="fast")].f27`
// +k8s:printerColumn:name="Cel74",type=string,expression=`has(self.status) && has(self.status.f58) ? string(self.status.f58) : "none"`
// +k8s:selectable-gen=true
// +k8s:resource:path=kind55-items
type Kind55 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status56 `json:"status,omitempty"`
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
	F3 *S4 `json:"f3,omitempty"`
	F15 Mode `json:"f15,omitempty"`
	Skipped16 string `json:"-"`
	Inline17 `json:",inline"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate54 `json:"template"`
}

// S4 is a random struct.
type S4 struct {
	F5 *bool `json:"f5"`
	F6 Labels7 `json:"f6,omitempty"`
	F8 Labels9 `json:"f8"`
	F10 resource.Quantity `json:"f10"`
	*Inline11 `json:",inline"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Labels9 is a declared list or map type.
type Labels9 map[string]string

// Inline11 is a random struct.
type Inline11 struct {
	F12 metav1.Time `json:"f12,omitempty"`
	F13 *uint16 `json:"f13,omitempty"`
	// +k8s:schema:selectableField
	F14 int64 `json:"f14,omitempty"`
}

// Inline17 is a random struct.
type Inline17 struct {
	F18 []byte `json:"f18"`
	F19 *Template20 `json:"f19,omitempty"`
	// +k8s:schema:selectableField:default="80"
	F22 intstr.IntOrString `json:"f22"`
	F23 map[string]string `json:"f23"`
	F24 []byte `json:"f24,omitempty"`
	F25 []Item26 `json:"f25,omitempty"`
	Skipped32 string `json:"-"`
}

// Template20 is a random struct.
type Template20 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F21 *int `json:"f21"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 []byte `json:"f27,omitempty"`
	F28 float64 `json:"f28,omitempty"`
	F29 metav1.Time `json:"f29,omitempty"`
	F30 *int64 `json:"f30"`
	F31 Mode `json:"f31"`
}

// Status33 is a random struct.
type Status33 struct {
	F34 *Template35 `json:"f34"`
	F41 uint64 `json:"f41,omitempty"`
}

// S37 is a random struct.
type S37 struct {
	F38 *resource.Quantity `json:"f38"`
	F39 *resource.Quantity `json:"f39"`
	F40 string `json:"f40"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 *S37 `json:"f36,omitempty"`
}

// PodTemplate54 is a random struct.
type PodTemplate54 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Status56 is a random struct.
type Status56 struct {
	F57 *metav1.Time `json:"f57"`
	F58 int `json:"f58"`
	F59 Template60 `json:"f59"`
	F62 *uint64 `json:"f62"`
	F63 Labels64 `json:"f63"`
	F65 metav1.Duration `json:"f65,omitempty"`
}

// Template60 is a random struct.
type Template60 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F61 float32 `json:"f61,omitempty"`
}

// Labels64 is a declared list or map type.
type Labels64 map[string]string

