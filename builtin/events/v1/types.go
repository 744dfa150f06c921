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
