package cel

import "sync"

// The CEL types of k8s.io/apimachinery's meta/v1 structs that columns read
// everywhere: every kind's metadata, conditions, label selectors. The
// runtime provides them, so generated code refers to them instead of
// writing them again in every package and for every kind. Each is built
// once per process, on first use, with the rules the generator applies to
// any struct (fields by json name in declaration order, metav1.Time as
// timestamp, FieldsV1 as dyn); a generator test derives them from the Go
// types of meta/v1 and requires the same.
//
// Only meta/v1 is provided: its structs have not changed across the
// supported Kubernetes minors, while k8s.io/api's (PodSpec, ...) gain
// fields every release and are written by the generator from the user's
// pinned types, once per package.

// MetaV1Package is the Go package whose structs MetaV1Types provides.
const MetaV1Package = "k8s.io/apimachinery/pkg/apis/meta/v1"

// MetaV1Types are the provided types by Go type name in MetaV1Package;
// generated code calls the function of the same name with a Type suffix
// (ObjectMetaType for ObjectMeta).
var MetaV1Types = map[string]func() *Type{
	"ObjectMeta":               ObjectMetaType,
	"OwnerReference":           OwnerReferenceType,
	"ManagedFieldsEntry":       ManagedFieldsEntryType,
	"Condition":                ConditionType,
	"LabelSelector":            LabelSelectorType,
	"LabelSelectorRequirement": LabelSelectorRequirementType,
}

// ObjectMetaType is the CEL type of metav1.ObjectMeta.
func ObjectMetaType() *Type { return objectMeta() }

var objectMeta = sync.OnceValue(func() *Type {
	return NewObject("metav1.ObjectMeta").
		Field("name", StringType).
		Field("generateName", StringType).
		Field("namespace", StringType).
		Field("selfLink", StringType).
		Field("uid", StringType).
		Field("resourceVersion", StringType).
		Field("generation", IntType).
		Field("creationTimestamp", TimestampType).
		Field("deletionTimestamp", TimestampType).
		Field("deletionGracePeriodSeconds", IntType).
		Field("labels", MapOf(StringType, 0)).
		Field("annotations", MapOf(StringType, 0)).
		Field("ownerReferences", ListOf(OwnerReferenceType(), 0)).
		Field("finalizers", ListOf(StringType, 0)).
		Field("managedFields", ListOf(ManagedFieldsEntryType(), 0))
})

// OwnerReferenceType is the CEL type of metav1.OwnerReference.
func OwnerReferenceType() *Type { return ownerReference() }

var ownerReference = sync.OnceValue(func() *Type {
	return NewObject("metav1.OwnerReference").
		Field("apiVersion", StringType).
		Field("kind", StringType).
		Field("name", StringType).
		Field("uid", StringType).
		Field("controller", BoolType).
		Field("blockOwnerDeletion", BoolType)
})

// ManagedFieldsEntryType is the CEL type of metav1.ManagedFieldsEntry;
// fieldsV1 writes its own JSON, so it is dyn.
func ManagedFieldsEntryType() *Type { return managedFieldsEntry() }

var managedFieldsEntry = sync.OnceValue(func() *Type {
	return NewObject("metav1.ManagedFieldsEntry").
		Field("manager", StringType).
		Field("operation", StringType).
		Field("apiVersion", StringType).
		Field("time", TimestampType).
		Field("fieldsType", StringType).
		Field("fieldsV1", DynType).
		Field("subresource", StringType)
})

// ConditionType is the CEL type of metav1.Condition.
func ConditionType() *Type { return condition() }

var condition = sync.OnceValue(func() *Type {
	return NewObject("metav1.Condition").
		Field("type", StringType).
		Field("status", StringType).
		Field("observedGeneration", IntType).
		Field("lastTransitionTime", TimestampType).
		Field("reason", StringType).
		Field("message", StringType)
})

// LabelSelectorType is the CEL type of metav1.LabelSelector.
func LabelSelectorType() *Type { return labelSelector() }

var labelSelector = sync.OnceValue(func() *Type {
	return NewObject("metav1.LabelSelector").
		Field("matchLabels", MapOf(StringType, 0)).
		Field("matchExpressions", ListOf(LabelSelectorRequirementType(), 0))
})

// LabelSelectorRequirementType is the CEL type of
// metav1.LabelSelectorRequirement.
func LabelSelectorRequirementType() *Type { return labelSelectorRequirement() }

var labelSelectorRequirement = sync.OnceValue(func() *Type {
	return NewObject("metav1.LabelSelectorRequirement").
		Field("key", StringType).
		Field("operator", StringType).
		Field("values", ListOf(StringType, 0))
})
