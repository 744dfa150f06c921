package v1

import (
	eventsv1 "k8s.io/api/events/v1"
)

// Event is events.k8s.io/v1 Event.
//
// +k8s:schema:selectableField:jsonPath=".regarding.kind",internalName="involvedObject.kind"
// +k8s:schema:selectableField:jsonPath=".regarding.namespace",internalName="involvedObject.namespace"
// +k8s:schema:selectableField:jsonPath=".regarding.name",internalName="involvedObject.name"
// +k8s:schema:selectableField:jsonPath=".regarding.uid",internalName="involvedObject.uid"
// +k8s:schema:selectableField:jsonPath=".regarding.apiVersion",internalName="involvedObject.apiVersion"
// +k8s:schema:selectableField:jsonPath=".regarding.resourceVersion",internalName="involvedObject.resourceVersion"
// +k8s:schema:selectableField:jsonPath=".regarding.fieldPath",internalName="involvedObject.fieldPath"
// +k8s:schema:selectableField:jsonPath=".reason"
// +k8s:schema:selectableField:jsonPath=".reportingController",internalName="reportingComponent"
// +k8s:schema:selectableField:jsonPath=".deprecatedSource.component",fieldPath="source",accepted=false,
// +k8s:schema:selectableField:valueFunc=eventSourceSelectorValue,
// +k8s:schema:selectableField:description="Set to deprecatedSource.component, or to reportingController when it is empty; computed, but rejected on events.k8s.io/v1"
// +k8s:schema:selectableField:jsonPath=".type"
// +k8s:printerColumn:name="Last Seen",type=string,description="The time at which the most recent occurrence of this event was recorded.",
// +k8s:printerColumn:expression> cel.bind(first, has(self.deprecatedFirstTimestamp) ? humanDuration(now - self.deprecatedFirstTimestamp) : (has(self.eventTime) ? humanDuration(now - self.eventTime) : "<unknown>"),
// +k8s:printerColumn:expression>   has(self.series) ? (has(self.series.lastObservedTime) ? humanDuration(now - self.series.lastObservedTime) : "<unknown>") :
// +k8s:printerColumn:expression>   has(self.deprecatedLastTimestamp) ? humanDuration(now - self.deprecatedLastTimestamp) :
// +k8s:printerColumn:expression>   first)
// +k8s:printerColumn:name="Type",type=string,description="Type of this event (Normal, Warning), new types could be added in the future",
// +k8s:printerColumn:expression=`has(self.type) ? self.type : ""`
// +k8s:printerColumn:name="Reason",type=string,description="This should be a short, machine understandable string that gives the reason for the transition into the object's current status.",
// +k8s:printerColumn:expression=`has(self.reason) ? self.reason : ""`
// +k8s:printerColumn:name="Object",type=string,description="The object that this event is about.",
// +k8s:printerColumn:expression=`(has(self.regarding.kind) ? self.regarding.kind.lowerAscii() : "") + (has(self.regarding.name) && self.regarding.name != "" ? "/" + self.regarding.name : "")`
// +k8s:printerColumn:name="Subobject",type=string,priority=1,description="If referring to a piece of an object instead of an entire object, this string should contain a valid JSON/Go field access statement, such as desiredState.manifest.containers[2]. For example, if the object reference is to a container within a pod, this would take on a value like: \"spec.containers{name}\" (where \"name\" refers to the name of the container that triggered the event) or if no container name is specified \"spec.containers[2]\" (container with index 2 in this pod). This syntax is chosen only to have some well-defined way of referencing a part of an object.",
// +k8s:printerColumn:expression=`has(self.regarding.fieldPath) ? self.regarding.fieldPath : ""`
// +k8s:printerColumn:name="Source",type=string,priority=1,description="The component reporting this event. Should be a short machine understandable string.",
// +k8s:printerColumn:expression=`cel.bind(component, has(self.deprecatedSource.component) && self.deprecatedSource.component != "" ? self.deprecatedSource.component : (has(self.reportingController) ? self.reportingController : ""), cel.bind(instance, has(self.deprecatedSource.host) && self.deprecatedSource.host != "" ? self.deprecatedSource.host : (has(self.reportingInstance) ? self.reportingInstance : ""), instance == "" ? component : component + ", " + instance))`
// +k8s:printerColumn:name="Message",type=string,description="A human-readable description of the status of this operation.",
// +k8s:printerColumn:expression=`has(self.note) ? self.note.trim() : ""`
// +k8s:printerColumn:name="First Seen",type=string,priority=1,description="The time at which the event was first recorded. (Time of server receipt is in TypeMeta.)",
// +k8s:printerColumn:expression> has(self.deprecatedFirstTimestamp) ? humanDuration(now - self.deprecatedFirstTimestamp) :
// +k8s:printerColumn:expression> has(self.eventTime) ? humanDuration(now - self.eventTime) :
// +k8s:printerColumn:expression> "<unknown>"
// +k8s:printerColumn:name="Count",type=string,priority=1,cellType=integer,description="The number of times this event has occurred.",
// +k8s:printerColumn:expression=`has(self.series) ? (has(self.series.count) ? self.series.count : 0) : (has(self.deprecatedCount) && self.deprecatedCount != 0 ? self.deprecatedCount : 1)`
// +k8s:printerColumn:name="Name",type=string,format=name,priority=1,nameColumn=true,jsonPath=".metadata.name"
type Event = eventsv1.Event

// eventSourceSelectorValue is the core Event's legacy source field:
// deprecatedSource.component, falling back to reportingController.
func eventSourceSelectorValue(event *Event) string {
	if event.DeprecatedSource.Component != "" {
		return event.DeprecatedSource.Component
	}
	return event.ReportingController
}

// EventList is events.k8s.io/v1 EventList.
type EventList = eventsv1.EventList
