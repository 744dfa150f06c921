package builtin_test

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
	apiregistrationv1 "k8s.io/kube-aggregator/pkg/apis/apiregistration/v1"
	"k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/validation/spec"

	"github.com/selectable-gen/selectable-gen/builtin"
	builtinopenapi "github.com/selectable-gen/selectable-gen/builtin/openapi"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	selectableopenapi "github.com/selectable-gen/selectable-gen/runtime/openapi"
)

// enabledByDefault are the group versions kube-apiserver 1.37 serves
// without --runtime-config: kubernetes/kubernetes pkg/controlplane
// instance.go DefaultAPIResourceConfigSource enables the stable group
// versions (genericStableAPIGroupVersionsEnabledByDefault and
// stableAPIGroupVersionsEnabledByDefault, read at v1.36.2) and disables
// every beta and alpha one (KEP-3136; no legacy beta resource is left).
// 1.37 adds storagemigration.k8s.io/v1, new in k8s.io/api v0.37 as a
// stable version. admission.k8s.io/v1 and apidiscovery.k8s.io/v2 are
// payloads of webhooks and of discovery, not served group versions.
var enabledByDefault = []schema.GroupVersion{
	{Group: "admissionregistration.k8s.io", Version: "v1"},
	{Group: "", Version: "v1"},
	{Group: "authentication.k8s.io", Version: "v1"},
	{Group: "authorization.k8s.io", Version: "v1"},
	{Group: "certificates.k8s.io", Version: "v1"},
	{Group: "coordination.k8s.io", Version: "v1"},
	{Group: "events.k8s.io", Version: "v1"},
	{Group: "rbac.authorization.k8s.io", Version: "v1"},
	{Group: "flowcontrol.apiserver.k8s.io", Version: "v1"},
	{Group: "apps", Version: "v1"},
	{Group: "autoscaling", Version: "v1"},
	{Group: "autoscaling", Version: "v2"},
	{Group: "batch", Version: "v1"},
	{Group: "discovery.k8s.io", Version: "v1"},
	{Group: "networking.k8s.io", Version: "v1"},
	{Group: "node.k8s.io", Version: "v1"},
	{Group: "policy", Version: "v1"},
	{Group: "resource.k8s.io", Version: "v1"},
	{Group: "storage.k8s.io", Version: "v1"},
	{Group: "scheduling.k8s.io", Version: "v1"},
	{Group: "storagemigration.k8s.io", Version: "v1"},
	// Served by the two servers kube-apiserver chains with its own, from
	// types outside k8s.io/api: the apiextensions server
	// (k8s.io/apiextensions-apiserver pkg/apiserver, REST storage for
	// customresourcedefinitions in v1 only) and the aggregator
	// (k8s.io/kube-aggregator pkg/registry/apiservice/rest, storage for
	// apiservices in v1 only; v1beta1 has none), read at v0.37.2.
	{Group: "apiextensions.k8s.io", Version: "v1"},
	{Group: "apiregistration.k8s.io", Version: "v1"},
}

// addToScheme registers the kinds of every module whose types
// kube-apiserver serves: k8s.io/api (client-go's scheme),
// k8s.io/apiextensions-apiserver and k8s.io/kube-aggregator.
var addToScheme = runtime.SchemeBuilder{
	clientgoscheme.AddToScheme,
	apiextensionsv1.AddToScheme,
	apiregistrationv1.AddToScheme,
}

// notListed are the kinds those group versions register that are not
// resources a field selector can list: each with its reason (the REST
// storage kube-apiserver installs for it, pkg/registry).
var notListed = map[string]string{
	"/v1/List":                                         "a generic list of objects, not a resource",
	"/v1/Binding":                                      "create-only: the bindings resource and pods/binding",
	"/v1/PodAttachOptions":                             "options of the pods/attach subresource",
	"/v1/PodExecOptions":                               "options of the pods/exec subresource",
	"/v1/PodLogOptions":                                "options of the pods/log subresource",
	"/v1/PodPortForwardOptions":                        "options of the pods/portforward subresource",
	"/v1/PodProxyOptions":                              "options of the pods/proxy subresource",
	"/v1/NodeProxyOptions":                             "options of the nodes/proxy subresource",
	"/v1/ServiceProxyOptions":                          "options of the services/proxy subresource",
	"/v1/RangeAllocation":                              "the server's own allocation record, never served",
	"/v1/SerializedReference":                          "an annotation's payload, never served",
	"authentication.k8s.io/v1/TokenRequest":            "the serviceaccounts/token subresource (create-only)",
	"authentication.k8s.io/v1/TokenReview":             "create-only",
	"authentication.k8s.io/v1/SelfSubjectReview":       "create-only",
	"authorization.k8s.io/v1/SubjectAccessReview":      "create-only",
	"authorization.k8s.io/v1/SelfSubjectAccessReview":  "create-only",
	"authorization.k8s.io/v1/LocalSubjectAccessReview": "create-only",
	"authorization.k8s.io/v1/SelfSubjectRulesReview":   "create-only",
	"autoscaling/v1/Scale":                             "the /scale subresource of other kinds",
	"policy/v1/Eviction":                               "the pods/eviction subresource (create-only)",
	"apiextensions.k8s.io/v1/ConversionReview":         "the payload of conversion webhooks, never served",
}

