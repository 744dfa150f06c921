package v1alpha1

import (
	"encoding/json"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Widget uses member-level markers on fields of every supported type, and
// printer columns of every shape: simple paths through pointers and inline
// structs, [n], [-1], [*], filters, map keys, structs and lists printed as
// JSON, and a range left to client-go's jsonpath.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:printerColumn:name="Owner",type=string,jsonPath=".spec.owner"
// +k8s:printerColumn:name="Mode",type=string,jsonPath=".spec.mode"
// +k8s:printerColumn:name="Replicas",type=integer,jsonPath=".spec.replicas"
// +k8s:printerColumn:name="Priority",type=integer,format=int32,jsonPath=".spec.priority",priority=1
// +k8s:printerColumn:name="PriorityText",type=string,jsonPath=".spec.priority",priority=1
// +k8s:printerColumn:name="Enabled",type=boolean,jsonPath=".spec.enabled"
// +k8s:printerColumn:name="Port",type=string,jsonPath=".spec.port"
// +k8s:printerColumn:name="PortNumber",type=integer,jsonPath=".spec.port"
// +k8s:printerColumn:name="Next",type=date,jsonPath=".spec.schedule.next"
// +k8s:printerColumn:name="NextTime",type=string,jsonPath=".spec.schedule.next"
// +k8s:printerColumn:name="Zone",type=string,jsonPath=".spec.schedule.window.zone",description="Time zone of the schedule"
// +k8s:printerColumn:name="Window",type=string,jsonPath=".spec.schedule.window"
// +k8s:printerColumn:name="Ratio",type=number,jsonPath=".spec.ratio"
// +k8s:printerColumn:name="RatioText",type=string,jsonPath=".spec.ratio"
// +k8s:printerColumn:name="Parts",type=string,jsonPath=".spec.parts"
// +k8s:printerColumn:name="FirstPart",type=string,jsonPath=".spec.parts[0].name"
// +k8s:printerColumn:name="LastPart",type=string,jsonPath=".spec.parts[-1].name"
// +k8s:printerColumn:name="AnyPartSize",type=integer,jsonPath=".spec.parts[*].size"
// +k8s:printerColumn:name="Tags",type=string,jsonPath=".spec.tags[*]"
// +k8s:printerColumn:name="App",type=string,jsonPath=".spec.labels.app"
// +k8s:printerColumn:name="Labels",type=string,jsonPath=".spec.labels"
// +k8s:printerColumn:name="TemplateColor",type=string,jsonPath=".spec.template.spec.color"
// +k8s:printerColumn:name="Ready",type=string,jsonPath=".status.conditions[?(@.type==\"Ready\")].status"
// +k8s:printerColumn:name="NotReadyReason",type=string,jsonPath=".status.conditions[?(@.type!=\"Ready\")].reason"
// +k8s:printerColumn:name="Observed",type=integer,jsonPath=".status.conditions[?(@.observedGeneration==2)].observedGeneration"
// +k8s:printerColumn:name="SecondPart",type=string,jsonPath=".spec.parts[1:3].name"
// +k8s:printerColumn:name="Shapes",type=string,jsonPath=".spec.shapes",priority=1
// +k8s:printerColumn:name="Modes",type=string,jsonPath=".spec.shapes.modes",priority=1
// +k8s:printerColumn:name="NamedList",type=string,jsonPath=".spec.shapes.namedList",priority=1
// +k8s:printerColumn:name="FirstNamed",type=string,jsonPath=".spec.shapes.namedList[0].name",priority=1
// +k8s:printerColumn:name="Age",type=date,jsonPath=".metadata.creationTimestamp"
type Widget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   WidgetSpec   `json:"spec,omitempty"`
	Status WidgetStatus `json:"status,omitempty"`
}

// WidgetStatus holds conditions, for filter columns.
type WidgetStatus struct {
	// +optional
	Conditions []WidgetCondition `json:"conditions,omitempty"`
}

// WidgetCondition is a condition in the usual Kubernetes shape.
type WidgetCondition struct {
	Type               string `json:"type"`
	Status             string `json:"status"`
	Reason             string `json:"reason,omitempty"`
	ObservedGeneration int64  `json:"observedGeneration,omitempty"`
}

