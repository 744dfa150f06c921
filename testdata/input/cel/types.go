package cel

import (
	"encoding/json"
	"fmt"
	"net/netip"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// +k8s:printerColumn:name="Ratio",type=string,expression=`"%d/%d".format([self.status.ready, self.spec.replicas])`
// +k8s:printerColumn:name="Healthy",type=boolean,expression="self.status.conditions.all(c, c.status == 'True')"
// +k8s:printerColumn:name="Owner",type=string,expression="self.spec.?owner.orValue('nobody')"
//
// Cells that depend on the current time (now: runtime.Now), as hand-written
// tables print them: an age typed string, a heartbeat's age.
// +k8s:printerColumn:name="Age",type=string,expression="has(self.metadata.creationTimestamp) ? humanDuration(now - self.metadata.creationTimestamp) : '<unknown>'"
// +k8s:printerColumn:name="Heartbeat",type=string,expression="has(self.status.lastHeartbeat) ? humanDuration(now - self.status.lastHeartbeat) + ' ago' : '<never>'"
//
// A walk of a list without MaxItems: over the cost limit on cel-go, but
// compiled to Go, where the limit does not apply.
// +k8s:printerColumn:name="HTTPS",type=boolean,expression="self.spec.ports.exists(p, p.name == 'https')"
//
// A type that marshals itself to a JSON string (an IP address): its text in
// a JSONPath column, unquoted as the CRD convertor prints it, and in CEL a
// dyn, whose value is that string.
// +k8s:printerColumn:name="IP",type=string,jsonPath=".status.ip"
// +k8s:printerColumn:name="Private",type=boolean,expression="has(self.status.ip) && self.status.ip.startsWith('10.')"
//
// Variables the columns share, computed once per row: one reads another;
// a list of objects runs on cel-go, and so do the columns that read it; a
// column may fail reading one (no ports: no first port); a list read only
// for its first element stops at it (firstHealthy), unless a later column
// reads it whole (trueTypes).
// +k8s:printerColumnVariable:name=names,expression="has(self.spec.ports) ? self.spec.ports.map(p, p.name) : []"
// +k8s:printerColumnVariable:name=serves,expression="variables.names.exists(n, n == 'https') ? 'https' : 'http'"
// +k8s:printerColumnVariable:name=healthy,expression="has(self.status.conditions) ? self.status.conditions.filter(c, c.status == 'True') : []"
// +k8s:printerColumn:name="Ports",type=string,expression=`variables.names.join(",") + " (" + variables.serves + ")"`
// +k8s:printerColumn:name="First Port",type=string,priority=1,expression="variables.names[0]"
// +k8s:printerColumn:name="Healthy Conditions",type=integer,priority=1,expression="size(variables.healthy)"
// +k8s:printerColumnVariable:name=firstHealthy,expression="has(self.status.conditions) ? self.status.conditions.filter(c, c.status == 'True').map(c, c.type) : []"
// +k8s:printerColumnVariable:name=trueTypes,expression="has(self.status.conditions) ? self.status.conditions.filter(c, c.status == 'True').map(c, c.type) : []"
// +k8s:printerColumn:name="First Healthy",type=string,priority=1,expression="size(variables.firstHealthy) > 0 ? variables.firstHealthy[0] : '<none>'"
// +k8s:printerColumn:name="First True",type=string,priority=1,expression="size(variables.trueTypes) == 0 ? '<none>' : variables.trueTypes[0]"
// +k8s:printerColumn:name="True Types",type=string,priority=1,expression="variables.trueTypes.join(',')"
//
// A type that marshals itself to a JSON string and says so
// (+kubebuilder:validation:Type=string): in CEL a string, compiled to Go.
// +k8s:printerColumn:name="Version",type=string,priority=1,expression="has(self.status.version) ? self.status.version : '<none>'"
//
// A column on cel-go (matches has no Go form) walking a list and maps
// whose size markers bound its estimated cost under the limit (without
// them, over it: testdata/bad/cel's Cost).
// +k8s:printerColumn:name="Named",type=boolean,priority=1,
// +k8s:printerColumn:expression> "x".matches("^x") &&
// +k8s:printerColumn:expression>   self.status.endpoints.exists(e, size(e.name) > 1) &&
// +k8s:printerColumn:expression>   self.status.labels.exists(k, size(k) > 1) &&
// +k8s:printerColumn:expression>   self.status.annotations.exists(k, size(k) > 1)
//
// A variable that is a field as read is read in place, with no method.
// +k8s:printerColumnVariable:name=owner,expression="has(self.spec.owner) ? self.spec.owner : ''"
// +k8s:printerColumn:name="Owner",type=string,priority=1,expression="variables.owner == '' ? '<none>' : variables.owner"
//
// An expression over several lines (key> text), as a reader would lay it out.
// +k8s:printerColumn:name="Exposure",type=string,priority=1,
// +k8s:printerColumn:expression> !has(self.spec.ports) ? "none" :
// +k8s:printerColumn:expression>   size(self.spec.ports) == 1 ? "one port, " + variables.serves :
// +k8s:printerColumn:expression>   "%d ports".format([size(self.spec.ports)])
type App struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              AppSpec   `json:"spec"`
	Status            AppStatus `json:"status,omitempty"`
}

