package served_test

import (
	"testing"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	etcd3metrics "k8s.io/apiserver/pkg/storage/etcd3/metrics"
	"k8s.io/component-base/metrics/legacyregistry"
)

// testIndexes: an exact-match list on an indexed field at
// resourceVersion 0 is answered from the declared server's watch-cache
// index: the cache reads only the objects the index holds for the value
// (the API server's own metric apiserver_cache_list_fetched_objects_total,
// labelled with the index). Gardener's server, measured the same way,
// uses an index for ControllerInstallations only: its BackupBucket and
// BackupEntry stores keep indexes but set no PredicateFunc, so no list
// names them; Shoots, Projects and InternalSecrets have a trigger and no
// index. Both answer the same objects (testLists).
func testIndexes(t *testing.T) {
	for _, c := range []struct {
		resource, selector string
		gardenerIndexed    bool
	}{
		{"shoots", "spec.seedName=seed-9", false},
		{"backupentries", "spec.seedName=seed-1", false},
		{"backupbuckets", "spec.seedName=seed-2", false},
		{"projects", "spec.namespace=garden-p1", false},
		{"controllerinstallations", "spec.registrationRef.name=registration-0", true},
		{"internalsecrets", "type=Opaque", false},
	} {
		for _, s := range []*testServer{gardenerCached, declaredCached} {
			// A consistent list first: the cache then holds every write.
			all, err := list(s.client, c.resource, "", metav1.ListOptions{})
			if err != nil {
				t.Fatal(err)
			}
			before := cacheListFetched(t, c.resource)
			out, err := list(s.client, c.resource, "", metav1.ListOptions{FieldSelector: c.selector, ResourceVersion: "0"})
			if err != nil {
				t.Fatal(err)
			}
			after := cacheListFetched(t, c.resource)
			rows, total := meta.LenList(out), meta.LenList(all)
			var indexed float64
			for index, n := range after {
				if index != "" {
					indexed += n - before[index]
				}
			}
			unindexed := after[""] - before[""]
			wantIndexed, wantUnindexed := float64(rows), 0.0
			if s == gardenerCached && !c.gardenerIndexed {
				wantIndexed, wantUnindexed = 0, float64(total)
			}
			if rows == 0 || rows == total || indexed != wantIndexed || unindexed != wantUnindexed {
				t.Errorf("%s: %s --field-selector %s: %d of %d objects, %v fetched through an index and %v without; want %v and %v",
					s.name, c.resource, c.selector, rows, total, indexed, unindexed, wantIndexed, wantUnindexed)
			}
		}
	}
}

// cacheListFetched is apiserver_cache_list_fetched_objects_total for a
// core.gardener.cloud resource, by index label ("" for none). Every
// server of this process records into one registry; the requests are
// sequential, so a difference is one request's.
func cacheListFetched(t *testing.T, resource string) map[string]float64 {
	t.Helper()
	// Gathering asks the etcd size monitor of the last server started in
	// this process; the storage size is not what this test reads.
	etcd3metrics.SetStorageMonitorGetter(func() ([]etcd3metrics.Monitor, error) { return nil, nil })
	families, err := legacyregistry.DefaultGatherer.Gather()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]float64{}
	for _, f := range families {
		if f.GetName() != "apiserver_cache_list_fetched_objects_total" {
			continue
		}
		for _, m := range f.GetMetric() {
			labels := map[string]string{}
			for _, l := range m.GetLabel() {
				labels[l.GetName()] = l.GetValue()
			}
			if labels["group"] == "core.gardener.cloud" && labels["resource"] == resource {
				out[labels["index"]] += m.GetCounter().GetValue()
			}
		}
	}
	return out
}
