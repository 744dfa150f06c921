// Package owned: the marker on a type of its own, not an alias.
package owned

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// Flunder is a type of this package.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1",storageVersion=v1
type Flunder struct {
	metav1.TypeMeta
	metav1.ObjectMeta
}