type AppSpec struct {
	Replicas int32  `json:"replicas"`
	Owner    string `json:"owner,omitempty"`
	Ports    []Port `json:"ports,omitempty"`
}

type Port struct {
	Name string `json:"name"`
}

type AppStatus struct {
	Ready         int32        `json:"ready"`
	LastHeartbeat *metav1.Time `json:"lastHeartbeat,omitempty"`
	IP            *IPAddress   `json:"ip,omitempty"`
	// +k8s:maxItems=8
	Conditions []Condition `json:"conditions,omitempty"`
	Version    *Version    `json:"version,omitempty"`
	// +kubebuilder:validation:MaxItems=16
	Endpoints []Port `json:"endpoints,omitempty"`
	// +kubebuilder:validation:MaxProperties=8
	Labels map[string]string `json:"labels,omitempty"`
	// +k8s:maxProperties=8
	Annotations map[string]string `json:"annotations,omitempty"`
}

// Version is a version whose JSON is its text ("v1.2").
//
// +kubebuilder:validation:Type=string
type Version struct {
	Major, Minor int
}

func (v Version) MarshalJSON() ([]byte, error) {
	return json.Marshal(fmt.Sprintf("v%d.%d", v.Major, v.Minor))
}

func (v *Version) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	_, err := fmt.Sscanf(s, "v%d.%d", &v.Major, &v.Minor)
	return err
}

type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
}

// IPAddress is an IP address whose JSON is its text ("10.0.0.1").
type IPAddress struct {
	netip.Addr `json:"-"`
}

func (a IPAddress) MarshalJSON() ([]byte, error) { return json.Marshal(a.String()) }

func (a *IPAddress) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	addr, err := netip.ParseAddr(s)
	a.Addr = addr
	return err
}

// OpenAPISchemaType is kube-openapi's: the schema is a string.
func (IPAddress) OpenAPISchemaType() []string { return []string{"string"} }

// OpenAPISchemaFormat is kube-openapi's.
func (IPAddress) OpenAPISchemaFormat() string { return "" }

// Pool marks the largest pool of a list, as kube-apiserver marks the
// effective default StorageClass: list variables, computed once per
// printed list over items (one reads another), read by a column and by a
// row variable; a single pool is printed without a list. Its rows carry an
// age without a column (cellOnly), as kube-apiserver's IPAddress rows do,
// and are ordered, the largest first, then by name (+k8s:printerRowOrder);
// an empty or drained pool's row carries a condition
// (+k8s:printerRowCondition).
//
// +k8s:printerColumnListVariable:name=sizes,expression="items.map(p, p.spec.replicas)"
// +k8s:printerColumnListVariable:name=largest,expression="size(variables.sizes) == 0 ? -1 : variables.sizes.max()"
// +k8s:printerColumnVariable:name=isLargest,expression="self.spec.replicas == variables.largest"
// +k8s:printerColumn:name="Name",type=string,format=name,nameColumn=true,expression=`self.metadata.name + (variables.isLargest ? " (largest)" : "")`
// +k8s:printerColumn:name="Share",type=string,expression=`"%d/%d".format([self.spec.replicas, variables.sizes.sum()])`
// +k8s:printerColumn:name="Age",type=date,jsonPath=".metadata.creationTimestamp",cellOnly=true
// +k8s:printerRowOrder:expression="-self.spec.replicas"
// +k8s:printerRowCondition:reason=Empty,message="The pool has no replicas.",expression="self.spec.replicas == 0"
// +k8s:printerRowCondition:type=Drained,reason=Drained,message="The pool serves no port.",expression="!has(self.spec.ports)"
// +k8s:printerRowOrder:expression=`has(self.metadata.name) ? self.metadata.name : ""`
// +k8s:printerRowCondition:type=Crowded,reason=Crowded,message="The pool serves more than three ports.",
// +k8s:printerRowCondition:expression> has(self.spec.ports) &&
// +k8s:printerRowCondition:expression>   size(self.spec.ports) > 3
type Pool struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              AppSpec `json:"spec"`
}

// PoolList is a list of pools.
type PoolList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Pool `json:"items"`
}

// Loose has members whose types have no name (`struct{...}`), which
// gengo names by their Go literal: their CEL objects, built for the
// column that runs on cel-go (matches), are "anonymous", "anonymous2".
//
// +k8s:printerColumn:name="Owner",type=string,expression=`has(self.spec.owner) ? self.spec.owner.name : ""`
// +k8s:printerColumn:name="Matches",type=boolean,expression=`has(self.spec.owner) && self.spec.owner.name.matches("^a")`
// +k8s:printerColumn:name="Parts",type=integer,expression=`size(self.spec.parts)`
type Loose struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              struct {
		Owner *struct {
			Name string `json:"name"`
		} `json:"owner,omitempty"`
		Parts []struct {
			Name string `json:"name"`
		} `json:"parts"`
	} `json:"spec"`
}

// LooseList is a list of them.
type LooseList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Loose `json:"items"`
}
