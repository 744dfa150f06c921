package columns

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Both mixes the dialects; columns keep the order written.
//
// +k8s:printerColumn:name="Phase",type=string,jsonPath=".status.phase",description="The phase."
// +kubebuilder:printcolumn:name="Ready",type=string,JSONPath=`.status.conditions[?(@.type=="Ready")].status`
// +k8s:printerColumn:name="Replicas",type=integer,format=int32,priority=1,
// +k8s:printerColumn:jsonPath=".spec.replicas"
// +k8s:printerColumn:name="Hosts",type=string,jsonPath=".spec.servers[*].hosts"
// +k8s:printerColumn:name="Started",type=date,jsonPath=".status.startTime"
// +k8s:printerColumn:name="Names",type=string,jsonPath=".spec.names",priority=1
// +k8s:printerColumn:name="Listing",type=string,jsonPath=".spec.listing",priority=1
//
// As hand-written tables of aggregated servers write them (Gardener's): a
// column of names, and no description.
// +k8s:printerColumn:name="Phase Name",type=string,format=name,description="",jsonPath=".status.phase"
// Any format, as metav1.TableColumnDefinition takes it.
// +k8s:printerColumn:name="Phase Text",type=string,format=string,priority=1,jsonPath=".status.phase"
// And where a value is absent, the placeholder they print.
// +k8s:printerColumn:name="Desired",type=integer,jsonPath=".spec.replicas",placeholder="<unset>"
// +k8s:printerColumn:name="Since",type=date,jsonPath=".status.startTime",placeholder="<unknown>"
// An age whose placeholder is what an age prints for a zero time is the age
// alone, as printers.go's translateTimestampSince(obj.CreationTimestamp).
// +k8s:printerColumn:name="Created",type=string,cellType=date,jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="First Host",type=string,expression="self.spec.servers[0].hosts",placeholder="<none>"
// Or an empty cell, not null (kubectl prints nothing, not <none>).
// +k8s:printerColumn:name="Condition",type=string,jsonPath=".status.conditions[0].type",placeholder=""
// And numbers in a column they declare string.
// +k8s:printerColumn:name="Count",type=string,cellType=integer,jsonPath=".spec.replicas"
type Both struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec   `json:"spec"`
	Status            Status `json:"status,omitempty"`
}

type BothList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Both `json:"items"`
}

type Spec struct {
	Replicas *int32   `json:"replicas,omitempty"`
	Servers  []Server `json:"servers,omitempty"`
	// Names ([]string) and Listing (a struct named StringList) would both
	// have the JSON writer appendStringListJSON: the second is numbered.
	Names   []string   `json:"names"`
	Listing StringList `json:"listing"`
}

// StringList is a struct whose name collides with a list writer's.
type StringList struct {
	First string `json:"first"`
}

type Server struct {
	Hosts []string `json:"hosts,omitempty"`
}

type Status struct {
	Phase      string       `json:"phase,omitempty"`
	StartTime  *metav1.Time `json:"startTime,omitempty"`
	Conditions []Condition  `json:"conditions,omitempty"`
}

type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
}

// Event-like has its own Name column, last and for -o wide, as
// kube-apiserver's Event table: no Name column comes first. And, as
// kube-aggregator's APIService table, its column definitions even when a
// request asks for none.
//
// +k8s:printerHeaders=Always
// +k8s:printerColumn:name="Phase",type=string,jsonPath=".status.phase"
// +k8s:printerColumn:name="Name",type=string,format=name,priority=1,nameColumn=true,
// +k8s:printerColumn:expression=`self.metadata.name + (has(self.spec.replicas) && self.spec.replicas == 0 ? " (idle)" : "")`
type Named struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              Spec   `json:"spec"`
	Status            Status `json:"status,omitempty"`
}

type NamedList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Named `json:"items"`
}
