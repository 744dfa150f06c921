package p1321

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
// +k8s:selectableField:jsonPath=".spec.f13.f16"
// +k8s:schema:selectableField:jsonPath=".spec.f13.f21"
// +k8s:schema:selectableField:jsonPath=".spec.f31.f34"
// +k8s:printerColumn:name="Col58",type=string,jsonPath=`.spec.f12`,priority=1
// +k8s:printerColumn:name="Col59",type=integer,jsonPath=`.spec.f13.f16`,format=int32
// +k8s:printerColumn:name="Col60",type=string,jsonPath=`.spec.f13.f17`,description="A column."
// +k8s:printerColumn:name="Col61",type=integer,jsonPath=`.spec.f13.f21`
// +k8s:printerColumn:name="Col62",type=boolean,jsonPath=`.spec.f30`,description="A column."
// +k8s:printerColumn:name="Col63",type=date,jsonPath=`.spec.f37`
// +k8s:printerColumn:name="Col64",type=string,jsonPath=`.spec.f38`
// +k8s:printerColumn:name="Col65",type=string,jsonPath=`.status.f40`
// +k8s:printerColumn:name="Col66",type=integer,jsonPath=`.status.f57`
// +k8s:printerColumn:name="Cel67",type=string,expression=`has(self.spec) && has(self.spec.f13) && has(self.spec.f13.f17) ? self.spec.f13.f17 : "none"`
// +k8s:selectable-gen=true
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec2 `json:"spec,omitempty"`
	Status Status39 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind68 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f77.f81"
// +k8s:schema:selectableField:jsonPath=".spec.f77.f82"
// +k8s:printerColumn:name="Col85",type=string,jsonPath=`.spec.f70`
// +k8s:printerColumn:name="Col86",type=integer,jsonPath=`.spec.f73`
// +k8s:printerColumn:name="Col87",type=integer,jsonPath=`.spec.f75`
// +k8s:printerColumn:name="Col88",type=integer,jsonPath=`.spec.f76`,format=int32
// +k8s:printerColumn:name="Col89",type=string,jsonPath=`.spec.f77.f81`
// +k8s:printerColumn:name="Col90",type=integer,jsonPath=`.spec.f77.f83`,format=int32
type Kind68 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec69 `json:"spec,omitempty"`
}

// Kind68List is a list of Kind68.
//
// +kubebuilder:object:root=true
type Kind68List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind68 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 Template4 `json:"f3"`
	F6 Template7 `json:"f6,omitempty"`
	F9 Template10 `json:"f9"`
	// +k8s:schema:selectableField
	F12 types.UID `json:"f12"`
	F13 *S14 `json:"f13"`
	*Inline25 `json:",inline"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 string `json:"f5,omitempty"`
}

// Template7 is a random struct.
type Template7 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F8 Mode `json:"f8"`
}

// Template10 is a random struct.
type Template10 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F11 types.UID `json:"f11,omitempty"`
}

// S14 is a random struct.
type S14 struct {
	F15 resource.Quantity `json:"f15,omitempty"`
	F16 uint32 `json:"f16"`
	F17 Mode `json:"f17,omitempty"`
	*Inline18 `json:",inline"`
}

// Inline18 is a random struct.
type Inline18 struct {
	F19 types.UID `json:"f19,omitempty"`
	// +k8s:selectableField:trigger=true
	F20 intstr.IntOrString `json:"f20,omitempty"`
	F21 *int8 `json:"f21,omitempty"`
	F22 int32 `json:"f22"`
	F23 []int8 `json:"f23"`
	F24 *[]int8 `json:"f24"`
}

// Inline25 is a random struct.
type Inline25 struct {
	F26 map[string]string `json:"f26"`
	F27 *Template28 `json:"f27,omitempty"`
	// +k8s:selectableField
	F30 bool `json:"f30,omitempty"`
	F31 *S32 `json:"f31"`
	F37 metav1.Time `json:"f37,omitempty"`
	F38 []int8 `json:"f38,omitempty"`
}

// Template28 is a random struct.
type Template28 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F29 *uint8 `json:"f29,omitempty"`
}

// S32 is a random struct.
type S32 struct {
	F33 []byte `json:"f33"`
	F34 metav1.Duration `json:"f34,omitempty,omitzero"`
	F35 []byte `json:"f35,omitempty"`
	F36 types.UID `json:"f36"`
}

// Status39 is a random struct.
type Status39 struct {
	F40 resource.Quantity `json:"f40,omitempty,omitzero"`
	F41 Template42 `json:"f41,omitempty"`
	F50 *S51 `json:"f50"`
	F57 uint8 `json:"f57"`
}

// Item44 is a random struct.
type Item44 struct {
	F45 *int64 `json:"f45"`
	F46 int32 `json:"f46,omitempty"`
	F47 float64 `json:"f47"`
	F48 int `json:"f48"`
	F49 *resource.Quantity `json:"f49,omitempty"`
}

// Template42 is a random struct.
type Template42 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F43 []Item44 `json:"f43,omitempty"`
}

// S51 is a random struct.
type S51 struct {
	F52 *Template53 `json:"f52,omitempty"`
	F55 map[string]string `json:"f55"`
	Skipped56 string `json:"-"`
}

// Template53 is a random struct.
type Template53 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F54 metav1.Time `json:"f54,omitzero"`
}

// Spec69 is a random struct.
type Spec69 struct {
	F70 intstr.IntOrString `json:"f70,omitempty"`
	F71 map[string]string `json:"f71,omitempty"`
	Inline72 `json:",inline"`
}

// Inline72 is a random struct.
type Inline72 struct {
	F73 int `json:"f73"`
	F74 uint64 `json:"f74"`
	// +k8s:schema:selectableField
	F75 *int16 `json:"f75"`
	F76 *uint8 `json:"f76,omitzero"`
	F77 S78 `json:"f77,omitempty"`
	Skipped84 string `json:"-"`
}

// S78 is a random struct.
type S78 struct {
	F79 *string `json:"f79"`
	// +k8s:schema:selectableField:description="The f80 of the kind."
	F80 intstr.IntOrString `json:"f80,omitempty"`
	F81 *intstr.IntOrString `json:"f81"`
	F82 *metav1.MicroTime `json:"f82"`
	F83 int32 `json:"f83,omitempty"`
}

