package examples_test

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"k8s.io/apimachinery/pkg/runtime"
	openapinamer "k8s.io/apiserver/pkg/endpoints/openapi"
	"k8s.io/kube-openapi/pkg/builder"
	"k8s.io/kube-openapi/pkg/builder3"
	"k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/validation/spec"

	appsv1 "github.com/selectable-gen/selectable-gen/examples/apis/apps/v1"
	batchv1 "github.com/selectable-gen/selectable-gen/examples/apis/batch/v1"
	certificatesv1 "github.com/selectable-gen/selectable-gen/examples/apis/certificates/v1"
	corev1 "github.com/selectable-gen/selectable-gen/examples/apis/core/v1"
	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	storiesv1 "github.com/selectable-gen/selectable-gen/examples/apis/stories/v1"
	widgets "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
	workloadsv1 "github.com/selectable-gen/selectable-gen/examples/apis/workloads/v1"
	exampleopenapi "github.com/selectable-gen/selectable-gen/examples/openapi"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/openapi"
)

func allSelectableKinds() []selectableruntime.SelectableKind {
	var out []selectableruntime.SelectableKind
	for _, ks := range [][]selectableruntime.SelectableKind{
		stablev1.SelectableKinds, corev1.SelectableKinds, appsv1.SelectableKinds, batchv1.SelectableKinds,
		certificatesv1.SelectableKinds, widgets.SelectableKinds, storiesv1.SelectableKinds,
		workloadsv1.SelectableKinds,
	} {
		out = append(out, ks...)
	}
	return out
}

func openAPIConfig(t *testing.T, scheme *runtime.Scheme) *common.Config {
	t.Helper()
	namer := openapinamer.NewDefinitionNamer(scheme)
	return &common.Config{
		Info:              &spec.Info{InfoProps: spec.InfoProps{Title: "examples", Version: "v1"}},
		GetDefinitions:    openapi.WithSelectableFields(exampleopenapi.GetOpenAPIDefinitions, allSelectableKinds()...),
		GetDefinitionName: namer.GetDefinitionName,
	}
}

// wantExtension is the extension every kind must carry: metadata first.
func wantExtension(k selectableruntime.SelectableKind) []any {
	var out []any
	for _, f := range k.AllFields() {
		e := map[string]any{"fieldPath": f.FieldPath}
		if f.Default != "" {
			e["default"] = f.Default
		}
		if f.Description != "" {
			e["description"] = f.Description
		}
		if f.MultiValued {
			e["multiValued"] = true
		}
		out = append(out, e)
	}
	return out
}

