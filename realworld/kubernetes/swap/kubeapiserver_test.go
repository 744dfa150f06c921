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
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	restclient "k8s.io/client-go/rest"

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
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()
	servers := startKubeAPIServers(ctx, t)
	fatalAsPanic(t)
	k := &kubectlRunner{t: t, stock: &kubectl{kubeconfig: servers["stock"].kubeconfig}, generated: &kubectl{kubeconfig: servers["generated"].kubeconfig}, differed: map[string]int{}}
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
	// Two servers failing alike are alike too: most commands must print.
	if printed := k.printed.Load(); printed < int64(compared)/2 {
		t.Errorf("%d of %d kubectl commands printed something: kubectl does not run as it should", printed, compared)
	}
}

// kubeAPIServer is a running kube-apiserver: its kubeconfig (for
// kubectl) and its client configuration.
type kubeAPIServer struct {
	name, kubeconfig string
	config           *restclient.Config
}

// startKubeAPIServers builds kube-apiserver v1.37.2 stock and with the
// generated code, and starts both on one new etcd: "stock" and
// "generated". Everything stops with ctx or t's cleanups. The binaries
// stay at a fixed path in the user's cache directory, kept from run to
// run: go build -o links again only a binary whose inputs changed (the
// stock one never), where each link is seconds of CPU.
func startKubeAPIServers(ctx context.Context, t testing.TB) map[string]*kubeAPIServer {
	t.Helper()
	dir := t.TempDir()
	bin := lockedDir(t, "kube-apiserver-bin")
	if err := os.MkdirAll(bin, 0o755); err != nil {
		t.Fatal(err)
	}
	stock, patched := filepath.Join(bin, "kube-apiserver-stock"), filepath.Join(bin, "kube-apiserver-generated")
	here, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	goCommand(t, here, "build", "-o", stock, "k8s.io/kubernetes/cmd/kube-apiserver")
	t.Logf("stock kube-apiserver built in %s", time.Since(start).Round(time.Second))
	start = time.Now()
	goCommand(t, patchedKubernetes(t), "build", "-o", patched, "k8s.io/kubernetes/cmd/kube-apiserver")
	t.Logf("kube-apiserver with the generated code built in %s", time.Since(start).Round(time.Second))

	etcd, err := testserver.StartEtcd(filepath.Join(dir, "etcd"), true)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(etcd.Close)
	pki, err := testserver.LoadOrCreatePKI(filepath.Join(dir, "pki"))
	if err != nil {
		t.Fatal(err)
	}
	servers := map[string]*kubeAPIServer{}
	for _, s := range []struct{ name, binary string }{{"stock", stock}, {"generated", patched}} {
		servers[s.name] = runKubeAPIServer(ctx, t, s.name, s.binary, filepath.Join(dir, s.name), etcd.Endpoint, pki)
	}
	return servers
}

// patchedKubernetes rewrites, in a copy of k8s.io/kubernetes, the
// printers and the registries as the unchanged upstream tests have them,
// with their bridges, and returns a scratch module that replaces
// k8s.io/kubernetes with the copy (go build takes no overlay of the
// module cache's files). The copy lives at a fixed path in the user's
// cache directory (kubernetesCopy), because the go command's build cache
// keys a package by its directory: at a new path every package of
// k8s.io/kubernetes builds again (2 min 44 s here), at the same path
// only what the rewrite changed. Nothing of the copy is checked in.
func patchedKubernetes(t testing.TB) string {
	t.Helper()
	build := newScratch(t, "kube-apiserver")
	copied := kubernetesCopy(t, build.kube)
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
	t.Logf("k8s.io/kubernetes copied to %s, %d functions replaced", copied, len(replaced))
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

// kubernetesCopy is a copy of k8s.io/kubernetes (kube, in the module
// cache) at <user cache>/selectable-gen/<kube's base name>, made once:
// a file "complete" marks a finished copy. The test holds an exclusive
// lock on the directory until it ends, so two runs never rewrite it at
// once. Every run rewrites the same files again from the module cache,
// so what an earlier run left never counts.
func kubernetesCopy(t testing.TB, kube string) string {
	t.Helper()
	dir := lockedDir(t, filepath.Base(kube))
	complete := filepath.Join(dir, "complete")
	if _, err := os.Stat(complete); err == nil {
		return dir
	}
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.CopyFS(dir, os.DirFS(kube)); err != nil {
		t.Fatal(err)
	}
	writeFile(t, complete, nil)
	return dir
}

// lockedDir is <user cache>/selectable-gen/<name>, which the test holds
// an exclusive lock on until it ends (a second run waits). It and workDir
// are internal/heavy's WorkDir again: this module, at k8s.io/kubernetes'
// own pins, does not require the generator's module, whose requirements
// would move them.
func lockedDir(t testing.TB, name string) string {
	t.Helper()
	cache, err := os.UserCacheDir()
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(cache, "selectable-gen", name)
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		t.Fatal(err)
	}
	lock, err := os.OpenFile(dir+".lock", os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { lock.Close() }) // closing releases the lock
	return dir
}