// WidgetSpec holds the selectable spec fields.
type WidgetSpec struct {
	// Common fields are inline: their json names sit directly under spec.
	CommonSpec `json:",inline"`
	// Tuning is an inline embedded pointer: nil means its fields are absent.
	*Tuning `json:",inline"`

	// +k8s:schema:selectableField:default="1"
	// +optional
	Replicas *int64 `json:"replicas,omitempty"`
	// +k8s:schema:selectableField
	Priority uint16 `json:"priority"`
	// +k8s:schema:selectableField
	Enabled Toggle `json:"enabled"`
	// +k8s:schema:selectableField
	Port intstr.IntOrString `json:"port"`
	// +optional
	Schedule *ScheduleSpec `json:"schedule,omitempty"`
	// Template is a nested object: markers inside it belong to Blueprint,
	// not to Widget.
	Template BlueprintTemplate `json:"template"`
	// Parts is a list: markers inside list items apply to no kind.
	Parts []Part `json:"parts,omitempty"`
	// +optional
	Tags []string `json:"tags,omitempty"`
	// +optional
	Labels map[string]string `json:"labels,omitempty"`
	// +optional
	Ratio float64 `json:"ratio,omitempty"`
	// Shapes has every shape a JSON-printed column writes without
	// reflection, for the Shapes column.
	// +optional
	Shapes *Shapes `json:"shapes,omitempty"`
}

// Shapes is printed as JSON by the Shapes column: named and unnamed
// basics, pointers with and without omitempty, lists (nil, empty, nested),
// maps with named keys and struct values, and a json name that needs
// escaping.
type Shapes struct {
	Text    string              `json:"text"`
	Flag    bool                `json:"flag,omitempty"`
	Small   int8                `json:"small"`
	U16     uint16              `json:"u16,omitempty"`
	Byte    uint8               `json:"byte"`
	Mode    TuningMode          `json:"mode,omitempty"`
	Toggle  Toggle              `json:"toggle"`
	Ptr     *string             `json:"ptr"`
	PtrOmit *bool               `json:"ptrOmit,omitempty"`
	Slots   []Slot              `json:"slots"`
	Tags    []string            `json:"tags,omitempty"`
	ByMode  map[TuningMode]Part `json:"byMode,omitempty"`
	Counts  map[string]*int64   `json:"counts"`
	Nested  *Slot               `json:"nested"`
	Matrix  [][]int32           `json:"matrix,omitempty"`
	Escaped string              `json:"<a&b>,omitempty"`
	// Named list types, lists of pointers and maps of pointers.
	NamedList  PartList         `json:"namedList,omitempty"`
	PtrSlots   []*Slot          `json:"ptrSlots"`
	SlotByName map[string]*Slot `json:"slotByName,omitempty"`
	Modes      ModeList         `json:"modes"`
	// Times: zero prints null; never left out unless a nil pointer.
	Since    metav1.Time  `json:"since,omitempty"`
	Until    *metav1.Time `json:"until,omitempty"`
	Seen     *metav1.Time `json:"seen"`
	Internal string       `json:"-"`
}

// PartList is a named list of structs.
type PartList []Part

// ModeList is a named list of a named string type.
type ModeList []TuningMode

// Slot is a struct inside Shapes.
type Slot struct {
	Zone  string `json:"zone"`
	Hours int    `json:"hours,omitempty"`
}

// CommonSpec is embedded inline.
type CommonSpec struct {
	// +k8s:schema:selectableField
	Owner string `json:"owner"`
}

// Tuning is embedded inline through a pointer.
type Tuning struct {
	// +k8s:schema:selectableField:default="balanced"
	Mode TuningMode `json:"mode"`
}

// TuningMode is a named string type.
type TuningMode string

// Toggle is a named bool type.
type Toggle bool

// ScheduleSpec is reached through a pointer.
type ScheduleSpec struct {
	// +k8s:schema:selectableField
	// +optional
	Next *metav1.Time `json:"next,omitempty"`
	// +optional
	Window *Window `json:"window,omitempty"`
}

// Window is reached through two pointers: spec.schedule and schedule.window.
type Window struct {
	// +k8s:schema:selectableField:default="UTC"
	Zone string `json:"zone"`
	// Hours is not selectable.
	Hours int `json:"hours"`
}

// Part is a list item.
type Part struct {
	Name string `json:"name"`
	// +optional
	Size *int32 `json:"size,omitempty"`
}

// Sprocket has fields of the remaining value types: durations, a plain
// metav1.Time, types.UID and more integer kinds. Its columns print an
// unsigned 64-bit count as an integer and as a number: above 2^63-1 the
// value itself, where upstream's conversion to unstructured fails.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:printerColumn:name="Count",type=integer,jsonPath=".status.count"
// +k8s:printerColumn:name="Count (number)",type=number,jsonPath=".status.count"
type Sprocket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   SprocketSpec   `json:"spec,omitempty"`
	Status SprocketStatus `json:"status,omitempty"`
}

