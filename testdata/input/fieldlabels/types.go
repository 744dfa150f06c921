package fieldlabels

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Machine: a legacy label converted to a field, a label accepted but never
// set, a field computed but rejected, and a message of its own.
//
// +k8s:schema:selectableField:jsonPath=".spec.host"
// +k8s:schema:selectableField:jsonPath=".metadata.name",fieldPath="name",description="Legacy alias of metadata.name",accepted=false
// +k8s:schema:fieldLabel:name="spec.hostName",internalName="spec.host",description="Legacy name of spec.host"
// +k8s:schema:fieldLabel:name="status.addresses",description="Accepted but never set: compares as the empty string"
// +k8s:schema:fieldLabelConversion:message="field label %q not supported for Machine"
type Machine struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              MachineSpec `json:"spec"`
}

type MachineSpec struct {
	Host string `json:"host"`
}

type MachineList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Machine `json:"items"`
}

// Notice: the served version renamed its fields; the field set keeps the
// internal names, which the conversion converts to. The namespace is not
// selectable.
//
// +k8s:schema:selectableField:jsonPath=".about.kind",internalName="involvedObject.kind"
// +k8s:schema:selectableField:jsonPath=".reporter",internalName="reportingComponent"
// +k8s:schema:fieldLabel:name="metadata.namespace",accepted=false
type Notice struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	About             Reference `json:"about"`
	Reporter          string    `json:"reporter,omitempty"`
}

type Reference struct {
	Kind string `json:"kind,omitempty"`
}

// Rack has no conversion of its own on the server: the default one accepts
// metadata.name and metadata.namespace only (cluster-scoped as it is), and
// the field it computes is never selectable.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.row"
// +k8s:schema:fieldLabelConversion:registered=false
type Rack struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              RackSpec `json:"spec"`
}

type RackSpec struct {
	Row string `json:"row"`
}

// Shelf is cluster-scoped, but its registry's field set has
// metadata.namespace anyway (always empty for a stored object), as
// CustomResourceDefinition's and APIService's do; the server registers no
// conversion for it, so the default one accepts metadata.name and
// metadata.namespace.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.namespace",description="In the field set although Shelf is cluster-scoped: always empty"
// +k8s:schema:fieldLabelConversion:registered=false
type Shelf struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
}

// Bin is cluster-scoped with metadata.namespace in its field set and a
// conversion of its own, which accepts the field set.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.namespace",description="In the field set although Bin is cluster-scoped: always empty"
// +k8s:schema:selectableField:jsonPath=".spec.row"
type Bin struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              RackSpec `json:"spec"`
}

// Ticket has two field selectors whose camel case is the same
// (SpecProfileName), as Gardener's Shoot has spec.cloudProfileName and
// spec.cloudProfile.Name: the second one's identifiers are numbered. Both
// are left out of the field set while absent, as Gardener's registry
// leaves them out.
//
// +k8s:schema:selectableField:jsonPath=".spec.profileName",omitAbsent=true
// +k8s:schema:selectableField:jsonPath=".spec.profile.name",fieldPath="spec.profile.Name",description="The referenced profile's name, with Gardener's capital",omitAbsent=true
type Ticket struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              TicketSpec `json:"spec"`
}

type TicketSpec struct {
	ProfileName *string           `json:"profileName,omitempty"`
	Profile     *ProfileReference `json:"profile,omitempty"`
}

type ProfileReference struct {
	Name string `json:"name"`
}
