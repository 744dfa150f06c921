package v1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/types"
)

// Event mirrors core/v1 Event. ObjectReference is shared by many kinds, so
// the involvedObject fields are declared on the kind. Event has eleven
// field selectors, more than the default limit of eight:
// hack/update-codegen.sh raises --max-selectable-fields for this package.
//
// +genclient
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:resource:shortNames=ev
// +k8s:schema:selectableField:jsonPath=".involvedObject.kind"
// +k8s:schema:selectableField:jsonPath=".involvedObject.namespace"
// +k8s:schema:selectableField:jsonPath=".involvedObject.name"
// +k8s:schema:selectableField:jsonPath=".involvedObject.uid"
// +k8s:schema:selectableField:jsonPath=".involvedObject.apiVersion"
// +k8s:schema:selectableField:jsonPath=".involvedObject.resourceVersion"
// +k8s:schema:selectableField:jsonPath=".involvedObject.fieldPath"
// +k8s:schema:selectableField:jsonPath=".reason"
// +k8s:schema:selectableField:jsonPath=".reportingComponent"
// +k8s:schema:selectableField:jsonPath=".source.component",fieldPath="source",
// +k8s:schema:selectableField:valueFunc=eventSourceSelectorValue,
// +k8s:schema:selectableField:description="Set to source.component, or to reportingComponent when source.component is empty"
// +k8s:schema:selectableField:jsonPath=".type"
type Event struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`

	InvolvedObject ObjectReference `json:"involvedObject"`
	// +optional
	Reason string `json:"reason,omitempty"`
	// +optional
	Message string `json:"message,omitempty"`
	// +optional
	Source EventSource `json:"source,omitempty"`
	// +optional
	FirstTimestamp metav1.Time `json:"firstTimestamp,omitempty"`
	// +optional
	LastTimestamp metav1.Time `json:"lastTimestamp,omitempty"`
	// +optional
	Count int32 `json:"count,omitempty"`
	// +optional
	Type string `json:"type,omitempty"`
	// +optional
	EventTime metav1.MicroTime `json:"eventTime,omitempty"`
	// +optional
	Action string `json:"action,omitempty"`
	// +optional
	Related *ObjectReference `json:"related,omitempty"`
	// +optional
	ReportingController string `json:"reportingComponent"`
	// +optional
	ReportingInstance string `json:"reportingInstance"`
}

// eventSourceSelectorValue is the legacy source field selector:
// source.component, falling back to reportingComponent, as upstream.
func eventSourceSelectorValue(event *Event) string {
	if event.Source.Component != "" {
		return event.Source.Component
	}
	return event.ReportingController
}

// ObjectReference mirrors core/v1 ObjectReference.
type ObjectReference struct {
	Kind            string    `json:"kind,omitempty"`
	Namespace       string    `json:"namespace,omitempty"`
	Name            string    `json:"name,omitempty"`
	UID             types.UID `json:"uid,omitempty"`
	APIVersion      string    `json:"apiVersion,omitempty"`
	ResourceVersion string    `json:"resourceVersion,omitempty"`
	FieldPath       string    `json:"fieldPath,omitempty"`
}

// EventSource mirrors core/v1 EventSource.
type EventSource struct {
	// +optional
	Component string `json:"component,omitempty"`
	// +optional
	Host string `json:"host,omitempty"`
}

// EventList mirrors core/v1 EventList.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type EventList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Event `json:"items"`
}
