// Package openapi adds the built-in kinds' field selectors to the OpenAPI
// definitions that kube-openapi's openapi-gen writes for k8s.io/api,
// k8s.io/apiextensions-apiserver and k8s.io/kube-aggregator (keyed
// io.k8s.api.core.v1.Pod,
// io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinition):
// x-kubernetes-selectable-fields on each kind's and list kind's
// definition, as KEP-4358 describes. It is a separate package: only its
// users depend on kube-openapi.
package openapi

import (
	"k8s.io/kube-openapi/pkg/common"

	"github.com/selectable-gen/selectable-gen/builtin"
	selectableopenapi "github.com/selectable-gen/selectable-gen/runtime/openapi"
)

// AddSelectableFields adds x-kubernetes-selectable-fields to the
// definitions of every built-in kind and list kind. It reports the
// definitions defs lacks.
func AddSelectableFields(defs map[string]common.OpenAPIDefinition) error {
	return selectableopenapi.AddSelectableFields(defs, builtin.SelectableKinds()...)
}
