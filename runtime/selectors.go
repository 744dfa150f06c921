package runtime

import (
	"k8s.io/apimachinery/pkg/api/equality"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	apiruntime "k8s.io/apimachinery/pkg/runtime"
)

// IsCopiedSelector reports whether a selector looks generated for some
// object: it selects only uidLabel (by matchLabels), as a selector copied
// from another object's stored form does. Selector generation replaces
// such a selector instead of keeping a stale UID.
func IsCopiedSelector(sel *metav1.LabelSelector, uidLabel string) bool {
	if sel == nil || len(sel.MatchExpressions) > 0 || len(sel.MatchLabels) != 1 {
		return false
	}
	_, ok := sel.MatchLabels[uidLabel]
	return ok
}

// IsGeneratedSelector reports whether sel is exactly the selector that
// selector generation makes for an object with this UID.
func IsGeneratedSelector(sel *metav1.LabelSelector, uidLabel, uid string) bool {
	return IsCopiedSelector(sel, uidLabel) && sel.MatchLabels[uidLabel] == uid
}

// NonMetadataChanged reports whether two objects differ anywhere but in
// metadata, compared in their JSON (unstructured) form as a custom
// resource's strategy compares them to decide a generation bump. An
// object that cannot be converted counts as changed.
func NonMetadataChanged(newObj, oldObj any) bool {
	n, err1 := apiruntime.DefaultUnstructuredConverter.ToUnstructured(newObj)
	o, err2 := apiruntime.DefaultUnstructuredConverter.ToUnstructured(oldObj)
	if err1 != nil || err2 != nil {
		return true
	}
	delete(n, "metadata")
	delete(o, "metadata")
	return !equality.Semantic.DeepEqual(n, o)
}
