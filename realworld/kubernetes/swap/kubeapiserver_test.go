package swap

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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
// rewrite as the unchanged upstream tests, given to go build as an
// overlay: no copy of k8s.io/kubernetes is written), starts both on one
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
	goCommand(t, here, "build", "-overlay", overlay(t, filepath.Join(dir, "overlay")), "-o", patched, "k8s.io/kubernetes/cmd/kube-apiserver")
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
	k := kubectlRunner{t: t, kubectl: kubectl, stock: servers["stock"], generated: servers["generated"]}
	k.run("stock", "apply", "--server-side", "-f", "testdata/objects.yaml")
	k.run("stock", "apply", "--server-side", "--subresource=status", "-f", "testdata/status.yaml")

	compared := k.compareAll()
	t.Logf("%d kubectl commands printed alike by both servers", compared)
}

// overlay writes the rewritten files and the bridges into dir and the
// go build overlay that puts them in k8s.io/kubernetes' packages.
func overlay(t *testing.T, dir string) string {
	t.Helper()
	s := newScratch(t)
	s.dir = dir // the copies go here: the overlay names them
	replace := map[string]string{}
	add := func(pkg string, declares func(string, string) bool, bridge string) {
		if r := s.copyPackage(pkg, declares, bridge); len(r) == 0 {
			return
		}
		entries, err := os.ReadDir(filepath.Join(dir, pkg))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			if strings.HasSuffix(e.Name(), "_test.go") {
				continue
			}
			copied := filepath.Join(dir, pkg, e.Name())
			original := filepath.Join(s.kube, pkg, e.Name())
			if before, err := os.ReadFile(original); err == nil {
				if after, _ := os.ReadFile(copied); bytes.Equal(before, after) {
					continue
				}
			}
			replace[original] = copied
		}
	}
	add(strings.TrimSpace(printersPkg), servedByPrinters, strings.Replace(printersBridge, "TAMPER", "false", 1))
	for _, pkg := range registryPackages(t, s.kube) {
		add(pkg, declares, strings.Replace(registriesBridge, "TAMPER", "false", 1))
	}
	data, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "overlay.json")
	writeFile(t, path, data)
	t.Logf("overlay: %d files of k8s.io/kubernetes replaced or added", len(replace))
	return path
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
}

// run runs kubectl against the named server and returns its output;
// failing is fatal.
func (k kubectlRunner) run(server string, args ...string) string {
	k.t.Helper()
	out, err := k.output(server, args...)
	if err != nil {
		k.t.Fatalf("kubectl %s (%s): %v\n%s", strings.Join(args, " "), server, err, out)
	}
	return out
}

func (k kubectlRunner) output(server string, args ...string) (string, error) {
	kubeconfig := k.stock
	if server == "generated" {
		kubeconfig = k.generated
	}
	cmd := exec.Command(k.kubectl, append([]string{"--kubeconfig", kubeconfig}, args...)...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	// kubectl warns on stderr of the version skew; the rest compares.
	var kept []string
	for _, line := range strings.Split(stderr.String(), "\n") {
		if line != "" && !strings.Contains(line, "version difference") {
			kept = append(kept, line)
		}
	}
	return stdout.String() + strings.Join(kept, "\n"), err
}

// same runs kubectl with args against both servers and reports a
// difference in what they print (exit status included). Ages tick: a
// difference is asked again twice before it counts.
func (k kubectlRunner) same(args ...string) {
	k.t.Helper()
	var want, got string
	for range 3 {
		w, werr := k.output("stock", args...)
		g, gerr := k.output("generated", args...)
		want, got = fmt.Sprintf("%s\n(error: %v)", w, werr), fmt.Sprintf("%s\n(error: %v)", g, gerr)
		if want == got {
			return
		}
		time.Sleep(time.Second)
	}
	k.t.Errorf("kubectl %s:\nstock:\n%s\ngenerated:\n%s", strings.Join(args, " "), want, got)
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
