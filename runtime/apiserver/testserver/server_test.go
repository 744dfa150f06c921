package testserver_test

import (
	"context"
	"net/http"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/runtime/serializer"
	"k8s.io/apimachinery/pkg/version"
	genericapiserver "k8s.io/apiserver/pkg/server"
	etcd3testing "k8s.io/apiserver/pkg/storage/etcd3/testing"
	"k8s.io/client-go/dynamic"
	restclient "k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"
	"k8s.io/kube-openapi/pkg/common"
	"k8s.io/kube-openapi/pkg/validation/spec"

	serveradapter "github.com/selectable-gen/selectable-gen/runtime/apiserver"
	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"
	"github.com/selectable-gen/selectable-gen/runtime/internal/fixture/install"
	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
)

// TestStartServesTheFixture: the kit serves the fixture API from its
// descriptors over HTTPS: the PKI's client certificate gets in (and the
// written kubeconfig works), no certificate gets 401, a field selector
// on a multi-valued field and a field predicate select, the PKI is reused
// from its directory, and Wait returns once the context ends; without a
// PKI the loopback token is the only credential.
func TestStartServesTheFixture(t *testing.T) {
	_, etcd := etcd3testing.NewUnsecuredEtcd3TestClientServer(t)
	scheme := runtime.NewScheme()
	if err := install.Versioned(scheme); err != nil {
		t.Fatal(err)
	}
	metav1.AddToGroupVersion(scheme, schema.GroupVersion{Version: "v1"})
	// /scale serves autoscaling/v1 Scale.
	if err := autoscalingv1.AddToScheme(scheme); err != nil {
		t.Fatal(err)
	}
	scheme.AddKnownTypes(schema.GroupVersion{Group: autoscalingv1.GroupName, Version: runtime.APIVersionInternal}, &autoscalingv1.Scale{})
	codecs := serializer.NewCodecFactory(scheme)
	dir := t.TempDir()
	pki, err := testserver.LoadOrCreatePKI(filepath.Join(dir, "pki"))
	if err != nil {
		t.Fatal(err)
	}
	if again, err := testserver.LoadOrCreatePKI(filepath.Join(dir, "pki")); err != nil || string(again.CACert) != string(pki.CACert) {
		t.Fatalf("the PKI is not reused: %v", err)
	}
	options := func(pki *testserver.PKI, prefix string) testserver.Options {
		return testserver.Options{
			Name: "fixture", Scheme: scheme, Codecs: codecs, PKI: pki, CertDir: filepath.Join(dir, "certs"),
			EtcdServers: etcd.Transport.ServerList, EtcdPrefix: prefix, StorageVersions: install.V1,
			OpenAPI: objectDefinitions(scheme),
			Install: func(server *genericapiserver.GenericAPIServer, config *genericapiserver.RecommendedConfig) error {
				storage, err := serveradapter.NewGroupStorage(v1.Descriptors, scheme, config.RESTOptionsGetter, nil)
				if err != nil {
					return err
				}
				info := genericapiserver.NewDefaultAPIGroupInfo(install.Group, scheme, metav1.ParameterCodec, codecs)
				info.VersionedResourcesStorageMap["v1"] = storage
				return server.InstallAPIGroup(&info)
			},
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	s, err := testserver.Start(ctx, options(pki, "/kit"))
	if err != nil {
		t.Fatal(err)
	}
	kubeconfig := filepath.Join(dir, "kubeconfig")
	if err := pki.WriteKubeconfig(kubeconfig, "fixture", s.Host); err != nil {
		t.Fatal(err)
	}
	fromFile, err := clientcmd.BuildConfigFromFlags("", kubeconfig)
	if err != nil {
		t.Fatal(err)
	}
	client := dynamic.NewForConfigOrDie(fromFile).Resource(install.V1.WithResource("gizmos")).Namespace("ns")
	for _, g := range []struct{ name, parts string }{{"a", "p1,p2"}, {"b", "p3"}} {
		obj := map[string]any{"apiVersion": install.V1.String(), "kind": "Gizmo", "metadata": map[string]any{"name": g.name},
			"spec": map[string]any{"color": "red", "parts": strings.Split(g.parts, ",")}}
		if _, err := client.Create(ctx, &unstructured.Unstructured{Object: obj}, metav1.CreateOptions{}); err != nil {
			t.Fatal(err)
		}
	}
	list, err := client.List(ctx, metav1.ListOptions{FieldSelector: "spec.parts=p2"})
	if err != nil || len(list.Items) != 1 || list.Items[0].GetName() != "a" {
		t.Fatalf("spec.parts=p2: %v %v", list, err)
	}
	anonymous := &restclient.Config{Host: s.Host, TLSClientConfig: restclient.TLSClientConfig{CAData: pki.CACert}}
	if code := status(t, anonymous, "/apis/"+install.V1.String()+"/gizmos"); code != http.StatusUnauthorized {
		t.Errorf("without a certificate: %d, want 401", code)
	}
	if code := status(t, s.RESTConfig, "/apis/"+install.V1.String()+"/namespaces/ns/gizmos?fieldPredicate=object.spec.color%20in%20%5B'red'%5D"); code != http.StatusOK {
		t.Errorf("a field predicate: %d", code)
	}

	// Without a PKI: the loopback token alone.
	ctx2, cancel2 := context.WithCancel(context.Background())
	defer cancel2()
	s2, err := testserver.Start(ctx2, options(nil, "/kit-token"))
	if err != nil {
		t.Fatal(err)
	}
	if s2.RESTConfig.BearerToken == "" {
		t.Error("no loopback token")
	}
	if code := status(t, s2.RESTConfig, "/apis/"+install.V1.String()+"/gizmos"); code != http.StatusOK {
		t.Errorf("with the loopback token: %d", code)
	}
	noToken := restclient.AnonymousClientConfig(s2.RESTConfig)
	if code := status(t, noToken, "/apis/"+install.V1.String()+"/gizmos"); code != http.StatusUnauthorized {
		t.Errorf("without the token: %d, want 401", code)
	}

	cancel()
	if err := s.Wait(); err != nil {
		t.Errorf("Wait: %v", err)
	}
}

func status(t *testing.T, cfg *restclient.Config, path string) int {
	t.Helper()
	client, err := restclient.HTTPClientFor(cfg)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := client.Get(cfg.Host + path)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// objectDefinitions are OpenAPI definitions of every type the server
// names (the scheme's kinds, the generic server's own types, and the
// struct types they reach) as objects that keep unknown fields: the
// fixture has no generated definitions.
func objectDefinitions(scheme *runtime.Scheme) common.GetOpenAPIDefinitions {
	return func(common.ReferenceCallback) map[string]common.OpenAPIDefinition {
		out := map[string]common.OpenAPIDefinition{}
		var add func(t reflect.Type)
		add = func(t reflect.Type) {
			for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Map {
				t = t.Elem()
			}
			if t.Kind() != reflect.Struct || t.Name() == "" {
				return
			}
			name := t.PkgPath() + "." + t.Name()
			if named, ok := reflect.New(t).Interface().(interface{ OpenAPIModelName() string }); ok {
				name = named.OpenAPIModelName()
			}
			if _, seen := out[name]; seen {
				return
			}
			schema := spec.Schema{SchemaProps: spec.SchemaProps{Type: []string{"object"}}}
			schema.AddExtension("x-kubernetes-preserve-unknown-fields", true)
			out[name] = common.OpenAPIDefinition{Schema: schema}
			for i := range t.NumField() {
				add(t.Field(i).Type)
			}
		}
		add(reflect.TypeFor[version.Info]())
		add(reflect.TypeFor[metav1.Patch]())
		for gvk, t := range scheme.AllKnownTypes() {
			if gvk.Version != runtime.APIVersionInternal {
				add(t)
			}
		}
		return out
	}
}
