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
	// +k8s:listType=map
	// +k8s:listMapKey=name
	Disks []Disk   `json:"disks,omitempty"`
	Tags  []string `json:"tags,omitempty"`
	// +patchMergeKey=name
	// +patchStrategy=merge
	NICs []*NIC `json:"nics,omitempty"`
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
	Name    string   `json:"name,omitempty"`
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

// Server finds a disk and a NIC of a machine's spec by their keys: the
// disks' is validation-gen's (+k8s:listType=map, +k8s:listMapKey), the
// NICs' the strategic merge patch key (+patchMergeKey).
//
// +k8s:schema:selectableField:jsonPath=".spec.disks[?(@.name==\"root\")].sizeGiB",fieldPath="spec.rootSizeGiB",description="The size of the disk named root"
// +k8s:schema:selectableField:jsonPath=".spec.nics[?(@.name==\"eth0\")].address.ip",fieldPath="spec.eth0IP",description="The address of the NIC named eth0"
type Server struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              MachineSpec `json:"spec"`
}

type ServerList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Server `json:"items"`
}

type MachineList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Machine `json:"items"`
}