// workDir is an empty directory at a fixed path for a scratch module,
// <user cache>/selectable-gen/work/<name>, where t.TempDir() would give a
// new one each run: the go command's build cache keys a package by its
// directory, so at the same path a run builds only what changed since the
// last, not every copied package and test binary again. It is emptied
// first and removed at the end.
func workDir(t testing.TB, name string) string {
	t.Helper()
	dir := lockedDir(t, filepath.Join("work", name))
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) }) // before the lock is released
	return dir
}

// runKubeAPIServer starts binary on etcd (the default prefix: both
// servers read the same objects), serving the PKI's certificate and
// trusting its client certificate, and returns a kubeconfig for it once
// it is ready. The server stops with ctx.
func runKubeAPIServer(ctx context.Context, t testing.TB, name, binary, dir, etcd string, pki *testserver.PKI) *kubeAPIServer {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	// A port found free can be taken before kube-apiserver binds it (any
	// process's outgoing connection draws from the same range): a start
	// that meets "address already in use" is tried again on another port,
	// up to three times.
	var host string
	for attempt := 1; ; attempt++ {
		var err error
		host, err = startKubeAPIServer(ctx, t, binary, dir, etcd, pki)
		if err == nil {
			break
		}
		log, _ := os.ReadFile(filepath.Join(dir, "log"))
		if attempt < 3 && bytes.Contains(log, []byte("address already in use")) {
			continue
		}
		t.Fatalf("%s kube-apiserver: %v\n%s", name, err, tail(log, 40))
	}
	kubeconfig := filepath.Join(dir, "kubeconfig")
	if err := pki.WriteKubeconfig(kubeconfig, name, host); err != nil {
		t.Fatal(err)
	}
	return &kubeAPIServer{name: name, kubeconfig: kubeconfig, config: pki.RESTConfig(host)}
}

// startKubeAPIServer starts binary on a free port, logging to dir/log,
// and returns its address once it is ready, or why it is not. The process
// stops with ctx or at the test's end.
func startKubeAPIServer(ctx context.Context, t testing.TB, binary, dir, etcd string, pki *testserver.PKI) (string, error) {
	ports, err := testserver.FreePorts(1)
	if err != nil {
		t.Fatal(err)
	}
	host := fmt.Sprintf("https://127.0.0.1:%d", ports[0])
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
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // dies with the test
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { _ = cmd.Wait(); close(done) }()
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		<-done // cmd.Wait may be called once only
		logFile.Close()
	})
	return host, testserver.WaitReady(ctx, pki.RESTConfig(host), done)
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
// Its methods may run in parallel.
type kubectlRunner struct {
	t                *testing.T
	stock, generated *kubectl
	mu               sync.Mutex
	differed         map[string]int // known differences seen, by resource
	printed          atomic.Int64   // commands printed alike with something on standard output
}

// run runs kubectl against the named server and returns what it printed
// on standard output; failing is fatal.
func (k *kubectlRunner) run(server string, args ...string) string {
	k.t.Helper()
	stdout, stderr, err := k.output(server, args...)
	if err != nil {
		k.t.Fatalf("kubectl %s (%s): %v\n%s%s", strings.Join(args, " "), server, err, stdout, stderr)
	}
	return stdout
}

// output runs kubectl against the named server: its standard output and
// its standard error.
func (k *kubectlRunner) output(server string, args ...string) (string, string, error) {
	if server == "generated" {
		return k.generated.run(args...)
	}
	return k.stock.run(args...)
}

// knownListDifferences are the resources whose lists the two servers
// print differently, with why (builtin.TableDifferences): a list of them
// may differ (a single object may not), and at least one list must, so a
// fix shows here. None is left: StorageClass's effective default is a list
// variable, FlowSchema's order a row order (docs/kubernetes.md).
var knownListDifferences = map[string]string{}

// same runs kubectl with args against both servers and reports a
// difference in what they print (exit status included), but for a list
// of a resource of knownListDifferences, whose difference it counts in
// differed. Ages tick: a difference is asked again twice before it
// counts.
func (k *kubectlRunner) same(args ...string) {
	k.t.Helper()
	alike, outputs := k.equal(args...)
	if list := len(args) > 2 && args[0] == "get" && slices.Contains(args, "-A"); list && knownListDifferences[args[1]] != "" {
		if !alike {
			k.mu.Lock()
			k.differed[args[1]]++
			k.mu.Unlock()
		}
		return
	}
	if !alike {
		k.t.Errorf("kubectl %s:\n%s", strings.Join(args, " "), outputs)
	}
}

// equal says whether both servers print alike for args (alikeOutputs)
// and, when they do not, what each printed. The two run at once, and a
// difference is asked again twice before it counts.
func (k *kubectlRunner) equal(args ...string) (bool, string) {
	k.t.Helper()
	var want, got string
	for range 3 {
		var wg sync.WaitGroup
		wg.Go(func() {
			w, wstderr, werr := k.output("stock", args...)
			want = fmt.Sprintf("%s\n(stderr: %s; error: %v)", w, wstderr, werr)
		})
		g, gstderr, gerr := k.output("generated", args...)
		got = fmt.Sprintf("%s\n(stderr: %s; error: %v)", g, gstderr, gerr)
		wg.Wait()
		if alikeOutputs(args[1], want, got) {
			if !strings.HasPrefix(want, "\n") {
				k.printed.Add(1)
			}
			return true, ""
		}
		time.Sleep(time.Second)
	}
	return false, fmt.Sprintf("stock:\n%s\ngenerated:\n%s", want, got)
}

