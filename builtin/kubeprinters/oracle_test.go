package kubeprinters

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/apimachinery/pkg/util/intstr"
	"k8s.io/apiserver/pkg/registry/rest"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	"k8s.io/kubernetes/pkg/printers"
	printersinternal "k8s.io/kubernetes/pkg/printers/internalversion"
	printerstorage "k8s.io/kubernetes/pkg/printers/storage"
	"sigs.k8s.io/randfill"

	_ "k8s.io/kubernetes/pkg/apis/admissionregistration/install"
	_ "k8s.io/kubernetes/pkg/apis/apps/install"
	_ "k8s.io/kubernetes/pkg/apis/autoscaling/install"
	_ "k8s.io/kubernetes/pkg/apis/batch/install"
	_ "k8s.io/kubernetes/pkg/apis/certificates/install"
	_ "k8s.io/kubernetes/pkg/apis/coordination/install"
	_ "k8s.io/kubernetes/pkg/apis/core/install"
	_ "k8s.io/kubernetes/pkg/apis/discovery/install"
	_ "k8s.io/kubernetes/pkg/apis/events/install"
	_ "k8s.io/kubernetes/pkg/apis/flowcontrol/install"
	_ "k8s.io/kubernetes/pkg/apis/networking/install"
	_ "k8s.io/kubernetes/pkg/apis/node/install"
	_ "k8s.io/kubernetes/pkg/apis/policy/install"
	_ "k8s.io/kubernetes/pkg/apis/rbac/install"
	_ "k8s.io/kubernetes/pkg/apis/resource/install"
	_ "k8s.io/kubernetes/pkg/apis/scheduling/install"
	_ "k8s.io/kubernetes/pkg/apis/storage/install"
	_ "k8s.io/kubernetes/pkg/apis/storagemigration/install"

	"github.com/selectable-gen/selectable-gen/builtin"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// upstream is kube-apiserver's table convertor of the resources its
// printers handle (pkg/printers/storage: the server always prints wide
// rows; kubectl hides the columns of priority > 0).
var upstream = printerstorage.TableConvertor{TableGenerator: printers.NewTableGenerator().With(printersinternal.AddHandlers)}

// upstreamTable is the table kube-apiserver serves for obj (a k8s.io/api
// object or list): converted to the internal version with kube-apiserver's
// scheme and printed by its handler, or, for a kind without one, by the
// default table convertor its registry then uses.
func upstreamTable(d *selectableruntime.Descriptor, obj runtime.Object, opts *metav1.TableOptions) (*metav1.Table, error) {
	internal, err := legacyscheme.Scheme.ConvertToVersion(obj, schema.GroupVersion{Group: d.Group, Version: runtime.APIVersionInternal})
	if err != nil {
		return nil, fmt.Errorf("converting to the internal version: %w", err)
	}
	var options runtime.Object // not a typed nil: the default convertor reads it
	if opts != nil {
		options = opts
	}
	if hasHandler(d) {
		return upstream.ConvertToTable(context.Background(), internal, options)
	}
	return rest.NewDefaultTableConvertor(schema.GroupResource{Group: d.Group, Resource: d.Resource}).
		ConvertToTable(context.Background(), internal, options)
}

// hasHandler says whether kube-apiserver's printers print d's kind.
func hasHandler(d *selectableruntime.Descriptor) bool {
	internal, err := legacyscheme.Scheme.New(schema.GroupVersionKind{Group: d.Group, Version: runtime.APIVersionInternal, Kind: d.Kind})
	if err != nil {
		return false
	}
	_, err = upstream.ConvertToTable(context.Background(), internal, nil)
	return err == nil || !strings.Contains(err.Error(), "no table handler")
}