// SprocketSpec holds durations.
type SprocketSpec struct {
	// +k8s:schema:selectableField:default="30s"
	// +optional
	Timeout *metav1.Duration `json:"timeout,omitempty"`
	// +k8s:schema:selectableField
	Interval metav1.Duration `json:"interval"`
}

// SprocketStatus holds the selectable status fields.
type SprocketStatus struct {
	// A zero time is absent, as JSON prints it as null.
	//
	// +k8s:schema:selectableField:default="1970-01-01T00:00:00Z"
	LastSeen metav1.Time `json:"lastSeen,omitempty"`
	// +k8s:schema:selectableField
	Owner types.UID `json:"ownerUID,omitempty"`
	// +k8s:schema:selectableField
	Count uint64 `json:"count"`
	// +k8s:schema:selectableField
	Offset int8 `json:"offset"`
}

// WidgetList lists Widgets.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type WidgetList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Widget `json:"items"`
}

// Blueprint is a kind whose spec is also the spec of Widget's nested
// template: the member marker in BlueprintSpec applies to Blueprint only.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Blueprint struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BlueprintSpec `json:"spec,omitempty"`
}

// BlueprintTemplate is a nested object (it has its own metadata).
type BlueprintTemplate struct {
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BlueprintSpec `json:"spec,omitempty"`
}

// BlueprintSpec is shared by Blueprint and Widget's template.
type BlueprintSpec struct {
	// +k8s:schema:selectableField
	Color string `json:"color"`
}

// Gadget is cluster-scoped and declared in the kubebuilder dialect, as a
// controller-gen user writes it.
//
// +kubebuilder:object:root=true
// +kubebuilder:resource:path=gadgets,scope=Cluster
// +kubebuilder:selectablefield:JSONPath=.spec.vendor
// +kubebuilder:selectablefield:JSONPath=".spec.model"
// +kubebuilder:printcolumn:name="Vendor",type=string,JSONPath=`.spec.vendor`
// +kubebuilder:printcolumn:name="Model",type="string",JSONPath=".spec.model",priority=1,description="The gadget's model"
// +kubebuilder:printcolumn:name="Age",type="date",JSONPath=".metadata.creationTimestamp"
// +kubebuilder:printcolumn:name="Spec",type="string",JSONPath=".spec",priority=1,description="The whole spec, as JSON (a duration and a float inside: printed through the unstructured converter)"
// +kubebuilder:printcolumn:name="Settings",type="string",JSONPath=".spec.settings",priority=1,description="Raw JSON (json.RawMessage): printed as the JSON it holds, not as base64"
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Gadget struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec GadgetSpec `json:"spec,omitempty"`
}

// GadgetSpec describes a gadget.
type GadgetSpec struct {
	Vendor string `json:"vendor"`
	Model  string `json:"model,omitempty"`
	// +optional
	Since *metav1.Time `json:"since,omitempty"`
	// Every has its own JSON form: the Spec column prints through the
	// unstructured converter (runtime.JSONCell).
	// +optional
	Every *metav1.Duration `json:"every,omitempty"`
	// +optional
	Weight float64 `json:"weight,omitempty"`
	// Settings is raw JSON: its JSON is what it holds (it marshals
	// itself), so paths into it run on client-go's jsonpath over the
	// unstructured form.
	// +optional
	Settings json.RawMessage `json:"settings,omitempty"`
}

// Gizmo has no markers: the package opt-in gives it metadata field
// selectors only.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Gizmo struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Internal opts out of the package opt-in.
//
// +selectable-gen=false
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type Internal struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Binding has the status subresource but no status field, as cluster-api's
// ClusterResourceSetBinding: controller-gen and the CRD API accept that,
// and so does selectable-gen. Its helpers manage the generation only.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:subresource:status
type Binding struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec BindingSpec `json:"spec,omitempty"`
}

// BindingSpec names what is bound. Token and LastSeen are selectable
// fields of the types a CRD accepts beyond the design's list: []byte
// (base64) and metav1.MicroTime.
type BindingSpec struct {
	// +k8s:schema:selectableField
	Target string `json:"target,omitempty"`
	// +k8s:schema:selectableField
	Token []byte `json:"token,omitempty"`
	// +k8s:schema:selectableField
	LastSeen *metav1.MicroTime `json:"lastSeen,omitempty"`
}
