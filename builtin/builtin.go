// Package builtin gathers the declarations of every kind kube-apiserver
// 1.37 serves from k8s.io/api v0.37: one package per group version
// (builtin/core/v1, builtin/apps/v1, ...) generated from type aliases of
// the k8s.io/api types, with the server's exact field selectors. Import a
// group version's package for its kinds' matchers, field values, indexes
// and field label conversions; this package lists them all.
//
// Which kinds are served: the group versions enabled by default in
// kube-apiserver 1.37 (ServedGroupVersions) and, in them, every kind
// with REST storage that lists (TestDeclarationsComplete checks both
// against the kinds k8s.io/api registers).
package builtin

import (
	"slices"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"

	admissionregistrationv1 "github.com/selectable-gen/selectable-gen/builtin/admissionregistration/v1"
	appsv1 "github.com/selectable-gen/selectable-gen/builtin/apps/v1"
	autoscalingv1 "github.com/selectable-gen/selectable-gen/builtin/autoscaling/v1"
	autoscalingv2 "github.com/selectable-gen/selectable-gen/builtin/autoscaling/v2"
	batchv1 "github.com/selectable-gen/selectable-gen/builtin/batch/v1"
	certificatesv1 "github.com/selectable-gen/selectable-gen/builtin/certificates/v1"
	coordinationv1 "github.com/selectable-gen/selectable-gen/builtin/coordination/v1"
	corev1 "github.com/selectable-gen/selectable-gen/builtin/core/v1"
	discoveryv1 "github.com/selectable-gen/selectable-gen/builtin/discovery/v1"
	eventsv1 "github.com/selectable-gen/selectable-gen/builtin/events/v1"
	flowcontrolv1 "github.com/selectable-gen/selectable-gen/builtin/flowcontrol/v1"
	networkingv1 "github.com/selectable-gen/selectable-gen/builtin/networking/v1"
	nodev1 "github.com/selectable-gen/selectable-gen/builtin/node/v1"
	policyv1 "github.com/selectable-gen/selectable-gen/builtin/policy/v1"
	rbacv1 "github.com/selectable-gen/selectable-gen/builtin/rbac/v1"
	resourcev1 "github.com/selectable-gen/selectable-gen/builtin/resource/v1"
	schedulingv1 "github.com/selectable-gen/selectable-gen/builtin/scheduling/v1"
	storagev1 "github.com/selectable-gen/selectable-gen/builtin/storage/v1"
	storagemigrationv1 "github.com/selectable-gen/selectable-gen/builtin/storagemigration/v1"
)

// ServedGroupVersions are the group versions kube-apiserver 1.37 serves
// by default from k8s.io/api (kubernetes/kubernetes pkg/controlplane
// DefaultAPIResourceConfigSource: the stable group versions; beta and
// alpha ones are off by default) that have kinds to list, in this order in
// Descriptors. authentication.k8s.io/v1 and authorization.k8s.io/v1 are
// served too, with create-only kinds only.
var ServedGroupVersions = []schema.GroupVersion{
	{Group: "admissionregistration.k8s.io", Version: "v1"},
	{Group: "apps", Version: "v1"},
	{Group: "autoscaling", Version: "v1"},
	{Group: "autoscaling", Version: "v2"},
	{Group: "batch", Version: "v1"},
	{Group: "certificates.k8s.io", Version: "v1"},
	{Group: "coordination.k8s.io", Version: "v1"},
	{Group: "", Version: "v1"},
	{Group: "discovery.k8s.io", Version: "v1"},
	{Group: "events.k8s.io", Version: "v1"},
	{Group: "flowcontrol.apiserver.k8s.io", Version: "v1"},
	{Group: "networking.k8s.io", Version: "v1"},
	{Group: "node.k8s.io", Version: "v1"},
	{Group: "policy", Version: "v1"},
	{Group: "rbac.authorization.k8s.io", Version: "v1"},
	{Group: "resource.k8s.io", Version: "v1"},
	{Group: "scheduling.k8s.io", Version: "v1"},
	{Group: "storage.k8s.io", Version: "v1"},
	{Group: "storagemigration.k8s.io", Version: "v1"},
}

// Descriptors are the descriptors of every built-in kind, by group
// version (as in ServedGroupVersions), then by kind.
var Descriptors = slices.Concat(
	admissionregistrationv1.Descriptors,
	appsv1.Descriptors,
	autoscalingv1.Descriptors,
	autoscalingv2.Descriptors,
	batchv1.Descriptors,
	certificatesv1.Descriptors,
	coordinationv1.Descriptors,
	corev1.Descriptors,
	discoveryv1.Descriptors,
	eventsv1.Descriptors,
	flowcontrolv1.Descriptors,
	networkingv1.Descriptors,
	nodev1.Descriptors,
	policyv1.Descriptors,
	rbacv1.Descriptors,
	resourcev1.Descriptors,
	schedulingv1.Descriptors,
	storagev1.Descriptors,
	storagemigrationv1.Descriptors,
)

// RegisterFieldLabelConversions registers the field label conversion of
// every built-in kind that has one on the server with scheme; the others
// keep the scheme's default, as on the server.
func RegisterFieldLabelConversions(scheme *runtime.Scheme) error {
	for _, register := range []func(*runtime.Scheme) error{
		admissionregistrationv1.RegisterFieldLabelConversions,
		appsv1.RegisterFieldLabelConversions,
		autoscalingv1.RegisterFieldLabelConversions,
		autoscalingv2.RegisterFieldLabelConversions,
		batchv1.RegisterFieldLabelConversions,
		certificatesv1.RegisterFieldLabelConversions,
		coordinationv1.RegisterFieldLabelConversions,
		corev1.RegisterFieldLabelConversions,
		discoveryv1.RegisterFieldLabelConversions,
		eventsv1.RegisterFieldLabelConversions,
		flowcontrolv1.RegisterFieldLabelConversions,
		networkingv1.RegisterFieldLabelConversions,
		nodev1.RegisterFieldLabelConversions,
		policyv1.RegisterFieldLabelConversions,
		rbacv1.RegisterFieldLabelConversions,
		resourcev1.RegisterFieldLabelConversions,
		schedulingv1.RegisterFieldLabelConversions,
		storagev1.RegisterFieldLabelConversions,
		storagemigrationv1.RegisterFieldLabelConversions,
	} {
		if err := register(scheme); err != nil {
			return err
		}
	}
	return nil
}

// SelectableKinds describes every built-in kind's field selectors.
func SelectableKinds() []selectableruntime.SelectableKind {
	out := make([]selectableruntime.SelectableKind, len(Descriptors))
	for i, d := range Descriptors {
		out[i] = d.SelectableKind
	}
	return out
}

// OpenAPISelectableFields returns the value of x-kubernetes-selectable-fields
// for every built-in kind and list kind, keyed by OpenAPI definition name as
// Kubernetes' openapi-gen names them (io.k8s.api.core.v1.Pod,
// io.k8s.api.core.v1.PodList): data that a server or a documentation build
// adds to its definitions (builtin/openapi does it for kube-openapi's).
func OpenAPISelectableFields() map[string][]selectableruntime.SelectableField {
	out := map[string][]selectableruntime.SelectableField{}
	for _, d := range Descriptors {
		prefix := d.OpenAPIDefinitionPrefix()
		out[prefix+"."+d.Kind] = d.AllFields()
		if d.ListKind != "" {
			out[prefix+"."+d.ListKind] = d.AllFields()
		}
	}
	return out
}
