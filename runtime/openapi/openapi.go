// Package openapi publishes the field selectors of generated kinds in
// OpenAPI: x-kubernetes-selectable-fields on the kind's and list kind's
// definitions, as KEP-4358 describes, for the definitions kube-openapi's
// openapi-gen produces. It is a separate package: only its users depend on
// kube-openapi.
package openapi

import (
	"fmt"
	"sort"
	"strings"

	"k8s.io/kube-openapi/pkg/common"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// Extension is the OpenAPI vendor extension that lists a kind's field
// selectors.
const Extension = "x-kubernetes-selectable-fields"

// AddSelectableFields adds the extension to the definitions of kinds and
// their lists, keyed as openapi-gen keys them (the OpenAPI model package,
// or else the Go package path, and the type name). It reports the kinds whose definitions are missing.
func AddSelectableFields(defs map[string]common.OpenAPIDefinition, kinds ...selectableruntime.SelectableKind) error {
	var missing []string
	for _, k := range kinds {
		value := extensionValue(k.AllFields())
		prefix := k.OpenAPIDefinitionPrefix()
		names := []string{prefix + "." + k.Kind}
		if k.ListKind != "" {
			names = append(names, prefix+"."+k.ListKind)
		}
		for _, name := range names {
			def, ok := defs[name]
			if !ok {
				missing = append(missing, name)
				continue
			}
			def.Schema.AddExtension(Extension, value)
			defs[name] = def
		}
	}
	if len(missing) > 0 {
		sort.Strings(missing)
		return fmt.Errorf("no OpenAPI definition for %s; run openapi-gen on their packages", strings.Join(missing, ", "))
	}
	return nil
}

// WithSelectableFields wraps openapi-gen's GetOpenAPIDefinitions so that
// every definition set it returns carries the extension. It panics when a
// kind's definition is missing, which is a wiring mistake found at start.
//
//	config.GetDefinitions = openapi.WithSelectableFields(generated.GetOpenAPIDefinitions, v1.SelectableKinds...)
func WithSelectableFields(get common.GetOpenAPIDefinitions, kinds ...selectableruntime.SelectableKind) common.GetOpenAPIDefinitions {
	return func(ref common.ReferenceCallback) map[string]common.OpenAPIDefinition {
		defs := get(ref)
		if err := AddSelectableFields(defs, kinds...); err != nil {
			panic(err)
		}
		return defs
	}
}

// extensionValue is the JSON value of the extension: one object per field,
// with default and description only when set, and multiValued: true for a
// field with a value per list element (a property of ours: clients that
// do not know it see an ordinary field selector, which it is).
func extensionValue(fields []selectableruntime.SelectableField) []any {
	out := make([]any, len(fields))
	for i, f := range fields {
		entry := map[string]any{"fieldPath": f.FieldPath}
		if f.Default != "" {
			entry["default"] = f.Default
		}
		if f.Description != "" {
			entry["description"] = f.Description
		}
		if f.MultiValued {
			entry["multiValued"] = true
		}
		out[i] = entry
	}
	return out
}
