package runtime

import (
	"fmt"
	"math"

	"k8s.io/apimachinery/pkg/util/validation/field"
)

// ValidateScaleReplicas checks a replica count of a kind with the scale
// subresource as a custom resource's validation does: path is the CRD's
// replicas path (".spec.replicas"), used as the error's field path.
func ValidateScaleReplicas(path string, replicas int64) field.ErrorList {
	switch {
	case replicas < 0:
		return field.ErrorList{field.Invalid(field.NewPath(path), replicas, "should be a non-negative integer")}
	case replicas > math.MaxInt32:
		return field.ErrorList{field.Invalid(field.NewPath(path), replicas, fmt.Sprintf("should be less than or equal to %v", math.MaxInt32))}
	}
	return nil
}
