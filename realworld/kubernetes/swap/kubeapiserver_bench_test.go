package swap

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/client-go/kubernetes"
	restclient "k8s.io/client-go/rest"
)

// BenchmarkKubeAPIServer compares the two servers of TestKubeAPIServer,
// stock kube-apiserver v1.37.2 and the one built with the generated code,
// on the requests the generated code serves: kubectl get pods of 1,000
// pods as a Table, and a field-selected list as a Table (spec.nodeName,
// 100 of the 1,000). Each sub-benchmark is one server; besides the
// client's time per request it reports the server's allocations
// (server-allocs/op) and CPU (server-cpu-ms/op) per request, from the
// server's own /metrics (go_memstats_mallocs_total,
// process_cpu_seconds_total). hack/bench-kube-apiserver.sh runs it and
// compares the two with benchstat (docs/performance.md). The servers
// start once per test binary and serve every -count.
func BenchmarkKubeAPIServer(b *testing.B) {
	if os.Getenv("SELECTABLE_GEN_KUBE_APISERVER") == "" {
		b.Skip("builds kube-apiserver twice: hack/bench-kube-apiserver.sh runs it")
	}
	servers := benchServers(b)
	queries := []struct{ name, query string }{
		{"pods-table", ""},
		{"pods-field-selected-table", "?fieldSelector=spec.nodeName%3Dnode-3"},
	}
	for _, q := range queries {
		for _, name := range []string{"stock", "generated"} {
			s := servers[name]
			b.Run(q.name+"/impl="+name, func(b *testing.B) {
				url := s.config.Host + "/api/v1/namespaces/" + benchNamespace + "/pods" + q.query
				base := s.metrics(b) // a scrape's own cost, measured between two scrapes
				before := s.metrics(b)
				scrape := before.sub(base)
				for b.Loop() {
					s.getTable(b, url)
				}
				after := s.metrics(b)
				used := after.sub(before).sub(scrape)
				b.ReportMetric(used.mallocs/float64(b.N), "server-allocs/op")
				b.ReportMetric(used.cpuSeconds*1000/float64(b.N), "server-cpu-ms/op")
			})
		}
	}
}

// benchNamespace holds the benchmark's pods; benchPods is how many.
const (
	benchNamespace = "bench"
	benchPods      = 1000
)

// benchServer is a running server with an HTTP client for it.
type benchServer struct {
	*kubeAPIServer
	client *http.Client
}

var (
	benchOnce    sync.Once
	benchStarted map[string]*benchServer
	// benchCleanups stop the servers when the test binary ends (TestMain).
	benchCleanups []func()
)

// benchServers starts both servers and stores the pods, once per test
// binary: a benchmark runs once per -count, and each run would otherwise
// build and start everything again.
func benchServers(b *testing.B) map[string]*benchServer {
	benchOnce.Do(func() {
		tb := processTB{b}
		ctx, cancel := context.WithCancel(context.Background())
		benchCleanups = append(benchCleanups, cancel)
		started := map[string]*benchServer{}
		for name, s := range startKubeAPIServers(ctx, tb) {
			client, err := restclient.HTTPClientFor(s.config)
			if err != nil {
				b.Fatal(err)
			}
			started[name] = &benchServer{kubeAPIServer: s, client: client}
		}
		storeBenchPods(b, started["stock"].config)
		// The generated server reads the same etcd through its watch
		// cache: wait until it lists every pod.
		cs := kubernetes.NewForConfigOrDie(started["generated"].config)
		for deadline := time.Now().Add(time.Minute); ; time.Sleep(200 * time.Millisecond) {
			list, err := cs.CoreV1().Pods(benchNamespace).List(context.Background(), metav1.ListOptions{})
			if err == nil && len(list.Items) == benchPods {
				break
			}
			if time.Now().After(deadline) {
				b.Fatalf("the generated server does not list the %d pods: %v", benchPods, err)
			}
		}
		benchStarted = started
	})
	if benchStarted == nil {
		b.Fatal("the servers did not start (see the first run)")
	}
	return benchStarted
}

// processTB is b, but its cleanups run when the test binary ends
// (TestMain) rather than when b's run does.
type processTB struct{ testing.TB }

func (p processTB) Cleanup(f func()) { benchCleanups = append(benchCleanups, f) }

