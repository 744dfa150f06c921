package listfields

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Machine has a field per shape of path through lists: a list of structs,
// a list of values, pointers inside elements, lists of pointers, a list in
// a list, metadata's lists, and a condition found by its type.
//
// +k8s:schema:selectableField:jsonPath=".spec.disks[*].name",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.disks[*].sizeGiB"
// +k8s:schema:selectableField:jsonPath=".spec.tags[*]"
// +k8s:schema:selectableField:jsonPath=".spec.nics[*].address.ip"
// +k8s:schema:selectableField:jsonPath=".spec.disks[*].partitions[*].label"
// +k8s:schema:selectableField:jsonPath=".metadata.ownerReferences[*].uid"
// +k8s:schema:selectableField:jsonPath=".status.conditions[?(@.type==\"Ready\")].status",default="Unknown",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.conditions[?(@.type=='Ready')].lastTransitionTime",fieldPath="status.readySince",description="When the Ready condition last changed"
type Machine struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              MachineSpec   `json:"spec"`
	Status            MachineStatus `json:"status,omitempty"`
}

type MachineSpec struct {
	Disks []Disk   `json:"disks,omitempty"`
	Tags  []string `json:"tags,omitempty"`
	NICs  []*NIC   `json:"nics,omitempty"`
}

type Disk struct {
	Name       string      `json:"name"`
	SizeGiB    *int64      `json:"sizeGiB,omitempty"`
	Partitions []Partition `json:"partitions,omitempty"`
}

type Partition struct {
	Label string `json:"label"`
}

type NIC struct {
	Address *Address `json:"address,omitempty"`
}

type Address struct {
	IP string `json:"ip"`
}

type MachineStatus struct {
	// +listType=map
	// +listMapKey=type
	Conditions []metav1.Condition `json:"conditions,omitempty"`
}

type MachineList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Machine `json:"items"`
}