// TestDeclarationsComplete: every kind registered in the schemes of
// k8s.io/api, k8s.io/apiextensions-apiserver and k8s.io/kube-aggregator
// for a group version kube-apiserver serves by default, and listable, has
// a declaration, and nothing else has one.
func TestDeclarationsComplete(t *testing.T) {
	scheme := runtime.NewScheme()
	if err := addToScheme.AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	declared := map[string]*selectableruntime.Descriptor{}
	for _, d := range builtin.Descriptors {
		declared[key(d)] = d
	}
	served := map[string]bool{}
	for _, gv := range enabledByDefault {
		types := scheme.KnownTypes(gv)
		if len(types) == 0 {
			t.Errorf("no scheme registers a kind for %s", gv)
		}
		for kind, typ := range types {
			if typ.PkgPath() == reflect.TypeOf(metav1.Status{}).PkgPath() || strings.HasSuffix(kind, "List") && types[strings.TrimSuffix(kind, "List")] != nil {
				continue // meta's options and events, and list kinds
			}
			k := gv.Group + "/" + gv.Version + "/" + kind
			if reason, ok := notListed[k]; ok {
				if declared[k] != nil {
					t.Errorf("%s is declared, but it is not listed: %s", k, reason)
				}
				continue
			}
			served[k] = true
			if declared[k] == nil {
				t.Errorf("%s (%s) is served by kube-apiserver 1.37 but has no declaration in builtin/", k, typ)
			}
		}
	}
	for k, d := range declared {
		if !served[k] {
			t.Errorf("%s is declared but not served by default", k)
		}
		if d.ListKind == "" {
			t.Errorf("%s: its list kind is not declared", k)
		}
	}
	for k := range notListed {
		if served[k] {
			t.Errorf("notListed has %s", k)
		}
	}
	if len(served) != len(builtin.Descriptors) {
		t.Errorf("%d kinds served, %d declared", len(served), len(builtin.Descriptors))
	}
}

// TestDeclaredScopes: each declaration's scope is the one its type carries
// (+genclient:nonNamespaced, in k8s.io/api or the module that defines it),
// and its Go type the kind's.
func TestDeclaredScopes(t *testing.T) {
	for _, d := range builtin.Descriptors {
		typ := reflect.TypeOf(d.New()).Elem()
		if typ.Name() != d.Kind || typ.PkgPath() != d.GoPackage {
			t.Errorf("%s: New gives %s.%s", key(d), typ.PkgPath(), typ.Name())
		}
		cluster := slices.Contains(typeCommentLines(t, packageDir(t, d.GoPackage), d.Kind), "+genclient:nonNamespaced")
		if cluster == d.Namespaced {
			t.Errorf("%s: declared namespaced=%v, k8s.io/api says cluster-scoped=%v", key(d), d.Namespaced, cluster)
		}
	}
}

// TestOpenAPIKeys: the x-kubernetes-selectable-fields values are keyed as
// openapi-gen keys the definitions of k8s.io/api, k8s.io/apiextensions-apiserver
// and k8s.io/kube-aggregator (each type's OpenAPIModelName), and
// builtin/openapi adds them to such definitions.
func TestOpenAPIKeys(t *testing.T) {
	values := builtin.OpenAPISelectableFields()
	defs := map[string]common.OpenAPIDefinition{}
	for _, d := range builtin.Descriptors {
		for _, obj := range []runtime.Object{d.New(), d.NewList()} {
			named, ok := obj.(interface{ OpenAPIModelName() string })
			if !ok {
				t.Fatalf("%T has no OpenAPIModelName", obj)
			}
			name := named.OpenAPIModelName()
			if _, ok := values[name]; !ok {
				t.Errorf("no x-kubernetes-selectable-fields for %s", name)
			}
			defs[name] = common.OpenAPIDefinition{Schema: spec.Schema{}}
		}
	}
	if len(values) != len(defs) {
		t.Errorf("%d values, %d definitions", len(values), len(defs))
	}
	if err := builtinopenapi.AddSelectableFields(defs); err != nil {
		t.Fatal(err)
	}
	pod := defs["io.k8s.api.core.v1.Pod"].Schema.Extensions[selectableopenapi.Extension].([]any)
	var paths []string
	for _, f := range pod {
		paths = append(paths, f.(map[string]any)["fieldPath"].(string))
	}
	want := "metadata.name metadata.namespace spec.nodeName spec.restartPolicy spec.schedulerName spec.serviceAccountName spec.hostNetwork status.phase status.podIP status.nominatedNodeName spec.host"
	if got := strings.Join(paths, " "); got != want {
		t.Errorf("Pod's x-kubernetes-selectable-fields: %s\nwant %s", got, want)
	}
	// The kinds served from outside k8s.io/api, under their modules' names.
	for _, name := range []string{
		"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinition",
		"io.k8s.apiextensions-apiserver.pkg.apis.apiextensions.v1.CustomResourceDefinitionList",
		"io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIService",
		"io.k8s.kube-aggregator.pkg.apis.apiregistration.v1.APIServiceList",
	} {
		var paths []string
		for _, f := range values[name] {
			paths = append(paths, f.FieldPath)
		}
		if got := strings.Join(paths, " "); got != "metadata.name metadata.namespace" {
			t.Errorf("%s: x-kubernetes-selectable-fields %q, want metadata.name and metadata.namespace", name, got)
		}
	}
}

// typeCommentLines are the comment lines above the declaration of type
// name in the Go package in dir, up to the previous declaration: the
// type's comment and the block before it, where k8s.io/api keeps its
// +genclient tags. Each is trimmed of "//" and spaces.
func typeCommentLines(t *testing.T, dir, name string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(string(data), "\n")
		for i, l := range lines {
			if !strings.HasPrefix(l, "type "+name+" struct") {
				continue
			}
			var out []string
			for j := i - 1; j >= 0; j-- {
				c := strings.TrimSpace(lines[j])
				if c != "" && !strings.HasPrefix(c, "//") {
					break
				}
				out = append(out, strings.TrimSpace(strings.TrimPrefix(c, "//")))
			}
			return out
		}
	}
	t.Fatalf("no type %s in %s", name, dir)
	return nil
}
