package sampleapiserver_test

import (
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	etcd3metrics "k8s.io/apiserver/pkg/storage/etcd3/metrics"
	"k8s.io/component-base/metrics/legacyregistry"
)

// TestE2EIndexUsed: v1alpha1's spec.reference is declared indexed, so
// the watch cache keeps an index of it under the internal field set's
// key (f:v1alpha1/spec.reference) and answers a v1alpha1 list selecting
// one reference from that index, reading only the objects whose
// v1alpha1 reference it is, flunder and fischer references alike (the
// API server's own metric apiserver_cache_list_fetched_objects_total
// shows it). v1beta1's fields are not indexed: its list reads the
// namespace's objects.
func TestE2EIndexUsed(t *testing.T) {
	s := cached
	ns := unique("index")
	for i, f := range []struct{ reference, refType string }{
		{"x", "Flunder"}, {"x", "Flunder"}, {"x", "Flunder"}, {"x", "Fischer"}, {"x", "Fischer"},
		{"y", "Flunder"}, {"y", "Fischer"}, {"z", "Fischer"}, {"", ""}, {"", ""},
	} {
		name := string(rune('a' + i))
		if i%2 == 0 {
			s.createBeta(t, ns, betaFlunder(name, f.reference, f.refType))
		} else {
			s.createAlpha(t, ns, alphaFlunder(name, f.reference, f.refType))
		}
	}
	// A list at resourceVersion "0" is served from whatever the watch
	// cache has; a consistent list first waits until it has every write
	// above, and the cache never goes back.
	if got, err := s.listNames(ns, "v1beta1", metav1.ListOptions{}); err != nil || len(got) != 10 {
		t.Fatalf("consistent list: %v, %v", got, err)
	}
	cases := []struct {
		version, selector, index string
		fetched, rows            int
	}{
		{"v1alpha1", "spec.reference=x", "f:v1alpha1/spec.reference", 5, 5},
		{"v1alpha1", "spec.reference=y", "f:v1alpha1/spec.reference", 2, 2},
		{"v1beta1", "spec.flunderReference=x", "", 10, 3},
	}
	for _, tc := range cases {
		before := cacheListFetched(t, tc.index)
		got, err := s.listNames(ns, tc.version, metav1.ListOptions{FieldSelector: tc.selector, ResourceVersion: "0"})
		if err != nil {
			t.Fatal(err)
		}
		after := cacheListFetched(t, tc.index)
		if len(got) != tc.rows {
			t.Fatalf("%s --field-selector %s: %v, want %d objects", tc.version, tc.selector, got, tc.rows)
		}
		// Every server of this process records into one registry; the
		// index label is this server's only.
		if d := after - before; d < float64(tc.fetched) || tc.index != "" && d != float64(tc.fetched) {
			t.Errorf("%s --field-selector %s: %v objects fetched with index %q, want %d", tc.version, tc.selector, d, tc.index, tc.fetched)
		}
	}
}

// cacheListFetched sums apiserver_cache_list_fetched_objects_total for
// flunders.wardle.example.com and one index label ("" for none).
func cacheListFetched(t *testing.T, index string) float64 {
	t.Helper()
	// Gathering asks the etcd size monitor of the last server started in
	// this process; the storage size is not what this test reads.
	etcd3metrics.SetStorageMonitorGetter(func() ([]etcd3metrics.Monitor, error) { return nil, nil })
	families, err := legacyregistry.DefaultGatherer.Gather()
	if err != nil {
		t.Fatal(err)
	}
	var sum float64
	for _, f := range families {
		if f.GetName() != "apiserver_cache_list_fetched_objects_total" {
			continue
		}
		for _, m := range f.GetMetric() {
			labels := map[string]string{}
			for _, l := range m.GetLabel() {
				labels[l.GetName()] = l.GetValue()
			}
			if labels["group"] == "wardle.example.com" && labels["resource"] == "flunders" && labels["index"] == index {
				sum += m.GetCounter().GetValue()
			}
		}
	}
	return sum
}
