package swap

import (
	"fmt"

	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
)

// Fields is the field set of obj, an internal object of kube-apiserver's,
// as builtin's generated GetAttrs gives it for obj in the version
// kube-apiserver serves by default: what a registry's selectable-fields
// function's body becomes. A registry's function cannot fail; an object
// builtin does not declare panics here, as a nil pointer would there.
func Fields(obj runtime.Object) fields.Set {
	d, versioned, err := served(obj)
	if err != nil {
		panic(err)
	}
	_, set, err := d.GetAttrs(versioned)
	if err != nil {
		panic(fmt.Sprintf("%T: %v", obj, err))
	}
	return set
}
