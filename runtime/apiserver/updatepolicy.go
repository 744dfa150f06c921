package apiserver

import (
	"context"
	"fmt"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/apiserver/pkg/registry/rest"
)

// This file and smd.go are where the adapter meets differences between
// Kubernetes minors.
// k8s.io/apiserver 1.37 gave rest.RESTUpdateStrategy's AllowCreateOnUpdate
// and AllowUnconditionalUpdate a context; 1.35 and 1.36 declare them
// without. One Go type cannot have both, so both shapes are defined below
// and the one the k8s.io/apiserver in the build asks for is picked at run
// time by a type assertion (an assertion to an interface compiles whatever
// the method sets are). The rest of the package is one source for every
// minor of the window (docs/modules.md).

// strategyCore is rest.RESTUpdateStrategy without the two methods whose
// shape depends on the minor and without the reset fields, whose type
// does (smd.go).
type strategyCore interface {
	runtime.ObjectTyper
	NamespaceScoped() bool
	PrepareForUpdate(ctx context.Context, obj, old runtime.Object)
	ValidateUpdate(ctx context.Context, obj, old runtime.Object) field.ErrorList
	WarningsOnUpdate(ctx context.Context, obj, old runtime.Object) []string
	Canonicalize(obj runtime.Object)
}

// updateCore is strategyCore with the reset fields server-side apply asks
// a store's update strategy for, in the map type M of the build's
// structured-merge-diff.
type updateCore[M any] interface {
	strategyCore
	GetResetFields() M
}

// updatePolicy is what a strategy's AllowCreateOnUpdate and
// AllowUnconditionalUpdate answer.
type updatePolicy struct{ createOnUpdate, unconditional bool }

// updatePolicyWithContext is the shape of Kubernetes 1.37 and later.
type updatePolicyWithContext[M any] struct {
	updateCore[M]
	policy updatePolicy
}

func (u updatePolicyWithContext[M]) AllowCreateOnUpdate(context.Context) bool {
	return u.policy.createOnUpdate
}

func (u updatePolicyWithContext[M]) AllowUnconditionalUpdate(context.Context) bool {
	return u.policy.unconditional
}

// updatePolicyWithoutContext is the shape of Kubernetes 1.35 and 1.36.
type updatePolicyWithoutContext[M any] struct {
	updateCore[M]
	policy updatePolicy
}

func (u updatePolicyWithoutContext[M]) AllowCreateOnUpdate() bool      { return u.policy.createOnUpdate }
func (u updatePolicyWithoutContext[M]) AllowUnconditionalUpdate() bool { return u.policy.unconditional }

// updateStrategy completes s into the update strategy of the
// k8s.io/apiserver this program is built with, answering as p says (a
// custom resource's strategy: never create on update, and require every
// update to name the resource version it replaces; Hooks may allow
// either).
func updateStrategy[M any](s updateCore[M], p updatePolicy) (updateResetStrategy, error) {
	for _, shaped := range []any{updatePolicyWithContext[M]{s, p}, updatePolicyWithoutContext[M]{s, p}} {
		if u, ok := shaped.(updateResetStrategy); ok {
			return u, nil
		}
	}
	return nil, fmt.Errorf("this k8s.io/apiserver's rest.RESTUpdateStrategy has a shape the adapter does not know " +
		"(it knows those of Kubernetes 1.35 to 1.37: AllowCreateOnUpdate with and without a context)")
}

// updateResetStrategy is what a store's UpdateStrategy and
// ResetFieldsStrategy both are.
type updateResetStrategy interface {
	rest.RESTUpdateStrategy
	rest.ResetFieldsStrategy
}
