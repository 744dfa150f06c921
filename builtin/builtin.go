// Package builtin gathers the declarations of every kind kube-apiserver
// 1.37 serves: from k8s.io/api v0.37, and from the types of
// k8s.io/apiextensions-apiserver (CustomResourceDefinition) and
// k8s.io/kube-aggregator (APIService) v0.37, whose servers kube-apiserver
// chains with its own. One package per group version (builtin/core/v1,
// builtin/apps/v1, builtin/apiextensions/v1, ...) generated from type
// aliases of those types, with the server's exact field selectors. Import
// a group version's package for its kinds' matchers, field values, indexes
// and field label conversions; this package lists them all. None of them
// depends on an API server or etcd (TestNoServerDependencies).
//
// Which kinds are served: the group versions enabled by default in
// kube-apiserver 1.37 (ServedGroupVersions) and, in them, every kind
// with REST storage that lists (TestDeclarationsComplete checks both
// against the kinds those modules register).
package builtin

import (
	"slices"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"

	admissionregistrationv1 "github.com/selectable-gen/selectable-gen/builtin/admissionregistration/v1"
	apiextensionsv1 "github.com/selectable-gen/selectable-gen/builtin/apiextensions/v1"
	apiregistrationv1 "github.com/selectable-gen/selectable-gen/builtin/apiregistration/v1"
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
// by default (kubernetes/kubernetes pkg/controlplane
// DefaultAPIResourceConfigSource: the stable group versions; beta and
// alpha ones are off by default) that have kinds to list, in this order in
// Descriptors: those of k8s.io/api, then apiextensions.k8s.io/v1 and
// apiregistration.k8s.io/v1, served by the apiextensions server and the
// aggregator. authentication.k8s.io/v1 and authorization.k8s.io/v1 are
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
	{Group: "apiextensions.k8s.io", Version: "v1"},
	{Group: "apiregistration.k8s.io", Version: "v1"},
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
	apiextensionsv1.Descriptors,
	apiregistrationv1.Descriptors,
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
		apiextensionsv1.RegisterFieldLabelConversions,
		apiregistrationv1.RegisterFieldLabelConversions,
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
// io.k8s.api.core.v1.PodList,
// io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIService): data
// that a server or a documentation build adds to its definitions
// (builtin/openapi does it for kube-openapi's).
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
