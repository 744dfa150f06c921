package swap

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/selectable-gen/selectable-gen/builtin"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"
)

// TestKubeAPIServer builds kube-apiserver v1.37.2 twice, stock and with
// the generated code in the place of its print functions, its registries'
// selectable-fields functions and its field label conversions (the same
// rewrite as the unchanged upstream tests, applied to a copy of
// k8s.io/kubernetes in a temporary directory), starts both on one
// etcd with the objects of testdata/objects.yaml, and compares what
// kubectl prints from each, byte for byte: for every resource served,
// plain and wide lists and single objects, and a list per published field
// selector (= and != the first object's value). The build is heavy:
// hack/test-kube-apiserver.sh runs it (SELECTABLE_GEN_KUBE_APISERVER=1).
func TestKubeAPIServer(t *testing.T) {
	if os.Getenv("SELECTABLE_GEN_KUBE_APISERVER") == "" {
		t.Skip("builds kube-apiserver twice: hack/test-kube-apiserver.sh runs it")
	}
	kubectl, err := exec.LookPath("kubectl")
	if err != nil {
		t.Skip("no kubectl on PATH")
	}
	dir := t.TempDir()
	stock, patched := filepath.Join(dir, "kube-apiserver-stock"), filepath.Join(dir, "kube-apiserver-generated")
	here, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	goCommand(t, here, "build", "-o", stock, "k8s.io/kubernetes/cmd/kube-apiserver")
	t.Logf("stock kube-apiserver built in %s", time.Since(start).Round(time.Second))
	start = time.Now()
	goCommand(t, patchedKubernetes(t, dir), "build", "-o", patched, "k8s.io/kubernetes/cmd/kube-apiserver")
	t.Logf("kube-apiserver with the generated code built in %s", time.Since(start).Round(time.Second))

	etcd, err := testserver.StartEtcd(filepath.Join(dir, "etcd"), true)
	if err != nil {
		t.Fatal(err)
	}
	defer etcd.Close()
	pki, err := testserver.LoadOrCreatePKI(filepath.Join(dir, "pki"))
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	servers := map[string]string{} // name → kubeconfig
	for _, s := range []struct{ name, binary string }{{"stock", stock}, {"generated", patched}} {
		servers[s.name] = runKubeAPIServer(ctx, t, s.name, s.binary, filepath.Join(dir, s.name), etcd.Endpoint, pki)
	}
	k := kubectlRunner{t: t, kubectl: kubectl, stock: servers["stock"], generated: servers["generated"], differed: map[string]int{}, last: new(string)}
	k.run("stock", "apply", "--server-side", "-f", "testdata/objects.yaml")
	k.run("stock", "apply", "--server-side", "--subresource=status", "-f", "testdata/status.yaml")

	compared := k.compareAll()
	known := 0
	for resource, why := range knownListDifferences {
		if k.differed[resource] == 0 {
			t.Errorf("%s: every list printed alike, known to differ (%s); update knownListDifferences and docs/kubernetes.md", resource, why)
		}
		known += k.differed[resource]
	}
	t.Logf("%d kubectl commands compared: %d printed alike by both servers, %d lists differ as known", compared, compared-known, known)
}