// alikeOutputs says whether two outputs of kubectl for resource are the
// same but for ages: two commands a moment apart may print an object's
// age seconds apart, so where the words of a line differ, both must be
// ages (kubectl's 19s, 2m3s, 5d) at most ageSkew apart, every other word
// the same. componentstatuses lists in the order its probes answer
// (kube-apiserver probes in parallel), so its lines are compared sorted.
func alikeOutputs(resource, want, got string) bool {
	if want == got {
		return true
	}
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	if len(wl) != len(gl) {
		return false
	}
	if resource == "componentstatuses" {
		slices.Sort(wl)
		slices.Sort(gl)
	}
	for i := range wl {
		ww, gw := strings.Fields(wl[i]), strings.Fields(gl[i])
		if len(ww) != len(gw) {
			return false
		}
		for j := range ww {
			if ww[j] == gw[j] {
				continue
			}
			a, aok := parseAge(ww[j])
			b, bok := parseAge(gw[j])
			if !aok || !bok || a-b > ageSkew || b-a > ageSkew {
				return false
			}
		}
	}
	return true
}

// ageSkew is how far apart two ages of one object may be, printed by two
// kubectl commands run at once on a loaded machine.
const ageSkew = 3 * time.Second

// parseAge reads an age as kubectl prints it (duration.HumanDuration:
// 19s, 2m3s, 5m, 3h4m, 5d, 2y3d).
func parseAge(word string) (time.Duration, bool) {
	units := map[byte]time.Duration{'s': time.Second, 'm': time.Minute, 'h': time.Hour, 'd': 24 * time.Hour, 'y': 365 * 24 * time.Hour}
	var total time.Duration
	n, digits := 0, 0
	for i := 0; i < len(word); i++ {
		c := word[i]
		switch {
		case c >= '0' && c <= '9':
			n, digits = n*10+int(c-'0'), digits+1
		case units[c] != 0 && digits > 0:
			total += time.Duration(n) * units[c]
			n, digits = 0, 0
		default:
			return 0, false
		}
	}
	return total, digits == 0 && word != ""
}

// kubectlWorkers is how many kubectl commands run at once: each mostly
// waits for a server, so a few more than the 2 cores CI has.
const kubectlWorkers = 4

// parallel calls f(0), ..., f(n-1) on kubectlWorkers goroutines.
func parallel(n int, f func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range kubectlWorkers {
		wg.Go(func() {
			for i := range next {
				f(i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

// compareAll compares, for every resource the stock server lists,
// kubectl's plain and wide lists in every namespace, the get of each of
// its first five objects, and the lists of each published field selector
// (= and != the first object's value). It returns how many commands it
// compared.
func (k *kubectlRunner) compareAll() int {
	resources := strings.Fields(k.run("stock", "api-resources", "--verbs=list", "-o", "name"))
	sort.Strings(resources)
	commands := make([][][]string, len(resources))
	parallel(len(resources), func(i int) { commands[i] = k.commandsFor(resources[i]) })
	all := slices.Concat(commands...)
	parallel(len(all), func(i int) { k.same(all[i]...) })
	return len(all)
}

// commandsFor lists the kubectl commands compareAll compares for
// resource, reading its objects from the stock server.
func (k *kubectlRunner) commandsFor(resource string) [][]string {
	commands := [][]string{{"get", resource, "-A"}, {"get", resource, "-A", "-o", "wide"}}
	var list struct {
		Items []json.RawMessage `json:"items"`
	}
	stdout, stderr, err := k.output("stock", "get", resource, "-A", "-o", "json")
	if err == nil {
		err = json.Unmarshal([]byte(stdout), &list)
	}
	if err != nil { // on a worker goroutine: no Fatal
		k.t.Errorf("kubectl get %s -A -o json: %v\n%s", resource, err, stderr)
		return nil
	}
	d := descriptorOf(resource)
	for i, raw := range list.Items {
		var meta struct {
			Metadata struct{ Name, Namespace string } `json:"metadata"`
		}
		if err := json.Unmarshal(raw, &meta); err != nil {
			k.t.Errorf("%s: %v", resource, err)
			return nil
		}
		if i < 5 {
			commands = append(commands, []string{"get", resource, meta.Metadata.Name, "-n", meta.Metadata.Namespace, "-o", "wide"})
		}
		if d == nil || i > 0 {
			continue
		}
		obj := d.New()
		if err := json.Unmarshal(raw, obj); err != nil {
			k.t.Errorf("%s: %v", resource, err)
			return nil
		}
		for _, f := range d.AllFields() {
			value, _ := d.FieldValue(obj, f.FieldPath)
			for _, op := range []string{"=", "!="} {
				commands = append(commands, []string{"get", resource, "-A", "--field-selector", f.FieldPath + op + value})
			}
		}
	}
	return commands
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