// jsonValue round-trips v through JSON, as a client reads the document.
func jsonValue(t *testing.T, v any) any {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestOpenAPISelectableFields builds the OpenAPI v2 and v3 documents of
// every example kind with kube-openapi's builders and reads
// x-kubernetes-selectable-fields back from the kind's and list's schemas.
func TestOpenAPISelectableFields(t *testing.T) {
	scheme := newScheme(t)
	config := openAPIConfig(t, scheme)
	var names []string
	for _, k := range allSelectableKinds() {
		names = append(names, k.OpenAPIDefinitionPrefix()+"."+k.Kind)
		if k.ListKind != "" {
			names = append(names, k.OpenAPIDefinitionPrefix()+"."+k.ListKind)
		}
	}
	v2, err := builder.BuildOpenAPIDefinitionsForResources(config, names...)
	if err != nil {
		t.Fatal(err)
	}
	v3Config := &common.OpenAPIV3Config{Info: config.Info, GetDefinitions: config.GetDefinitions, GetDefinitionName: config.GetDefinitionName}
	v3, err := builder3.BuildOpenAPIDefinitionsForResources(v3Config, names...)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, k := range allSelectableKinds() {
		want := jsonValue(t, wantExtension(k))
		prefix := k.OpenAPIDefinitionPrefix()
		for _, modelName := range []string{prefix + "." + k.Kind, prefix + "." + k.ListKind} {
			if modelName == prefix+"." {
				continue
			}
			defName := mustName(config, modelName)
			v2Schema, ok := v2.Definitions[defName]
			if !ok {
				t.Fatalf("v2: no definition %s", defName)
			}
			if got := jsonValue(t, v2Schema.Extensions[openapi.Extension]); !reflect.DeepEqual(got, want) {
				t.Errorf("v2 %s: %v, want %v", defName, got, want)
			}
			v3Schema, ok := v3[defName]
			if !ok {
				t.Fatalf("v3: no schema %s", defName)
			}
			if got := jsonValue(t, v3Schema.Extensions[openapi.Extension]); !reflect.DeepEqual(got, want) {
				t.Errorf("v3 %s: %v, want %v", defName, got, want)
			}
			checked++
		}
	}
	if checked < 20 {
		t.Errorf("only %d definitions checked", checked)
	}
	// The KEP's Pod example, as it shows it.
	pod := jsonValue(t, v2.Definitions[mustName(config, "com.github.selectable-gen.selectable-gen.examples.apis.core.v1.Pod")].Extensions[openapi.Extension])
	wantPod := jsonValue(t, []any{
		map[string]any{"fieldPath": "metadata.name"},
		map[string]any{"fieldPath": "metadata.namespace"},
		map[string]any{"fieldPath": "spec.restartPolicy"},
		map[string]any{"fieldPath": "spec.serviceAccountName"},
		map[string]any{"fieldPath": "spec.nodeName"},
		map[string]any{"fieldPath": "spec.hostNetwork", "default": "false", "description": "Set to the value of the spec.securityContext.hostNetwork field"},
		map[string]any{"fieldPath": "spec.schedulerName"},
		map[string]any{"fieldPath": "status.phase"},
		map[string]any{"fieldPath": "status.nominatedNodeName"},
		map[string]any{"fieldPath": "status.podIP", "description": "Set to the value of status.podIPs[0]"},
		// Beyond the KEP: fields through lists (docs/field-selectors.md).
		map[string]any{"fieldPath": "metadata.ownerReferences.uid", "multiValued": true},
		map[string]any{"fieldPath": "spec.containers.image", "multiValued": true},
		map[string]any{"fieldPath": "status.podIPs.ip", "multiValued": true},
		map[string]any{"fieldPath": "status.ready", "description": "The status of the Ready condition: True, False or Unknown; empty when the pod has none"},
	})
	if !reflect.DeepEqual(pod, wantPod) {
		t.Errorf("Pod:\n got %v\nwant %v", pod, wantPod)
	}
}

// mustName is the key of a Go type's definition in the built documents:
// the namer's name, with '/' escaped as a JSON pointer escapes it.
func mustName(config *common.Config, goName string) string {
	name, _ := config.GetDefinitionName(goName)
	return strings.ReplaceAll(name, "/", "~1")
}

// TestOpenAPIMissingDefinition: wiring a kind whose package openapi-gen did
// not see is a clear error naming the definitions looked for: the OpenAPI
// model package's names when the package sets one, the Go package path's
// otherwise.
func TestOpenAPIMissingDefinition(t *testing.T) {
	defs := map[string]common.OpenAPIDefinition{}
	err := openapi.AddSelectableFields(defs, stablev1.SelectableKinds...)
	if err == nil || err.Error() != "no OpenAPI definition for com.github.selectable-gen.selectable-gen.examples.apis.stable.v1.Selector, "+
		"com.github.selectable-gen.selectable-gen.examples.apis.stable.v1.SelectorList; run openapi-gen on their packages" {
		t.Errorf("err = %v", err)
	}
	noModelPackage := stablev1.SelectableKinds[0]
	noModelPackage.OpenAPIModelPackage = ""
	err = openapi.AddSelectableFields(defs, noModelPackage)
	if err == nil || err.Error() != "no OpenAPI definition for github.com/selectable-gen/selectable-gen/examples/apis/stable/v1.Selector, "+
		"github.com/selectable-gen/selectable-gen/examples/apis/stable/v1.SelectorList; run openapi-gen on their packages" {
		t.Errorf("err = %v", err)
	}
}
