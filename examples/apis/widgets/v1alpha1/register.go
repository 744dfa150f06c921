package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
)

// GroupName is the API group of this package.
const GroupName = "widgets.example.com"

// SchemeGroupVersion is the group version of this package's kinds.
var SchemeGroupVersion = schema.GroupVersion{Group: GroupName, Version: "v1alpha1"}

var (
	// SchemeBuilder registers the kinds and their field label conversions.
	SchemeBuilder = runtime.NewSchemeBuilder(addKnownTypes, RegisterFieldLabelConversions)
	// AddToScheme adds this package to a scheme.
	AddToScheme = SchemeBuilder.AddToScheme
)

func addKnownTypes(scheme *runtime.Scheme) error {
	scheme.AddKnownTypes(SchemeGroupVersion,
		&Widget{}, &WidgetList{}, &Sprocket{}, &Blueprint{}, &Gadget{}, &Gizmo{}, &Internal{}, &Binding{})
	metav1.AddToGroupVersion(scheme, SchemeGroupVersion)
	return nil
}
