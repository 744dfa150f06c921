package faults

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apiserver/pkg/storage/cacher/consistency"
	restclient "k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"

	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// mode is one way a replica serves the kinds; every replica serves all
// three side by side, each on a port of its own.
type mode struct {
	name    string
	options server.Options
}

var modes = []mode{
	{name: "cache+indexes"},
	{name: "cache", options: server.Options{NoIndexes: true}},
	{name: "etcd", options: server.Options{DisableWatchCache: true}},
}

// consistencyCheckPeriod is how often kube-apiserver's watch-cache
// consistency checker compares each cache with etcd in a replica
// (upstream: five minutes); it panics on a difference
// (KUBE_WATCHCACHE_CONSISTENCY_CHECKER), which the suite sees as a
// replica exiting by itself.
const consistencyCheckPeriod = 2 * time.Second

// replica role: three servers (the modes) on the etcd cluster.
func runReplica() {
	consistency.CheckPeriod = consistencyCheckPeriod
	dir := os.Getenv("FAULTS_REPLICA_DIR")
	endpoints := strings.Split(os.Getenv("FAULTS_ETCD_ENDPOINTS"), ",")
	ports := strings.Split(os.Getenv("FAULTS_REPLICA_PORTS"), ",")
	wrongTrigger := os.Getenv("FAULTS_WRONG_TRIGGER") == "true"
	ctx := context.Background()
	for i, m := range modes {
		o := m.options
		o.DataDir = filepath.Join(dir, m.name)
		o.EtcdServers = endpoints
		port, err := strconv.Atoi(ports[i])
		must(err)
		o.SecurePort = port
		if wrongTrigger && !o.NoIndexes && !o.DisableWatchCache {
			o.EditDescriptor = wrongColor
		}
		_, err = server.Start(ctx, o)
		must(err)
	}
	ready()
	waitForever()
}

// wrongColor is the negative control's broken descriptor: the value the
// trigger and the index of spec.color compute is not the field's.
func wrongColor(d *selectableruntime.Descriptor) {
	if d.Kind != "Selector" {
		return
	}
	value := d.FieldValue
	d.FieldValue = func(obj runtime.Object, field string) (string, bool) {
		v, ok := value(obj, field)
		if field == "spec.color" {
			v = strings.ToUpper(v)
		}
		return v, ok
	}
}

// replica is one replica process and its three servers' client configs.
type replica struct {
	*child
	index   int
	configs []*restclient.Config // by mode
}

func startReplicas(dir string, etcd *etcdCluster, n int, wrongTrigger bool) ([]*replica, error) {
	var out []*replica
	errs := make(chan error, n)
	for i := range n {
		ports, err := freePorts(len(modes))
		if err != nil {
			return nil, err
		}
		var p []string
		for _, port := range ports {
			p = append(p, strconv.Itoa(port))
		}
		rdir := filepath.Join(dir, fmt.Sprintf("replica-%d", i))
		r := &replica{index: i, child: &child{
			name:    fmt.Sprintf("replica %d", i),
			logPath: filepath.Join(dir, fmt.Sprintf("replica-%d.log", i)),
			env: []string{
				roleEnv + "=replica",
				"FAULTS_REPLICA_DIR=" + rdir,
				"FAULTS_ETCD_ENDPOINTS=" + strings.Join(etcd.endpoints, ","),
				"FAULTS_REPLICA_PORTS=" + strings.Join(p, ","),
				"FAULTS_WRONG_TRIGGER=" + strconv.FormatBool(wrongTrigger),
				"KUBE_WATCHCACHE_CONSISTENCY_CHECKER=true",
			},
		}}
		out = append(out, r)
		go func() { errs <- r.start() }()
	}
	var err error
	for range n {
		if e := <-errs; e != nil && err == nil {
			err = e
		}
	}
	if err != nil {
		for _, r := range out {
			r.kill()
		}
		return nil, err
	}
	for _, r := range out {
		for _, m := range modes {
			cfg, err := clientcmd.BuildConfigFromFlags("", filepath.Join(dir, fmt.Sprintf("replica-%d", r.index), m.name, "kubeconfig"))
			if err != nil {
				return nil, err
			}
			cfg.QPS, cfg.Burst = 1000, 1000
			r.configs = append(r.configs, cfg)
		}
	}
	return out, nil
}
