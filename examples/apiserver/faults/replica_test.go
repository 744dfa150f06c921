package faults

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	utilfeature "k8s.io/apiserver/pkg/util/feature"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apiserver/pkg/storage/cacher/consistency"
	restclient "k8s.io/client-go/rest"
	"k8s.io/client-go/tools/clientcmd"

	stablev1 "github.com/selectable-gen/selectable-gen/examples/apis/stable/v1"
	"github.com/selectable-gen/selectable-gen/examples/apiserver/server"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	"github.com/selectable-gen/selectable-gen/runtime/apiserver/testserver"
	"github.com/selectable-gen/selectable-gen/runtime/predicate"
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
	broken := os.Getenv("FAULTS_BROKEN") == "true"
	// FAULTS_FEATURE_GATES: k8s.io/apiserver's feature gates for the
	// replicas, as --feature-gates takes them (the next minor's watch
	// cache gates, compat's TestFaultsAtTheNextMinor).
	if gates := os.Getenv("FAULTS_FEATURE_GATES"); gates != "" {
		must(utilfeature.DefaultMutableFeatureGate.Set(gates))
	}
	ctx := context.Background()
	for i, m := range modes {
		o := m.options
		o.DataDir = filepath.Join(dir, m.name)
		o.EtcdServers = endpoints
		port, err := strconv.Atoi(ports[i])
		must(err)
		o.SecurePort = port
		if broken {
			// The negative control: a wrong trigger and index value where
			// they are used, a set merged across resource versions on the
			// cache without indexes; etcd stays right, as the control's
			// reference.
			switch m.name {
			case "cache+indexes":
				o.EditDescriptor = wrongColor
			case "cache":
				o.WrapHandler = mixedSetMerge
			}
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

// mixedSetMerge answers a set predicate list at resourceVersion=0
// (object.spec.<field> in [...]) as a merge that mixes resource versions
// would: one list per value, the first at resourceVersion=0 and the others
// a moment later from etcd, all stamped with the first's resourceVersion.
// Everything else goes to the server as it is.
func mixedSetMerge(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		field, values, ok := setPredicate(q.Get(predicate.Parameter))
		if !ok || r.Method != http.MethodGet || !strings.HasSuffix(r.URL.Path, "/selectors") ||
			q.Get("watch") != "" || q.Get("resourceVersion") != "0" {
			next.ServeHTTP(w, r)
			return
		}
		var merged stablev1.SelectorList
		for i, v := range values {
			sub := r.Clone(r.Context())
			sq := url.Values{"fieldSelector": {field + "=" + v}}
			if i == 0 {
				sq.Set("resourceVersion", "0")
			}
			sub.URL.RawQuery = sq.Encode()
			sub.RequestURI = sub.URL.RequestURI()
			rec := httptest.NewRecorder()
			next.ServeHTTP(rec, sub)
			var list stablev1.SelectorList
			if rec.Code != http.StatusOK || json.Unmarshal(rec.Body.Bytes(), &list) != nil {
				w.WriteHeader(rec.Code)
				w.Write(rec.Body.Bytes())
				return
			}
			if i == 0 {
				merged.TypeMeta, merged.ListMeta = list.TypeMeta, list.ListMeta
				// Writes land between the first list and the others (half
				// a second: dozens of them, so nearly every such list is
				// a mix).
				time.Sleep(500 * time.Millisecond)
			}
			merged.Items = append(merged.Items, list.Items...)
		}
		slices.SortFunc(merged.Items, func(a, b stablev1.Selector) int { return strings.Compare(a.Name, b.Name) })
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(&merged)
	})
}

// setPredicate reads "object.<field> in ['a', 'b']".
func setPredicate(expr string) (field string, values []string, ok bool) {
	rest, found := strings.CutPrefix(expr, "object.")
	if !found {
		return "", nil, false
	}
	field, list, found := strings.Cut(rest, " in [")
	if !found || !strings.HasSuffix(list, "]") {
		return "", nil, false
	}
	for _, v := range strings.Split(strings.TrimSuffix(list, "]"), ",") {
		values = append(values, strings.Trim(strings.TrimSpace(v), "'"))
	}
	return field, values, len(values) > 1
}

// replica is one replica process and its three servers' client configs.
type replica struct {
	*child
	index   int
	configs []*restclient.Config // by mode
}

func startReplicas(dir string, etcd *etcdCluster, n int, broken bool) ([]*replica, error) {
	var out []*replica
	errs := make(chan error, n)
	for i := range n {
		rdir := filepath.Join(dir, fmt.Sprintf("replica-%d", i))
		r := &replica{index: i, child: &child{
			name:    fmt.Sprintf("replica %d", i),
			logPath: filepath.Join(dir, fmt.Sprintf("replica-%d.log", i)),
		}}
		out = append(out, r)
		// Ports found free can be taken before the replica listens
		// (startEtcdCluster): a start that meets "address already in use"
		// is tried again on other ports, up to three times. A restart
		// after a kill keeps the ports the replica started with: they lie
		// below the kernel's ephemeral range (FreePorts), so no connection
		// takes them while the replica is down.
		go func() {
			var err error
			for range 3 {
				var ports []int
				if ports, err = testserver.FreePorts(len(modes)); err != nil {
					break
				}
				var p []string
				for _, port := range ports {
					p = append(p, strconv.Itoa(port))
				}
				r.env = []string{
					roleEnv + "=replica",
					"FAULTS_REPLICA_DIR=" + rdir,
					"FAULTS_ETCD_ENDPOINTS=" + strings.Join(etcd.endpoints, ","),
					"FAULTS_REPLICA_PORTS=" + strings.Join(p, ","),
					"FAULTS_BROKEN=" + strconv.FormatBool(broken),
					"KUBE_WATCHCACHE_CONSISTENCY_CHECKER=true",
				}
				if err = r.start(); err == nil || !addressInUse(err) {
					break
				}
			}
			errs <- err
		}()
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