// patchedKubernetes copies k8s.io/kubernetes from the module cache into
// dir/kubernetes, rewrites there the printers and the registries as the
// unchanged upstream tests have them, with their bridges, and returns a
// scratch module that replaces k8s.io/kubernetes with the copy (go build
// takes no overlay of the module cache's files). The copy is a temporary
// directory; nothing of it is checked in.
func patchedKubernetes(t *testing.T, dir string) string {
	t.Helper()
	build := newScratch(t)
	copied := filepath.Join(dir, "kubernetes")
	if err := os.CopyFS(copied, os.DirFS(build.kube)); err != nil {
		t.Fatal(err)
	}
	patch := &scratch{t: t, dir: copied, kube: build.kube}
	var replaced []string
	replaced = append(replaced, patch.copyPackage(strings.TrimSpace(printersPkg), servedByPrinters, strings.Replace(printersBridge, "TAMPER", "false", 1))...)
	for _, pkg := range registryPackages(t, build.kube) {
		if r := patch.copyPackage(pkg, declares, strings.Replace(registriesBridge, "TAMPER", "false", 1)); len(r) == 0 {
			// copyPackage added a bridge to a package it did not change: drop it.
			if err := os.Remove(filepath.Join(copied, pkg, "zz_bridge.go")); err != nil {
				t.Fatal(err)
			}
		} else {
			replaced = append(replaced, r...)
		}
	}
	t.Logf("k8s.io/kubernetes copied, %d functions replaced", len(replaced))
	mod, err := os.OpenFile(filepath.Join(build.dir, "go.mod"), os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer mod.Close()
	if _, err := fmt.Fprintf(mod, "\nreplace k8s.io/kubernetes => %s\n", copied); err != nil {
		t.Fatal(err)
	}
	return build.dir
}

// runKubeAPIServer starts binary on etcd (the default prefix: both
// servers read the same objects), serving the PKI's certificate and
// trusting its client certificate, and returns a kubeconfig for it once
// it is ready. The server stops with ctx.
func runKubeAPIServer(ctx context.Context, t *testing.T, name, binary, dir, etcd string, pki *testserver.PKI) string {
	t.Helper()
	ports, err := testserver.FreePorts(1)
	if err != nil {
		t.Fatal(err)
	}
	host := fmt.Sprintf("https://127.0.0.1:%d", ports[0])
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, binary,
		"--etcd-servers="+etcd,
		"--bind-address=127.0.0.1", "--advertise-address=127.0.0.1", fmt.Sprintf("--secure-port=%d", ports[0]),
		"--tls-cert-file="+pki.ServerCertFile, "--tls-private-key-file="+pki.ServerKeyFile, "--client-ca-file="+pki.CAFile,
		"--service-account-issuer=https://kubernetes.default.svc", "--service-account-key-file="+pki.ServerKeyFile,
		"--service-account-signing-key-file="+pki.ServerKeyFile,
		"--authorization-mode=RBAC", "--service-cluster-ip-range=10.96.0.0/16",
		// The kubernetes service's endpoints would name a loopback address,
		// which the endpoint reconciler refuses.
		"--endpoint-reconciler-type=none",
		// No controller manager runs: nothing creates a namespace's
		// default service account, which the ServiceAccount admission
		// plugin requires of a pod.
		"--disable-admission-plugins=ServiceAccount",
		"--cert-dir="+dir,
	)
	logFile, err := os.Create(filepath.Join(dir, "log"))
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		logFile.Close()
	})
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	if err := testserver.WaitReady(ctx, pki.RESTConfig(host), done); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "log"))
		t.Fatalf("%s kube-apiserver: %v\n%s", name, err, tail(log, 40))
	}
	kubeconfig := filepath.Join(dir, "kubeconfig")
	if err := pki.WriteKubeconfig(kubeconfig, name, host); err != nil {
		t.Fatal(err)
	}
	return kubeconfig
}

