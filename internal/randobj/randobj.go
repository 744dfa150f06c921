// Package randobj fills API objects with random values for the tests that
// compare generated code with upstream on the same objects: the property
// test's agreement with the CRD strategy and table convertor, the table
// check on real kubebuilder modules' types (realworld, which copies this
// file into each module), and, through ServedFuncs, the examples' tests and the
// CEL compiler's differential corpus.
package randobj

import (
	"encoding/json"
	"math/rand"
	"reflect"
	"time"

	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
	"sigs.k8s.io/randfill"
)

// Filler returns a filler, seeded with seed, of objects a custom resource
// can carry: metadata without managed fields or owner references, times
// half a second off a whole second in the past (stable ages) or zero,
// valid int-or-strings, quantities, durations and raw JSON, small and
// zero numbers and strings as often as random ones, no uint64 above the
// int64 range (the unstructured converter cannot hold one), and some nil
// pointers.
func Filler(seed int64) *randfill.Filler {
	return randfill.NewWithSeed(seed).NilChance(0.3).NumElements(0, 3).MaxDepth(8).Funcs(
		func(m *metav1.ObjectMeta, c randfill.Continue) {
			c.FillNoCustom(m)
			m.ManagedFields, m.OwnerReferences = nil, nil
		},
		func(t *metav1.Time, c randfill.Continue) {
			if c.Intn(4) == 0 {
				*t = metav1.Time{}
				return
			}
			*t = metav1.NewTime(time.Now().Add(-time.Duration(c.Int63n(3*365*24*3600))*time.Second - 500*time.Millisecond))
		},
		func(t *metav1.MicroTime, c randfill.Continue) {
			if c.Intn(4) == 0 {
				*t = metav1.MicroTime{}
				return
			}
			*t = metav1.NewMicroTime(time.Unix(1700000000+c.Int63n(1e8), c.Int63n(1e9)))
		},
		func(x *intstr.IntOrString, c randfill.Continue) {
			switch {
			case c.Intn(4) == 0:
				*x = intstr.IntOrString{} // the zero value: omitzero leaves it out
			case c.Bool():
				*x = intstr.FromInt32(c.Int31n(100) - 10)
			default:
				*x = intstr.FromString(c.String(4))
			}
		},
		func(d *metav1.Duration, c randfill.Continue) {
			*d = metav1.Duration{Duration: [...]time.Duration{0, time.Second, 90 * time.Minute, time.Duration(c.Int63n(1e12))}[c.Intn(4)]}
		},
		func(q *resource.Quantity, c randfill.Continue) {
			*q = *resource.NewQuantity(c.Int63n(1000), resource.DecimalSI)
		},
		func(r *runtime.RawExtension, c randfill.Continue) { *r = runtime.RawExtension{} },
		func(j *apiextensionsv1.JSON, c randfill.Continue) { j.Raw = []byte(`{"a":1}`) },
		rawJSON,
		func(n *int32, c randfill.Continue) { *n = [...]int32{0, 1, -1, c.Int31()}[c.Intn(4)] },
		func(n *int64, c randfill.Continue) { *n = [...]int64{0, 2, -3, c.Int63()}[c.Intn(4)] },
		func(s *string, c randfill.Continue) { *s = [...]string{"", "x", "fast", c.String(6)}[c.Intn(4)] },
		func(n *uint64, c randfill.Continue) { *n = [...]uint64{0, 1, c.Uint64() >> 1}[c.Intn(3)] },
	)
}

// Sparse zeroes structs inside obj (a pointer) at random, each one in
// three, with seed's draws; metadata stays. A filler leaves every member
// of a struct zero too rarely for the paths through a struct that JSON
// leaves out when it is zero (omitzero) to be compared there.
func Sparse(obj any, seed int64) {
	r := rand.New(rand.NewSource(seed))
	meta := map[reflect.Type]bool{reflect.TypeFor[metav1.ObjectMeta](): true, reflect.TypeFor[metav1.TypeMeta](): true}
	var walk func(v reflect.Value)
	walk = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() {
				walk(v.Elem())
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				walk(v.Index(i))
			}
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				f := v.Field(i)
				switch {
				case !f.CanSet() || meta[f.Type()]:
				case f.Kind() == reflect.Struct && r.Intn(3) == 0:
					f.SetZero()
				default:
					walk(f)
				}
			}
		}
	}
	walk(reflect.ValueOf(obj))
}

// ServedFuncs are randfill functions for the objects the examples' tests
// and the CEL corpus compare: metadata without managed fields or owner
// references; times around now (a fifth zero, a fifth up to two hours
// ahead, the rest up to three years ago, each half a second off a whole
// second so that ages are stable); micro-times, a quarter zero; quantities
// in both formats; resource maps and label maps drawn from the keys
// columns read ("cpu", "limits.cpu", "requests.memory", "limits"; "app",
// "tier" and one random key), a quarter nil.
func ServedFuncs(now time.Time) []any {
	return []any{
		func(m *metav1.ObjectMeta, c randfill.Continue) {
			c.FillNoCustom(m)
			m.ManagedFields = nil
			m.OwnerReferences = nil
		},
		func(t *metav1.Time, c randfill.Continue) {
			switch c.Intn(5) {
			case 0:
				*t = metav1.Time{}
			case 1:
				*t = metav1.NewTime(now.Add(time.Duration(c.Int63n(7200))*time.Second + 500*time.Millisecond))
			default:
				ago := time.Duration(c.Int63n(3*365*24*3600)) * time.Second
				*t = metav1.NewTime(now.Add(-ago - 500*time.Millisecond))
			}
		},
		func(t *metav1.MicroTime, c randfill.Continue) {
			if c.Intn(4) == 0 {
				*t = metav1.MicroTime{}
				return
			}
			*t = metav1.NewMicroTime(time.Unix(1700000000+c.Int63n(1e8), c.Int63n(1e9)))
		},
		func(q *resource.Quantity, c randfill.Continue) {
			*q = *resource.NewQuantity(c.Int63n(5000), []resource.Format{resource.DecimalSI, resource.BinarySI}[c.Intn(2)])
		},
		func(m *map[string]resource.Quantity, c randfill.Continue) {
			*m = nil
			if c.Intn(4) == 0 {
				return
			}
			*m = map[string]resource.Quantity{}
			for _, k := range []string{"cpu", "limits.cpu", "requests.memory", "limits"} {
				if c.Bool() {
					var q resource.Quantity
					c.Fill(&q)
					(*m)[k] = q
				}
			}
		},
		rawJSON,
		func(l *map[string]string, c randfill.Continue) {
			*l = nil
			if c.Intn(4) == 0 {
				return
			}
			*l = map[string]string{}
			for _, k := range []string{"app", "tier", c.String(5)} {
				if c.Bool() {
					(*l)[k] = c.String(8)
				}
			}
		},
	}
}

// rawJSON fills a json.RawMessage with JSON (a string, a number, an object
// or a list) or leaves it nil: encoding/json and the unstructured converter
// reject anything else.
func rawJSON(r *json.RawMessage, c randfill.Continue) {
	*r = [...]json.RawMessage{nil, json.RawMessage(`"on"`), json.RawMessage(`3`), json.RawMessage(`{"a":"b"}`), json.RawMessage(`[1,"x"]`)}[c.Intn(5)]
}
