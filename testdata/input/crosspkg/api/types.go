package api

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	"github.com/selectable-gen/selectable-gen/testdata/input/crosspkg/shared"
)

// Thing reaches shared.Common's marker through an inline embedding.
type Thing struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`
	Spec              ThingSpec `json:"spec"`
}

type ThingSpec struct {
	shared.Common `json:",inline"`
}
