package p1044

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
// +k8s:schema:selectableField:jsonPath=".spec.f7.f10",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f7.f13.f16",description="The f16 of the kind.",indexed=true
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f21"
// +kubebuilder:selectablefield:JSONPath=".spec.f7.f23"
// +kubebuilder:printcolumn:name="Col55",type="integer",JSONPath=`.spec.f7.f9`,priority=1
// +kubebuilder:printcolumn:name="Col56",type="string",JSONPath=`.spec.f7.f13.f17`,priority=1
// +kubebuilder:printcolumn:name="Col57",type="number",JSONPath=`.spec.f7.f22`
// +kubebuilder:printcolumn:name="Col58",type="string",JSONPath=`.spec.f7.f23`
// +kubebuilder:printcolumn:name="Col59",type="string",JSONPath=`.spec.f7.f11.app`
// +kubebuilder:printcolumn:name="Col60",type="string",JSONPath=`.spec.f27[*].f29`
// +kubebuilder:printcolumn:name="Col61",type="string",JSONPath=`.spec.f27[0].f29`,priority=1
// +kubebuilder:printcolumn:name="Col62",type="string",JSONPath=`.status.f36[*].f39`
// +kubebuilder:printcolumn:name="Col63",type="string",JSONPath=`.status.f36[0].f39`,priority=1
// +k8s:printerColumn:name="Cel64",type=string,expression=`has(self.spec) && has(self.spec.f7) && has(self.spec.f7.f18) ? string(self.spec.f7.f18) : "none"`
type Kind1 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec2 `json:"spec,omitempty"`
	Status Status34 `json:"status,omitempty"`
}

// Kind1List is a list of Kind1.
//
// +kubebuilder:object:root=true
type Kind1List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind1 `json:"items"`
}

// Kind65 is a random kind.
//
// +kubebuilder:object:root=true
// +kubebuilder:printcolumn:name="Col77",type="string",JSONPath=`.spec.f75`
// +k8s:resource:path=kind65-items
// +k8s:schema:selectableField:jsonPath=".spec.noSuchField"
type Kind65 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec *Spec66 `json:"spec,omitempty"`
}

// Kind65List is a list of Kind65.
//
// +kubebuilder:object:root=true
type Kind65List struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items []Kind65 `json:"items"`
}

// Kind78 is a random kind.
//
// +kubebuilder:object:root=true
// +k8s:selectableField:jsonPath=".spec.f80.f82",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.f89",description="The f89 of the kind."
// +kubebuilder:printcolumn:name="Col90",type="string",JSONPath=`.spec.f80.f83`
// +kubebuilder:printcolumn:name="Col91",type="string",JSONPath=`.spec.f80.f87`
// +kubebuilder:printcolumn:name="Col92",type="integer",JSONPath=`.spec.f80.f88`,description="A column."
// +k8s:resource:path=kind78-items
// +kubebuilder:printcolumn:name="Dup93",type="string",JSONPath=`.metadata.name`,description="A column."
// +kubebuilder:printcolumn:name="Dup93",type="string",JSONPath=`.metadata.name`,description="A column."
type Kind78 struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec Spec79 `json:"spec,omitempty"`
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
	F3 *Template4 `json:"f3,omitempty"`
	F6 map[string]string `json:"f6"`
	F7 *S8 `json:"f7,omitempty"`
	F27 []Item28 `json:"f27"`
}

// Template4 is a random struct.
type Template4 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F5 *int8 `json:"f5"`
}

// S8 is a random struct.
type S8 struct {
	F9 *uint16 `json:"f9,omitempty,omitzero"`
	F10 string `json:"f10,omitzero"`
	F11 Labels12 `json:"f11,omitempty"`
	F13 S14 `json:"f13"`
	// +k8s:schema:selectableField:indexed=true
	F18 int `json:"f18,omitempty"`
	Inline19 `json:",inline"`
}

// Labels12 is a declared list or map type.
type Labels12 map[string]string

// S14 is a random struct.
type S14 struct {
	F15 *[]int8 `json:"f15,omitempty"`
	F16 int `json:"f16,omitempty"`
	// +k8s:schema:selectableField:indexed=true
	F17 []byte `json:"f17"`
}

// Inline19 is a random struct.
type Inline19 struct {
	F20 float32 `json:"f20,omitempty"`
	F21 Mode `json:"f21"`
	F22 float32 `json:"f22,omitempty"`
	F23 *types.UID `json:"f23"`
	F24 int64 `json:"f24,omitempty"`
	F25 int32 `json:"f25,omitempty"`
	Skipped26 string `json:"-"`
}

// Item28 is a random struct.
type Item28 struct {
	F29 intstr.IntOrString `json:"f29,omitempty"`
	F30 uint64 `json:"f30,omitempty"`
	F31 bool `json:"f31"`
	F32 bool `json:"f32"`
	F33 metav1.Time `json:"f33"`
}

// Status34 is a random struct.
type Status34 struct {
	F35 uint8 `json:"f35"`
	F36 []Item37 `json:"f36,omitempty"`
	Skipped46 string `json:"-"`
	*Inline47 `json:",inline"`
}

// Item37 is a random struct.
type Item37 struct {
	F38 uint16 `json:"f38,omitempty"`
	F39 uint64 `json:"f39"`
	F40 *float32 `json:"f40"`
	F41 *types.UID `json:"f41"`
	*Inline42 `json:",inline"`
}

// Inline42 is a random struct.
type Inline42 struct {
	F43 intstr.IntOrString `json:"f43"`
	F44 metav1.Time `json:"f44"`
	F45 int16 `json:"f45,omitempty"`
}

// Inline47 is a random struct.
type Inline47 struct {
	F48 *int `json:"f48"`
	F49 types.UID `json:"f49"`
	F50 uint8 `json:"f50,omitempty"`
	F51 float32 `json:"f51,omitempty"`
	F52 *resource.Quantity `json:"f52"`
	F53 int `json:"f53"`
	Skipped54 string `json:"-"`
}

// Spec66 is a random struct.
type Spec66 struct {
	F67 *Template68 `json:"f67,omitempty"`
	F72 *int16 `json:"f72"`
	// +k8s:selectableField:description="The f73 of the kind."
	F73 *int16 `json:"f73,omitempty"`
	F74 map[string]string `json:"f74,omitempty"`
	F75 Mode `json:"f75,omitzero"`
	F76 resource.Quantity `json:"f76,omitempty"`
}

// Template70 is a random struct.
type Template70 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F71 metav1.MicroTime `json:"f71"`
}

// Template68 is a random struct.
type Template68 struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	F69 Template70 `json:"f69"`
}

// Spec79 is a random struct.
type Spec79 struct {
	F80 *S81 `json:"f80,omitempty"`
	F89 int `json:"f89"`
}

// S81 is a random struct.
type S81 struct {
	F82 string `json:"f82"`
	F83 types.UID `json:"f83,omitempty"`
	Skipped84 string `json:"-"`
	Inline85 `json:",inline"`
}

// Inline85 is a random struct.
type Inline85 struct {
	F86 resource.Quantity `json:"f86"`
	F87 *[]int8 `json:"f87,omitempty"`
	F88 *int64 `json:"f88,omitempty"`
}