// tail is the last n lines of b.
func tail(b []byte, n int) string {
	lines := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// kubectlRunner runs kubectl against the stock and the generated server.
type kubectlRunner struct {
	t                         *testing.T
	kubectl, stock, generated string
	differed                  map[string]int // known differences seen, by resource
	last                      *string        // the outputs of the last difference
}

// run runs kubectl against the named server and returns what it printed
// on standard output; failing is fatal.
func (k kubectlRunner) run(server string, args ...string) string {
	k.t.Helper()
	stdout, stderr, err := k.output(server, args...)
	if err != nil {
		k.t.Fatalf("kubectl %s (%s): %v\n%s%s", strings.Join(args, " "), server, err, stdout, stderr)
	}
	return stdout
}

// output runs kubectl against the named server: its standard output and
// its standard error but kubectl's warning of the version skew.
func (k kubectlRunner) output(server string, args ...string) (string, string, error) {
	kubeconfig := k.stock
	if server == "generated" {
		kubeconfig = k.generated
	}
	cmd := exec.Command(k.kubectl, append([]string{"--kubeconfig", kubeconfig}, args...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	var kept []string
	for _, line := range strings.Split(stderr.String(), "\n") {
		if line != "" && !strings.Contains(line, "version difference") {
			kept = append(kept, line)
		}
	}
	return stdout.String(), strings.Join(kept, "\n"), err
}

// knownListDifferences are the resources whose lists the two servers
// print differently, with why (builtin.TableDifferences): a list of them
// may differ (a single object may not), and at least one list must, so a
// fix shows here.
var knownListDifferences = map[string]string{
	"flowschemas.flowcontrol.apiserver.k8s.io": "kube-apiserver prints a list sorted by matching precedence, then name; the generated table keeps the list's order",
	"storageclasses.storage.k8s.io":            "in a list, kube-apiserver prints the newest class annotated default as `name (default)`; a generated row depends on its own object only",
}

// same runs kubectl with args against both servers and reports a
// difference in what they print (exit status included), but for a list
// of a resource of knownListDifferences, whose difference it counts in
// differed. Ages tick: a difference is asked again twice before it
// counts.
func (k kubectlRunner) same(args ...string) {
	k.t.Helper()
	if list := len(args) > 2 && args[0] == "get" && slices.Contains(args, "-A"); list && knownListDifferences[args[1]] != "" {
		if !k.equal(args...) {
			k.differed[args[1]]++
		}
		return
	}
	if !k.equal(args...) {
		k.t.Errorf("kubectl %s:\n%s", strings.Join(args, " "), *k.last)
	}
}

// equal says whether both servers print alike for args, keeping the last
// two outputs in k.last.
func (k kubectlRunner) equal(args ...string) bool {
	k.t.Helper()
	var want, got string
	for range 3 {
		w, wstderr, werr := k.output("stock", args...)
		g, gstderr, gerr := k.output("generated", args...)
		want = fmt.Sprintf("%s\n(stderr: %s; error: %v)", w, wstderr, werr)
		got = fmt.Sprintf("%s\n(stderr: %s; error: %v)", g, gstderr, gerr)
		if want == got {
			return true
		}
		time.Sleep(time.Second)
	}
	*k.last = fmt.Sprintf("stock:\n%s\ngenerated:\n%s", want, got)
	return false
}

// compareAll compares, for every resource the stock server lists,
// kubectl's plain and wide lists in every namespace, each object's own
// get, and the lists of each published field selector. It returns how
// many commands it compared.
func (k kubectlRunner) compareAll() int {
	n := 0
	resources := strings.Fields(k.run("stock", "api-resources", "--verbs=list", "-o", "name"))
	sort.Strings(resources)
	for _, resource := range resources {
		for _, wide := range [][]string{nil, {"-o", "wide"}} {
			k.same(append([]string{"get", resource, "-A"}, wide...)...)
			n++
		}
		var list struct {
			Items []json.RawMessage `json:"items"`
		}
		if err := json.Unmarshal([]byte(k.run("stock", "get", resource, "-A", "-o", "json")), &list); err != nil {
			k.t.Fatalf("%s: %v", resource, err)
		}
		d := descriptorOf(resource)
		for i, raw := range list.Items {
			var meta struct {
				Metadata struct{ Name, Namespace string } `json:"metadata"`
			}
			if err := json.Unmarshal(raw, &meta); err != nil {
				k.t.Fatal(err)
			}
			if i < 5 {
				k.same("get", resource, meta.Metadata.Name, "-n", meta.Metadata.Namespace, "-o", "wide")
				n++
			}
			if d == nil || i > 0 {
				continue
			}
			obj := d.New()
			if err := json.Unmarshal(raw, obj); err != nil {
				k.t.Fatalf("%s: %v", resource, err)
			}
			for _, f := range d.AllFields() {
				value, _ := d.FieldValue(obj, f.FieldPath)
				for _, op := range []string{"=", "!="} {
					k.same("get", resource, "-A", "--field-selector", f.FieldPath+op+value)
					n++
				}
			}
		}
	}
	return n
}

// descriptorOf is builtin's descriptor of a resource named as
// kubectl api-resources -o name names it (pods, deployments.apps).
func descriptorOf(resource string) *selectableruntime.Descriptor {
	name, group, _ := strings.Cut(resource, ".")
	for _, v := range builtin.ServedGroupVersions {
		for _, d := range builtin.Descriptors {
			if d.Group == group && d.Resource == name && d.Group == v.Group && d.Version == v.Version {
				return d
			}
		}
	}
	return nil
}
