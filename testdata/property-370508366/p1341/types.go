package p1341

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
// +k8s:schema:selectableField:jsonPath=".spec.f3",description="The f3 of the kind."
// +kubebuilder:printcolumn:name="Col11",type="string",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col12",type="string",JSONPath=`.spec.f4`,priority=1
// +kubebuilder:printcolumn:name="Col13",type="date",JSONPath=`.spec.f10`
// +k8s:printerColumn:name="Cel14",type=string,expression=`self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
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

// Kind15 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".status.f65"
// +k8s:selectableField:jsonPath=".status.f71"
// +k8s:selectableField:jsonPath=".status.f73",default="8"
// +k8s:printerColumn:name="Col75",type=integer,jsonPath=`.status.f22`
// +k8s:printerColumn:name="Col76",type=string,jsonPath=`.status.f51.f53`
// +k8s:printerColumn:name="Col77",type=integer,jsonPath=`.status.f51.f58`
// +k8s:printerColumn:name="Col78",type=integer,jsonPath=`.status.f65`
// +k8s:printerColumn:name="Col79",type=string,jsonPath=`.status.f68`
// +k8s:printerColumn:name="Col80",type=date,jsonPath=`.status.f71`
// +k8s:printerColumn:name="Col81",type=string,jsonPath=`.status.f38[*].f44`
// +k8s:printerColumn:name="Col82",type=string,jsonPath=`.status.f38[0].f44`
// +k8s:printerColumn:name="Col83",type=string,jsonPath=`.status.f51.f55.app`
// +k8s:printerColumn:name="Col84",type=string,jsonPath=`.status.f69.app`
// +k8s:subresource:status
// +k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.observedReplicas",labelSelectorPath=".status.selector"
// +genclient:nonNamespaced
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind15 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec16 `json:"spec,omitempty"`
	Status Status21 `json:"status,omitempty"`
}

// Kind15List is a list of Kind15.
//
// +kubebuilder:object:root=true
type Kind15List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind15 `json:"items"`
}

// Kind85 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:schema:selectableField:jsonPath=".spec.f88"
// +k8s:printerColumn:name="Col103",type=date,jsonPath=`.spec.f88`
// +kubebuilder:resource:path=kind85z,singular=kind85
// +k8s:printerColumn:name="Dup104",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Dup104",type=string,jsonPath=`.metadata.name`
// +k8s:printerColumn:name="Bad",type=string,expression="self.noSuchField"
type Kind85 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec86 `json:"spec,omitempty"`
}

// Kind85List is a list of Kind85.
//
// +kubebuilder:object:root=true
type Kind85List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind85 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []byte `json:"f3"`
	F4 *types.UID `json:"f4,omitempty"`
	F5 *S6 `json:"f5,omitempty"`
	F9 map[string]string `json:"f9"`
	// +k8s:schema:selectableField:description="The f10 of the kind.",trigger=true
	F10 *metav1.MicroTime `json:"f10"`
}

// S6 is a random struct.
type S6 struct {
	F7 *[]int8 `json:"f7,omitempty"`
	F8 float32 `json:"f8"`
}

// Spec16 is a random struct.
type Spec16 struct {
	F17 float64 `json:"f17,omitempty"`
	F18 *Template19 `json:"f18"`
	Replicas *int32 `json:"replicas,omitempty"`
}

// Template19 is a random struct.
type Template19 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F20 metav1.MicroTime `json:"f20,omitempty"`
}

// Status21 is a random struct.
type Status21 struct {
	F22 int32 `json:"f22,omitempty"`
	F23 Template24 `json:"f23"`
	F30 Template31 `json:"f30,omitempty"`
	F38 []Item39 `json:"f38,omitempty"`
	F48 Template49 `json:"f48,omitempty"`
	F51 S52 `json:"f51"`
	Skipped63 string `json:"-"`
	*Inline64 `json:",inline"`
	ObservedReplicas int32 `json:"observedReplicas,omitempty"`
	Selector string `json:"selector,omitempty"`
}

// Item26 is a random struct.
type Item26 struct {
	F27 uint64 `json:"f27,omitempty"`
	F28 int16 `json:"f28,omitempty"`
	F29 int64 `json:"f29,omitempty"`
}

// Template24 is a random struct.
type Template24 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F25 []Item26 `json:"f25,omitempty"`
}

// S33 is a random struct.
type S33 struct {
	F34 string `json:"f34,omitempty"`
	F35 int32 `json:"f35"`
	F36 *intstr.IntOrString `json:"f36,omitempty,omitzero"`
	F37 uint64 `json:"f37"`
}

// Template31 is a random struct.
type Template31 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F32 S33 `json:"f32"`
}

// Item39 is a random struct.
type Item39 struct {
	F40 S41 `json:"f40,omitempty"`
	F44 []byte `json:"f44"`
	Inline45 `json:",inline"`
}

// S41 is a random struct.
type S41 struct {
	F42 uint32 `json:"f42"`
	F43 metav1.MicroTime `json:"f43,omitempty"`
}

// Inline45 is a random struct.
type Inline45 struct {
	F46 uint64 `json:"f46,omitempty"`
	F47 *int32 `json:"f47,omitempty"`
}

// Template49 is a random struct.
type Template49 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F50 metav1.MicroTime `json:"f50,omitempty"`
}

// S52 is a random struct.
type S52 struct {
	F53 string `json:"f53"`
	F54 *uint16 `json:"f54"`
	F55 Labels56 `json:"f55,omitempty"`
	*Inline57 `json:",inline"`
}

// Labels56 is a declared list or map type.
type Labels56 map[string]string

// Inline57 is a random struct.
type Inline57 struct {
	F58 uint8 `json:"f58,omitempty"`
	// +k8s:schema:selectableField:description="The f59 of the kind."
	F59 string `json:"f59,omitempty"`
	// +k8s:selectableField:description="The f60 of the kind."
	F60 types.UID `json:"f60,omitempty"`
	F61 intstr.IntOrString `json:"f61,omitempty"`
	Skipped62 string `json:"-"`
}

// Inline64 is a random struct.
type Inline64 struct {
	F65 int `json:"f65"`
	F66 *float32 `json:"f66,omitempty"`
	F67 metav1.Duration `json:"f67"`
	// +k8s:selectableField:default="1h0m0s"
	F68 *metav1.Duration `json:"f68"`
	F69 map[string]string `json:"f69,omitempty"`
	Inline70 `json:",inline"`
}

// Inline70 is a random struct.
type Inline70 struct {
	F71 *metav1.Time `json:"f71,omitempty"`
	F72 *int32 `json:"f72"`
	F73 *uint64 `json:"f73,omitempty,omitzero"`
	F74 *float32 `json:"f74"`
}

// Spec86 is a random struct.
type Spec86 struct {
	F87 *metav1.MicroTime `json:"f87"`
	F88 metav1.Time `json:"f88"`
	F89 List102 `json:"f89"`
}

// Item90 is a random struct.
type Item90 struct {
	F91 *S92 `json:"f91,omitempty"`
	F99 *uint32 `json:"f99"`
	F100 Labels101 `json:"f100,omitempty"`
}

// S92 is a random struct.
type S92 struct {
	F93 int16 `json:"f93,omitempty"`
	F94 *int8 `json:"f94,omitzero"`
	F95 *float32 `json:"f95,omitempty"`
	F96 types.UID `json:"f96,omitempty"`
	F97 *int32 `json:"f97,omitempty"`
	F98 metav1.Time `json:"f98,omitempty,omitzero"`
}

// Labels101 is a declared list or map type.
type Labels101 map[string]string

// List102 is a declared list or map type.
type List102 []Item90

