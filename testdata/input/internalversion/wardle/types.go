package wardle

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

// ReferenceType says which reference a Flunder has.
type ReferenceType string

// FlunderSpec has both references, which v1alpha1 folds into one.
type FlunderSpec struct {
	FlunderReference string
	FischerReference string
	ReferenceType    ReferenceType
}

// Flunder is the internal Flunder: served in v1alpha1 and v1beta1.
type Flunder struct {
	metav1.TypeMeta
	metav1.ObjectMeta

	Spec FlunderSpec
}

// FlunderList is a list of Flunders.
type FlunderList struct {
	metav1.TypeMeta
	metav1.ListMeta

	Items []Flunder
}

// Fischer is the internal Fischer: served in v1alpha1 only.
type Fischer struct {
	metav1.TypeMeta
	metav1.ObjectMeta

	DisallowedFlunders []string
}

// FischerList is a list of Fischers.
type FischerList struct {
	metav1.TypeMeta
	metav1.ListMeta

	Items []Fischer
}
