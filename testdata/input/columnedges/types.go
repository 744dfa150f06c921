package columnedges

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
)

// Indexed prints a struct list element as JSON: the element is bound by
// address, and the JSON writer takes that pointer (it was given &item).
// A cell of [*] is the first result: All's is the first element, while
// Generation's is the first element that has an observedGeneration (a
// zero one is omitted), so it stays a loop. A filter skips an element
// whose key is omitted: Fast needs no test of it (an omitted reason is
// "", not "fast"), NotFast does (== "" would match no element: an error).
//
// +k8s:printerColumn:name="First",type=string,jsonPath=".status.conditions[0]"
// +k8s:printerColumn:name="All",type=string,jsonPath=".status.conditions[*]"
// +k8s:printerColumn:name="Generation",type=integer,jsonPath=".status.conditions[*].observedGeneration"
// +k8s:printerColumn:name="Fast",type=string,jsonPath=`.status.conditions[?(@.reason=="fast")].type`
// +k8s:printerColumn:name="NotFast",type=string,jsonPath=`.status.conditions[?(@.reason!="fast")].type`
type Indexed struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Status            IndexedStatus `json:"status,omitempty"`
}

type IndexedStatus struct {
	Conditions []Condition `json:"conditions,omitempty"`
}

type Condition struct {
	Type               string `json:"type"`
	ObservedGeneration int64  `json:"observedGeneration,omitempty"`
	Reason             string `json:"reason,omitempty"`
}

// Doubled has columns over pointers to pointers: evaluated by client-go's
// jsonpath (the compiled cells dereferenced one level only).
//
// +k8s:printerColumn:name="Ratio",type=string,jsonPath=".spec.ratio"
// +k8s:printerColumn:name="When",type=string,jsonPath=".spec.when"
// +k8s:printerColumn:name="Size",type=string,jsonPath=".spec.size"
// +k8s:printerColumn:name="Str",type=string,jsonPath=".spec.name"
type Doubled struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              DoubledSpec `json:"spec"`
}

type DoubledSpec struct {
	Ratio **float64           `json:"ratio,omitempty"`
	When  **metav1.Time       `json:"when,omitempty"`
	Size  **resource.Quantity `json:"size,omitempty"`
	Name  **string            `json:"name,omitempty"`
}

// Pointers filters a list of pointers: a nil element is skipped before its
// field is compared, as client-go skips a null element (it panicked).
//
// +k8s:printerColumn:name="Ready",type=string,jsonPath=`.spec.conditions[?(@.type=="Ready")].type`
type Pointers struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              PointersSpec `json:"spec"`
}

type PointersSpec struct {
	Conditions []*Condition `json:"conditions,omitempty"`
}

// Small holds lists of int8: JSON lists of numbers, not base64 (gengo's
// universe calls int8 and uint8 both "byte"; the writers were typed
// []byte and did not compile).
//
// +k8s:printerColumn:name="Spec",type=string,jsonPath=".spec"
// +k8s:printerColumn:name="Small",type=string,jsonPath=".spec.small"
// +k8s:printerColumn:name="ByKey",type=string,jsonPath=".spec.byKey"
// +k8s:printerColumn:name="Bytes",type=string,jsonPath=".spec.bytes"
type Small struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              SmallSpec `json:"spec"`
}

type SmallSpec struct {
	Small []int8          `json:"small"`
	ByKey map[string]int8 `json:"byKey"`
	Bytes []uint8         `json:"bytes,omitempty"`
}

// Zeros has omitzero members: encoding/json and the unstructured converter
// leave a zero value out (a type's IsZero method decides when it has one),
// so a column over one gives nil, not the null cell. ObjectMeta's
// creationTimestamp is omitzero too.
//
// +k8s:printerColumn:name="Created",type=string,jsonPath=".metadata.creationTimestamp"
// +k8s:printerColumn:name="When",type=string,jsonPath=".spec.when"
// +k8s:printerColumn:name="Since",type=string,jsonPath=".spec.since"
// +k8s:printerColumn:name="Name",type=string,jsonPath=".spec.name"
// +k8s:printerColumn:name="Count",type=integer,jsonPath=".spec.count"
// +k8s:printerColumn:name="Tags",type=string,jsonPath=".spec.tags"
// +k8s:printerColumn:name="Empty",type=string,jsonPath=".spec.empty"
// +k8s:printerColumn:name="Size",type=string,jsonPath=".spec.size"
type Zeros struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ZerosSpec `json:"spec"`
}

type ZerosSpec struct {
	When  metav1.Time        `json:"when,omitzero"`
	Since *metav1.Time       `json:"since,omitempty,omitzero"`
	Name  string             `json:"name,omitzero"`
	Count int32              `json:"count,omitzero"`
	Tags  []string           `json:"tags,omitzero"`
	Empty []string           `json:"empty,omitempty,omitzero"`
	Size  *resource.Quantity `json:"size,omitzero"`
}

// Blobs has byte slices behind pointers and in lists: a nil slice is JSON
// null wherever it is (the cell over a pointer to a nil slice was the
// base64 of nothing, "").
//
// +k8s:printerColumn:name="Data",type=string,jsonPath=".spec.data"
// +k8s:printerColumn:name="Items",type=string,jsonPath=".spec.items[*].data"
// +k8s:printerColumn:name="Chunks",type=string,jsonPath=".spec.chunks[*]"
// +k8s:printerColumn:name="Plain",type=string,jsonPath=".spec.plain"
// +k8s:printerColumn:name="Raw",type=string,jsonPath=".spec.raw"
// +k8s:printerColumn:name="Raws",type=string,jsonPath=".spec.raws[*]"
type Blobs struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              BlobsSpec `json:"spec"`
}

type BlobsSpec struct {
	Data   *[]byte    `json:"data"`
	Items  []BlobItem `json:"items"`
	Chunks [][]byte   `json:"chunks"`
	Plain  []byte     `json:"plain"`
	// Raw JSON marshals itself: its cells are the JSON it holds, not
	// base64 (client-go's jsonpath over the unstructured form).
	Raw  json.RawMessage   `json:"raw,omitempty"`
	Raws []json.RawMessage `json:"raws"`
}

type BlobItem struct {
	Data *[]byte `json:"data"`
}

// StructZeros has omitzero on structs without an IsZero method: zero when
// every member is (reflect.Value.IsZero, which the converter uses). PairB
// needs no test of pair: b is omitted whenever pair is (b is zero then);
// PairCAll does: a nil c is a null cell, an omitted pair no cell.
//
// +k8s:printerColumn:name="Port",type=string,jsonPath=".spec.port"
// +k8s:printerColumn:name="Wait",type=string,jsonPath=".spec.wait"
// +k8s:printerColumn:name="Pair",type=string,jsonPath=".spec.pair.a"
// +k8s:printerColumn:name="PairAll",type=string,jsonPath=".spec.pair"
// +k8s:printerColumn:name="PairB",type=integer,jsonPath=".spec.pair.b"
// +k8s:printerColumn:name="PairC",type=string,jsonPath=".spec.pair.c[*]"
// +k8s:printerColumn:name="PairCAll",type=string,jsonPath=".spec.pair.c"
type StructZeros struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              StructZerosSpec `json:"spec"`
}

type StructZerosSpec struct {
	Port intstr.IntOrString `json:"port,omitzero"`
	Wait metav1.Duration    `json:"wait,omitzero"`
	Pair Pair               `json:"pair,omitzero"`
}

type Pair struct {
	A string   `json:"a"`
	B *int32   `json:"b,omitempty"`
	C []string `json:"c"`
}
