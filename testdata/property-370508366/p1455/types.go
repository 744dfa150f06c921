package p1455

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
// +kubebuilder:selectablefield:JSONPath=".spec.f4"
// +kubebuilder:selectablefield:JSONPath=".status.f25"
// +k8s:schema:index:field="status.f25"
// +kubebuilder:printcolumn:name="Col27",type="string",JSONPath=`.spec.f3`,priority=1
// +kubebuilder:printcolumn:name="Col28",type="string",JSONPath=`.spec.f4`,description="A column."
// +kubebuilder:printcolumn:name="Col29",type="string",JSONPath=`.spec.f5`
// +k8s:printerColumn:name="Cel30",type=string,expression=`has(self.status) && has(self.status.f25) ? string(self.status.f25) : "none"`
// +kubebuilder:subresource:status
// +kubebuilder:resource:scope=Cluster,shortName=xkind1
// +k8s:schema:index:field="spec.notDeclared"
// +k8s:schema:selectableField:jsonPath="spec.noDot"
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status23 `json:"status,omitempty"`
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
// +k8s:schema:selectableField:jsonPath=".spec.f33",description="The f33 of the kind."
// +kubebuilder:selectablefield:JSONPath=".spec.f39"
// +kubebuilder:printcolumn:name="Col41",type="integer",JSONPath=`.spec.f39`
// +k8s:printerColumn:name="Cel42",type=string,expression=`has(self.spec) && has(self.spec.f40) ? self.spec.f40 : "none"`
// +k8s:selectorGeneration
// +kubebuilder:resource:scope=Cluster,shortName=xkind31
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias1",description="x",trigger=true
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="alias2",description="y",trigger=true
type Kind31 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec32 `json:"spec,omitempty"`
}

// Kind31List is a list of Kind31.
//
// +kubebuilder:object:root=true
type Kind31List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind31 `json:"items"`
}

// Kind44 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f46",description="The f46 of the kind."
// +k8s:printerColumn:name="Col53",type=integer,jsonPath=`.spec.f46`
// +k8s:printerColumn:name="Col54",type=integer,jsonPath=`.spec.f47`
// +k8s:printerColumn:name="Col55",type=string,jsonPath=`.spec.f48`
// +k8s:printerColumn:name="Col56",type=string,jsonPath=`.status.f50`
// +k8s:printerColumn:name="Col57",type=string,jsonPath=`.status.f51`,description="A column."
// +k8s:printerColumn:name="Cel58",type=string,expression=`has(self.spec) && has(self.spec.f47) ? string(self.spec.f47) : "none"`
// +k8s:subresource:status
type Kind44 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec45 `json:"spec,omitempty"`
	Status Status49 `json:"status,omitempty"`
}

// Kind44List is a list of Kind44.
//
// +kubebuilder:object:root=true
type Kind44List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind44 `json:"items"`
}

// Spec2 is a random struct.
type Spec2 struct {
	F3 []byte `json:"f3"`
	F4 metav1.Duration `json:"f4,omitempty"`
	// +k8s:selectableField
	F5 uint64 `json:"f5,omitempty"`
	F6 Labels7 `json:"f6"`
	F8 List22 `json:"f8"`
}

// Labels7 is a declared list or map type.
type Labels7 map[string]string

// Item9 is a random struct.
type Item9 struct {
	F10 uint16 `json:"f10,omitempty"`
	F11 metav1.MicroTime `json:"f11,omitempty"`
	F12 *uint32 `json:"f12,omitempty"`
	F13 Labels14 `json:"f13,omitempty"`
	F15 float32 `json:"f15,omitempty"`
	F16 *resource.Quantity `json:"f16"`
	Skipped17 string `json:"-"`
	*Inline18 `json:",inline"`
}

// Labels14 is a declared list or map type.
type Labels14 map[string]string

// Inline18 is a random struct.
type Inline18 struct {
	F19 *uint8 `json:"f19,omitempty"`
	F20 *metav1.Time `json:"f20"`
	F21 float32 `json:"f21,omitempty"`
}

// List22 is a declared list or map type.
type List22 []Item9

// Status23 is a random struct.
type Status23 struct {
	F24 map[string]string `json:"f24,omitempty"`
	F25 int `json:"f25,omitempty"`
	F26 *intstr.IntOrString `json:"f26,omitempty"`
}

// Spec32 is a random struct.
type Spec32 struct {
	F33 uint8 `json:"f33"`
	F34 Template35 `json:"f34,omitempty"`
	F39 uint16 `json:"f39"`
	F40 *string `json:"f40,omitempty,omitzero"`
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	ManualSelector *bool `json:"manualSelector,omitempty"`
	Template PodTemplate43 `json:"template"`
}

// Template37 is a random struct.
type Template37 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F38 *[]int8 `json:"f38"`
}

// Template35 is a random struct.
type Template35 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F36 *Template37 `json:"f36,omitempty"`
}

// PodTemplate43 is a random struct.
type PodTemplate43 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Image string `json:"image,omitempty"`
}

// Spec45 is a random struct.
type Spec45 struct {
	F46 uint16 `json:"f46"`
	// +k8s:selectableField:default="4"
	F47 *int64 `json:"f47,omitempty"`
	F48 resource.Quantity `json:"f48,omitzero"`
}

// Status49 is a random struct.
type Status49 struct {
	// +k8s:schema:selectableField:description="The f50 of the kind."
	F50 []byte `json:"f50"`
	F51 uint64 `json:"f51"`
	Skipped52 string `json:"-"`
}