func (p processTB) TempDir() string {
	dir, err := os.MkdirTemp("", "kube-apiserver-bench")
	if err != nil {
		p.Fatal(err)
	}
	p.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

func TestMain(m *testing.M) {
	code := m.Run()
	for i := len(benchCleanups) - 1; i >= 0; i-- {
		benchCleanups[i]()
	}
	os.Exit(code)
}

// storeBenchPods creates the namespace and the pods, with the statuses
// that take printPod's branches: running and ready, restarted, crash
// looping, completed init containers, succeeded, terminating.
func storeBenchPods(b *testing.B, config *restclient.Config) {
	config = restclient.CopyConfig(config)
	config.QPS, config.Burst = 1000, 1000 // no client-side throttling
	cs := kubernetes.NewForConfigOrDie(config)
	ctx := context.Background()
	if _, err := cs.CoreV1().Namespaces().Create(ctx, &corev1.Namespace{ObjectMeta: metav1.ObjectMeta{Name: benchNamespace}}, metav1.CreateOptions{}); err != nil {
		b.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make(chan error, benchPods)
	work := make(chan int)
	for range 8 {
		wg.Go(func() {
			for i := range work {
				pod := benchPod(i)
				created, err := cs.CoreV1().Pods(benchNamespace).Create(ctx, pod, metav1.CreateOptions{})
				if err == nil {
					created.Status = pod.Status
					_, err = cs.CoreV1().Pods(benchNamespace).UpdateStatus(ctx, created, metav1.UpdateOptions{})
				}
				if err != nil {
					errs <- fmt.Errorf("pod %d: %w", i, err)
				}
			}
		})
	}
	for i := range benchPods {
		work <- i
	}
	close(work)
	wg.Wait()
	close(errs)
	for err := range errs {
		b.Fatal(err)
	}
}

// benchPod is pod i: on node node-<i%10>, an init container and two
// containers whose statuses vary with i.
func benchPod(i int) *corev1.Pod {
	started := metav1.NewTime(time.Date(2026, 11, 1, 0, 0, i%60, 0, time.UTC))
	container := func(name string, port int32) corev1.Container {
		return corev1.Container{Name: name, Image: "registry.example/" + name + ":1",
			Ports: []corev1.ContainerPort{{ContainerPort: port}}}
	}
	pod := &corev1.Pod{
		ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("pod-%04d", i), Labels: map[string]string{"app": "bench", "shard": strconv.Itoa(i % 7)}},
		Spec: corev1.PodSpec{
			NodeName:       fmt.Sprintf("node-%d", i%10),
			InitContainers: []corev1.Container{container("init", 8080)},
			Containers:     []corev1.Container{container("app", 8081), container("sidecar", 8082)},
			ReadinessGates: []corev1.PodReadinessGate{{ConditionType: "example.com/ready"}},
		},
	}
	pod.Spec.Containers[1].ReadinessProbe = &corev1.Probe{ProbeHandler: corev1.ProbeHandler{
		HTTPGet: &corev1.HTTPGetAction{Path: "/ready", Port: intstr.FromInt32(8082)}}}
	running := corev1.ContainerState{Running: &corev1.ContainerStateRunning{StartedAt: started}}
	terminated := func(reason string, code int32) corev1.ContainerState {
		return corev1.ContainerState{Terminated: &corev1.ContainerStateTerminated{Reason: reason, ExitCode: code,
			StartedAt: started, FinishedAt: started}}
	}
	status := corev1.PodStatus{
		Phase:  corev1.PodRunning,
		PodIP:  fmt.Sprintf("10.0.%d.%d", i/250, i%250+1),
		PodIPs: []corev1.PodIP{{IP: fmt.Sprintf("10.0.%d.%d", i/250, i%250+1)}},
		Conditions: []corev1.PodCondition{
			{Type: corev1.PodReady, Status: corev1.ConditionTrue},
			{Type: "example.com/ready", Status: corev1.ConditionTrue},
		},
		InitContainerStatuses: []corev1.ContainerStatus{{Name: "init", State: terminated("Completed", 0), Ready: true}},
		ContainerStatuses: []corev1.ContainerStatus{
			{Name: "app", State: running, Ready: true, RestartCount: int32(i % 3)},
			{Name: "sidecar", State: running, Ready: true},
		},
	}
	if i%3 != 0 {
		status.ContainerStatuses[0].LastTerminationState = terminated("Error", 1)
	}
	switch {
	case i%50 == 0:
		status.Phase = corev1.PodSucceeded
		status.ContainerStatuses[0].State, status.ContainerStatuses[0].Ready = terminated("Completed", 0), false
		status.ContainerStatuses[1].State, status.ContainerStatuses[1].Ready = terminated("Completed", 0), false
	case i%7 == 0:
		status.ContainerStatuses[1].State = corev1.ContainerState{Waiting: &corev1.ContainerStateWaiting{Reason: "CrashLoopBackOff"}}
		status.ContainerStatuses[1].Ready = false
		status.Conditions[0].Status = corev1.ConditionFalse
	}
	pod.Status = status
	return pod
}

// getTable gets url as a Table, as kubectl get does, and reads the whole
// answer.
func (s *benchServer) getTable(b *testing.B, url string) {
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		b.Fatal(err)
	}
	req.Header.Set("Accept", "application/json;as=Table;v=v1;g=meta.k8s.io,application/json")
	resp, err := s.client.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, resp.Body)
	if err != nil || resp.StatusCode != http.StatusOK || n == 0 {
		b.Fatalf("GET %s: %d, %d bytes, %v", url, resp.StatusCode, n, err)
	}
}

// serverMetrics are a server's process counters at one moment.
type serverMetrics struct{ mallocs, cpuSeconds float64 }

func (m serverMetrics) sub(o serverMetrics) serverMetrics {
	return serverMetrics{mallocs: m.mallocs - o.mallocs, cpuSeconds: m.cpuSeconds - o.cpuSeconds}
}

// metrics reads the server's allocation and CPU counters from /metrics.
func (s *benchServer) metrics(b *testing.B) serverMetrics {
	resp, err := s.client.Get(s.config.Host + "/metrics")
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	var m serverMetrics
	found := 0
	scanner := bufio.NewScanner(resp.Body)
	scanner.Buffer(make([]byte, 1<<20), 1<<20)
	for scanner.Scan() {
		name, value, ok := strings.Cut(scanner.Text(), " ")
		var into *float64
		switch name {
		case "go_memstats_mallocs_total":
			into = &m.mallocs
		case "process_cpu_seconds_total":
			into = &m.cpuSeconds
		}
		if !ok || into == nil {
			continue
		}
		if *into, err = strconv.ParseFloat(value, 64); err != nil {
			b.Fatalf("/metrics: %s: %v", name, err)
		}
		found++
	}
	if err := scanner.Err(); err != nil || found != 2 {
		b.Fatalf("/metrics: %d of go_memstats_mallocs_total and process_cpu_seconds_total found (%v)", found, err)
	}
	return m
}