// notDeclaredYet are the kinds whose printer columns builtin does not
// declare yet (docs/builtin-tables.md says why); the test skips them and
// checks that every other kind's table is upstream's.
var notDeclaredYet = map[string]bool{
	"CertificateSigningRequest.certificates.k8s.io": true,
	"ComponentStatus.":                        true,
	"ControllerRevision.apps":                 true,
	"DeviceTaintRule.resource.k8s.io":         true,
	"EndpointSlice.discovery.k8s.io":          true,
	"Endpoints.":                              true,
	"Event.":                                  true,
	"Event.events.k8s.io":                     true,
	"FlowSchema.flowcontrol.apiserver.k8s.io": true,
	"HorizontalPodAutoscaler.autoscaling":     true,
	"IPAddress.networking.k8s.io":             true,
	"Ingress.networking.k8s.io":               true,
	"IngressClass.networking.k8s.io":          true,
	"MutatingAdmissionPolicyBinding.admissionregistration.k8s.io": true,
	"Node.":                  true,
	"PersistentVolume.":      true,
	"PersistentVolumeClaim.": true,
	"Pod.":                   true,
	"PodCertificateRequest.certificates.k8s.io":                     true,
	"PriorityLevelConfiguration.flowcontrol.apiserver.k8s.io":       true,
	"ResourceClaim.resource.k8s.io":                                 true,
	"ResourceQuota.":                                                true,
	"Service.":                                                      true,
	"StorageVersionMigration.storagemigration.k8s.io":               true,
	"ValidatingAdmissionPolicyBinding.admissionregistration.k8s.io": true,
}

// filler fills random k8s.io/api objects: values present and absent
// (nil pointers, empty and long lists), times relative to now (whole
// seconds and a half, so that an age cell cannot change bucket between
// the two convertors' calls), quantities and int-or-strings that exist.
func filler(r *rand.Rand, now time.Time) *randfill.Filler {
	return randfill.NewWithSeed(r.Int64()).NilChance(0.25).NumElements(0, 4).MaxDepth(8).Funcs(
		func(t *metav1.Time, c randfill.Continue) {
			if c.Intn(6) == 0 {
				*t = metav1.Time{}
				return
			}
			ages := []time.Duration{time.Second, time.Minute, time.Hour, 24 * time.Hour, 400 * 24 * time.Hour}
			age := time.Duration(c.Int63n(int64(ages[c.Intn(len(ages))]))).Truncate(time.Second)
			if c.Intn(8) == 0 {
				age = -age // in the future
			}
			// Whole seconds, as a stored time is.
			*t = metav1.NewTime(now.Truncate(time.Second).Add(-age))
		},
		func(t *metav1.MicroTime, c randfill.Continue) {
			var mt metav1.Time
			c.Fill(&mt)
			*t = metav1.MicroTime{Time: mt.Time}
		},
		func(q *resource.Quantity, c randfill.Continue) {
			*q = *resource.NewQuantity(c.Int63n(5000), []resource.Format{resource.DecimalSI, resource.BinarySI}[c.Intn(2)])
		},
		func(v *intstr.IntOrString, c randfill.Continue) {
			if c.Intn(2) == 0 {
				*v = intstr.FromInt32(c.Int31n(100))
			} else {
				*v = intstr.FromString(fmt.Sprintf("%d%%", c.Intn(100)))
			}
		},
		func(e *runtime.RawExtension, c randfill.Continue) { *e = runtime.RawExtension{} },
		func(f *metav1.FieldsV1, c randfill.Continue) { *f = metav1.FieldsV1{Raw: []byte("{}")} },
		func(s *string, c randfill.Continue) {
			words := []string{"", "a", "web", "kube-system", "10.0.0.1", "Ready", "True", "False", "Unknown", "x-y.z", "Running"}
			*s = words[c.Intn(len(words))]
		},
	)
}

// TestTablesEqualUpstream: for every built-in kind kube-apiserver serves
// (but notDeclaredYet), its table and the generated convertor's agree:
// column definitions (names, types, formats, priorities, descriptions)
// and every cell as JSON, for random objects one by one and as a list,
// with and without headers, with the clock the same. Objects are first
// made what the server stores (stored).
func TestTablesEqualUpstream(t *testing.T) {
	const perKind = 300
	for _, d := range builtin.Descriptors {
		if d.Group == "apiextensions.k8s.io" || d.Group == "apiregistration.k8s.io" {
			continue // served by the apiextensions server and the aggregator
		}
		name := d.Kind + "." + d.Group
		if notDeclaredYet[name] {
			continue
		}
		t.Run(name, func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, uint64(len(name))))
			for i := range perKind {
				now := alignedNow()
				obj := randomObject(t, r, d, now, i)
				restore := selectableruntime.SetClock(func() time.Time { return now })
				compare(t, fmt.Sprintf("object %d", i), d, obj, nil)
				restore()
				if t.Failed() {
					return
				}
			}
			// A list, its objects' times drawn from one instant.
			now := alignedNow()
			var items []runtime.Object
			for i := range 40 {
				items = append(items, randomObject(t, r, d, now, i))
			}
			list := d.NewList()
			if err := meta.SetList(list, items); err != nil {
				t.Fatal(err)
			}
			restore := selectableruntime.SetClock(func() time.Time { return now })
			defer restore()
			compare(t, "a list", d, list, &metav1.TableOptions{})
			compare(t, "a list without headers", d, list, &metav1.TableOptions{NoHeaders: true})
			compare(t, "an empty list", d, d.NewList(), nil)
		})
	}
}

