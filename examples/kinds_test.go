// Package examples_test exercises the generated code of the example APIs:
// the KEP-4358 table row by row, agreement between the generated
// functions, fit with k8s.io/apiserver, and differential tests against
// upstream code.
package examples_test

import (
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/labels"
	"k8s.io/apimachinery/pkg/runtime"

	appsv1 "github.com/selectable-gen/selectable-gen/examples/apis/apps/v1"
	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	certificatesv1 "github.com/selectable-gen/selectable-gen/examples/apis/certificates/v1"
	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	storiesv1 "github.com/selectable-gen/selectable-gen/examples/apis/stories/v1"
	widgetsv1alpha1 "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// kind gives the tests uniform access to one kind's generated functions.
type kind struct {
	name       string
	namespaced bool
	newObj     func() runtime.Object
	toSet      func(runtime.Object) fields.Set
	value      func(runtime.Object, string) (string, bool)
	matches    func(runtime.Object, fields.Selector) bool
	getAttrs   func(runtime.Object) (labels.Set, fields.Set, error)
	convert    func(label, value string) (string, string, error)
	declared   []selectableruntime.SelectableField
}

// isMulti reports whether a field of the kind is multi-valued.
func (k kind) isMulti(field string) bool {
	for _, f := range k.declared {
		if f.FieldPath == field && f.MultiValued {
			return true
		}
	}
	return false
}

// kindOf adapts the generated functions of kind T.
func kindOf[P interface {
	*T
	runtime.Object
}, T any](
	name string, namespaced bool,
	toSet func(P) fields.Set,
	value func(P, string) (string, bool),
	matches func(P, fields.Selector) bool,
	getAttrs func(runtime.Object) (labels.Set, fields.Set, error),
	convert func(string, string) (string, string, error),
	declared []selectableruntime.SelectableField,
) kind {
	return kind{
		name: name, namespaced: namespaced,
		newObj:   func() runtime.Object { return P(new(T)) },
		toSet:    func(o runtime.Object) fields.Set { return toSet(o.(P)) },
		value:    func(o runtime.Object, f string) (string, bool) { return value(o.(P), f) },
		matches:  func(o runtime.Object, s fields.Selector) bool { return matches(o.(P), s) },
		getAttrs: getAttrs, convert: convert, declared: declared,
	}
}

// allKinds lists every generated kind of the examples.
var allKinds = []kind{
	kindOf[*stablev1.Selector]("Selector", true, stablev1.SelectorToSelectableFields, stablev1.SelectorFieldValue, stablev1.SelectorMatchesFieldSelector, stablev1.SelectorGetAttrs, stablev1.SelectorFieldLabelConversion, stablev1.SelectorSelectableFields),
	kindOf[*corev1.Pod]("Pod", true, corev1.PodToSelectableFields, corev1.PodFieldValue, corev1.PodMatchesFieldSelector, corev1.PodGetAttrs, corev1.PodFieldLabelConversion, corev1.PodSelectableFields),
	kindOf[*corev1.Event]("Event", true, corev1.EventToSelectableFields, corev1.EventFieldValue, corev1.EventMatchesFieldSelector, corev1.EventGetAttrs, corev1.EventFieldLabelConversion, corev1.EventSelectableFields),
	kindOf[*corev1.Namespace]("Namespace", false, corev1.NamespaceToSelectableFields, corev1.NamespaceFieldValue, corev1.NamespaceMatchesFieldSelector, corev1.NamespaceGetAttrs, corev1.NamespaceFieldLabelConversion, corev1.NamespaceSelectableFields),
	kindOf[*corev1.Node]("Node", false, corev1.NodeToSelectableFields, corev1.NodeFieldValue, corev1.NodeMatchesFieldSelector, corev1.NodeGetAttrs, corev1.NodeFieldLabelConversion, corev1.NodeSelectableFields),
	kindOf[*corev1.Secret]("Secret", true, corev1.SecretToSelectableFields, corev1.SecretFieldValue, corev1.SecretMatchesFieldSelector, corev1.SecretGetAttrs, corev1.SecretFieldLabelConversion, corev1.SecretSelectableFields),
	kindOf[*corev1.ReplicationController]("ReplicationController", true, corev1.ReplicationControllerToSelectableFields, corev1.ReplicationControllerFieldValue, corev1.ReplicationControllerMatchesFieldSelector, corev1.ReplicationControllerGetAttrs, corev1.ReplicationControllerFieldLabelConversion, corev1.ReplicationControllerSelectableFields),
	kindOf[*appsv1.ReplicaSet]("ReplicaSet", true, appsv1.ReplicaSetToSelectableFields, appsv1.ReplicaSetFieldValue, appsv1.ReplicaSetMatchesFieldSelector, appsv1.ReplicaSetGetAttrs, appsv1.ReplicaSetFieldLabelConversion, appsv1.ReplicaSetSelectableFields),
	kindOf[*batchv1.Job]("Job", true, batchv1.JobToSelectableFields, batchv1.JobFieldValue, batchv1.JobMatchesFieldSelector, batchv1.JobGetAttrs, batchv1.JobFieldLabelConversion, batchv1.JobSelectableFields),
	kindOf[*certificatesv1.CertificateSigningRequest]("CertificateSigningRequest", false, certificatesv1.CertificateSigningRequestToSelectableFields, certificatesv1.CertificateSigningRequestFieldValue, certificatesv1.CertificateSigningRequestMatchesFieldSelector, certificatesv1.CertificateSigningRequestGetAttrs, certificatesv1.CertificateSigningRequestFieldLabelConversion, certificatesv1.CertificateSigningRequestSelectableFields),
	kindOf[*widgetsv1alpha1.Widget]("Widget", true, widgetsv1alpha1.WidgetToSelectableFields, widgetsv1alpha1.WidgetFieldValue, widgetsv1alpha1.WidgetMatchesFieldSelector, widgetsv1alpha1.WidgetGetAttrs, widgetsv1alpha1.WidgetFieldLabelConversion, widgetsv1alpha1.WidgetSelectableFields),
	kindOf[*widgetsv1alpha1.Sprocket]("Sprocket", true, widgetsv1alpha1.SprocketToSelectableFields, widgetsv1alpha1.SprocketFieldValue, widgetsv1alpha1.SprocketMatchesFieldSelector, widgetsv1alpha1.SprocketGetAttrs, widgetsv1alpha1.SprocketFieldLabelConversion, widgetsv1alpha1.SprocketSelectableFields),
	kindOf[*widgetsv1alpha1.Blueprint]("Blueprint", true, widgetsv1alpha1.BlueprintToSelectableFields, widgetsv1alpha1.BlueprintFieldValue, widgetsv1alpha1.BlueprintMatchesFieldSelector, widgetsv1alpha1.BlueprintGetAttrs, widgetsv1alpha1.BlueprintFieldLabelConversion, widgetsv1alpha1.BlueprintSelectableFields),
	kindOf[*widgetsv1alpha1.Gadget]("Gadget", false, widgetsv1alpha1.GadgetToSelectableFields, widgetsv1alpha1.GadgetFieldValue, widgetsv1alpha1.GadgetMatchesFieldSelector, widgetsv1alpha1.GadgetGetAttrs, widgetsv1alpha1.GadgetFieldLabelConversion, widgetsv1alpha1.GadgetSelectableFields),
	kindOf[*storiesv1.Release]("Release", true, storiesv1.ReleaseToSelectableFields, storiesv1.ReleaseFieldValue, storiesv1.ReleaseMatchesFieldSelector, storiesv1.ReleaseGetAttrs, storiesv1.ReleaseFieldLabelConversion, storiesv1.ReleaseSelectableFields),
	kindOf[*workloadsv1.Rollout]("Rollout", true, workloadsv1.RolloutToSelectableFields, workloadsv1.RolloutFieldValue, workloadsv1.RolloutMatchesFieldSelector, workloadsv1.RolloutGetAttrs, workloadsv1.RolloutFieldLabelConversion, workloadsv1.RolloutSelectableFields),
	kindOf[*workloadsv1.Worker]("Worker", false, workloadsv1.WorkerToSelectableFields, workloadsv1.WorkerFieldValue, workloadsv1.WorkerMatchesFieldSelector, workloadsv1.WorkerGetAttrs, workloadsv1.WorkerFieldLabelConversion, workloadsv1.WorkerSelectableFields),
	kindOf[*widgetsv1alpha1.Gizmo]("Gizmo", true, widgetsv1alpha1.GizmoToSelectableFields, widgetsv1alpha1.GizmoFieldValue, widgetsv1alpha1.GizmoMatchesFieldSelector, widgetsv1alpha1.GizmoGetAttrs, widgetsv1alpha1.GizmoFieldLabelConversion, widgetsv1alpha1.GizmoSelectableFields),
	kindOf[*widgetsv1alpha1.Binding]("Binding", true, widgetsv1alpha1.BindingToSelectableFields, widgetsv1alpha1.BindingFieldValue, widgetsv1alpha1.BindingMatchesFieldSelector, widgetsv1alpha1.BindingGetAttrs, widgetsv1alpha1.BindingFieldLabelConversion, widgetsv1alpha1.BindingSelectableFields),
}
