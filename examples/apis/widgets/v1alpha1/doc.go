// Package v1alpha1 is an example API that uses every value type, path shape
// and dialect selectable-gen supports: pointer chains, inline embedded
// structs, metav1.Time, metav1.Duration, intstr.IntOrString, named bool and
// integer types, the kubebuilder markers, package opt-in and opt-out.
//
// +k8s:deepcopy-gen=package
// +k8s:openapi-gen=true
// +k8s:openapi-model-package=com.github.selectable-gen.selectable-gen.examples.apis.widgets.v1alpha1
// +selectable-gen=package
// +groupName=widgets.example.com
package v1alpha1
