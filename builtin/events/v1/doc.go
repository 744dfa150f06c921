// Package v1 declares the field selectors of events.k8s.io/v1 Event, for
// the k8s.io/api/events/v1 type. The server stores it as a core Event: its
// field set has the core names (involvedObject.kind, reportingComponent,
// source), and the field label conversion turns the events.k8s.io/v1
// names (regarding.kind, reportingController) into them and rejects the
// rest, source included (kubernetes/kubernetes pkg/apis/events/v1 and
// pkg/registry/core/event/strategy.go).
//
// +selectable-gen=package
package v1