// randomObject is a random object of d's kind named obj-<i>, with times
// before or after now, after JSON (as a server reads it from storage).
func randomObject(t *testing.T, r *rand.Rand, d *selectableruntime.Descriptor, now time.Time, i int) runtime.Object {
	t.Helper()
	obj := d.New()
	filler(r, now).Fill(obj)
	accessor, err := meta.Accessor(obj)
	if err != nil {
		t.Fatal(err)
	}
	accessor.SetName(fmt.Sprintf("obj-%d", i))
	return stored(t, d, obj)
}

// alignedNow is the current time, at least 100 ms before the next whole
// second: object times are whole seconds before it, so the ages the two
// convertors compute (one on the fixed clock, upstream on time.Now a few
// microseconds later) fall in the same second.
func alignedNow() time.Time {
	now := time.Now()
	if frac := now.Sub(now.Truncate(time.Second)); frac > 900*time.Millisecond {
		time.Sleep(time.Second - frac + 10*time.Millisecond)
		now = time.Now()
	}
	return now
}

// stored is obj as kube-apiserver stores and reads it: converted to its
// internal version and back (a Secret's stringData merged into data),
// then through JSON (an empty list is absent then, as for clients).
func stored(t *testing.T, d *selectableruntime.Descriptor, obj runtime.Object) runtime.Object {
	t.Helper()
	internal, err := legacyscheme.Scheme.ConvertToVersion(obj, schema.GroupVersion{Group: d.Group, Version: runtime.APIVersionInternal})
	if err != nil {
		t.Fatal(err)
	}
	external, err := legacyscheme.Scheme.ConvertToVersion(internal, schema.GroupVersion{Group: d.Group, Version: d.Version})
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(external)
	if err != nil {
		t.Fatal(err)
	}
	out := d.New()
	if err := json.Unmarshal(b, out); err != nil {
		t.Fatal(err)
	}
	return out
}

// compare converts obj with both convertors and fails on a difference.
func compare(t *testing.T, what string, d *selectableruntime.Descriptor, obj runtime.Object, opts *metav1.TableOptions) {
	t.Helper()
	want, err := func() (tbl *metav1.Table, err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("upstream panics: %v", r)
			}
		}()
		return upstreamTable(d, obj, opts)
	}()
	if err != nil {
		t.Skipf("%s: %v", what, err)
	}
	got, err := d.TableConvertor.ConvertToTable(context.Background(), obj, opts)
	if err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	if w, g := columns(want), columns(got); w != g {
		t.Fatalf("column definitions:\nupstream  %s\ngenerated %s", w, g)
	}
	for i := range want.Rows {
		if i >= len(got.Rows) {
			break
		}
		if w, g := cells(want.Rows[i]), cells(got.Rows[i]); w != g {
			o, _ := json.Marshal(obj)
			t.Fatalf("%s: row %d:\nupstream  %s\ngenerated %s\nobject %s", what, i, w, g, o)
		}
	}
	if len(want.Rows) != len(got.Rows) {
		t.Fatalf("%s: %d rows upstream, %d generated", what, len(want.Rows), len(got.Rows))
	}
}

func columns(t *metav1.Table) string {
	b, _ := json.Marshal(t.ColumnDefinitions)
	return string(b)
}

func cells(r metav1.TableRow) string {
	b, _ := json.Marshal(r.Cells)
	return string(b)
}
