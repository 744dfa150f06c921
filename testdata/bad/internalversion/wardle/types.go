// Package wardle holds internal types (no json tags) for the bad
// internal-version declarations of decl/.
//
// +groupName=wardle.example.com
package wardle

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// FlunderSpec is the internal spec.
type FlunderSpec struct {
	Reference string
}

// Flunder is an internal kind.
type Flunder struct {
	metav1.TypeMeta
	metav1.ObjectMeta

	Spec FlunderSpec
}

// FlunderList is its list.
type FlunderList struct {
	metav1.TypeMeta
	metav1.ListMeta

	Items []Flunder
}
