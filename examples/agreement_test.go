package examples_test

import (
	"context"
	"math/rand"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/fields"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/randfill"

	storiesv1 "github.com/selectable-gen/selectable-gen/examples/apis/stories/v1"
	widgets "github.com/selectable-gen/selectable-gen/examples/apis/widgets/v1alpha1"
	"github.com/selectable-gen/selectable-gen/internal/randobj"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// randomObject fills a new object of k with random values, nil pointers
// included, deterministically from seed.
func randomObject(k kind, seed int64) runtime.Object {
	obj := k.newObj()
	filler(randfill.NewWithSeed(seed)).Fill(obj)
	return obj
}

// filler configures randfill for API objects: some nil pointers, short
// lists, metadata whose managed fields are valid JSON (random bytes would
// not survive conversion to unstructured), times around now and the map
// keys columns read (randobj.ServedFuncs), and conditions of the example
// kinds' shapes.
func filler(f *randfill.Filler) *randfill.Filler {
	return f.NilChance(0.3).NumElements(0, 4).Funcs(randobj.ServedFuncs(time.Now())...).Funcs(
		func(cond *storiesv1.Condition, c randfill.Continue) {
			cond.Type = []string{"Ready", "Progressing", ""}[c.Intn(3)]
			cond.Status = []string{"True", "False", "Unknown"}[c.Intn(3)]
		},
		func(cond *widgets.WidgetCondition, c randfill.Continue) {
			cond.Type = []string{"Ready", "Progressing", "", c.String(4)}[c.Intn(4)]
			cond.Status = []string{"True", "False", "Unknown", ""}[c.Intn(4)]
			if c.Bool() {
				cond.Reason = c.String(6)
			}
			cond.ObservedGeneration = c.Int63n(4)
		},
	)
}

// randomSelector builds a selector over the fields of set: one to three
// terms with =, == or !=, values taken from the object half the time,
// sometimes naming a field the kind does not have.
func randomSelector(r *rand.Rand, set fields.Set, multi func(string) bool) string {
	keys := make([]string, 0, len(set))
	for k := range set {
		if !selectableruntime.IsMemberKey(k) { // no client can name one
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	ops := []string{"=", "==", "!="}
	var terms []string
	for n := 1 + r.Intn(3); n > 0; n-- {
		key := keys[r.Intn(len(keys))]
		if r.Intn(10) == 0 {
			key = "no.such.field"
		}
		value := set[key]
		if multi(key) {
			// One of the elements, when there are any.
			values := selectableruntime.SplitFieldValues(value)
			value = ""
			if len(values) > 0 {
				value = values[r.Intn(len(values))]
			}
		}
		switch r.Intn(4) {
		case 0:
			value = "other"
		case 1:
			value = ""
		}
		terms = append(terms, key+ops[r.Intn(len(ops))]+fields.EscapeValue(value))
	}
	return strings.Join(terms, ",")
}

// TestGeneratedFunctionsAgree: on random objects, FieldValue, GetAttrs and
// MatchesFieldSelector agree with ToSelectableFields, and matching with
// MatchesFieldSelector equals apimachinery's Selector.Matches on the full
// set (through runtime.MembershipSelector, as the server's selection
// predicate: Pod's multi-valued fields), for =, ==, != and ANDed selectors.
func TestGeneratedFunctionsAgree(t *testing.T) {
	const objectsPerKind = 300
	for _, k := range allKinds {
		t.Run(k.name, func(t *testing.T) {
			r := rand.New(rand.NewSource(1))
			matched, unmatched := 0, 0
			for i := int64(0); i < objectsPerKind; i++ {
				obj := randomObject(k, i)
				set := k.toSet(obj)
				for name, want := range set {
					if selectableruntime.IsMemberKey(name) {
						continue // the server's lookup key of one element, not a field
					}
					if got, ok := k.value(obj, name); !ok || got != want {
						t.Fatalf("object %d: FieldValue(%s) = %q, %v; ToSelectableFields has %q", i, name, got, ok, want)
					}
				}
				_, attrs, err := k.getAttrs(obj)
				if err != nil || !equalSets(attrs, set) {
					t.Fatalf("object %d: GetAttrs = %v, %v; want %v", i, attrs, err, set)
				}
				for j := 0; j < 5; j++ {
					text := randomSelector(r, set, k.isMulti)
					sel, err := fields.ParseSelector(text)
					if err != nil {
						t.Fatalf("selector %q: %v", text, err)
					}
					// As the server selects on the field set.
					want := selectableruntime.MembershipSelector(sel, k.isMulti).Matches(set)
					if got := k.matches(obj, sel); got != want {
						t.Fatalf("object %d: MatchesFieldSelector(%q) = %v, Selector.Matches(ToSelectableFields) = %v", i, text, got, want)
					}
					if want {
						matched++
					} else {
						unmatched++
					}
				}
			}
			if matched == 0 || unmatched == 0 {
				t.Errorf("random selectors matched %d and missed %d times; both must happen for the test to mean something", matched, unmatched)
			}
			if !k.matches(k.newObj(), fields.Everything()) || !k.matches(k.newObj(), nil) {
				t.Errorf("Everything() and nil must match")
			}
		})
	}
}

func equalSets(a, b fields.Set) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// FuzzGeneratedCode feeds random objects (nil pointers, zero and extreme
// values) and random field names to every generated function of every
// kind, table convertors included: none may panic. The seed corpus runs
// with go test.
func FuzzGeneratedCode(f *testing.F) {
	for _, seed := range []string{"", "\x00", "seed", "\xff\xff\xff\xff\xff\xff\xff\xff", strings.Repeat("ab", 64)} {
		f.Add([]byte(seed), "spec.color")
	}
	f.Fuzz(func(t *testing.T, data []byte, field string) {
		for _, k := range allKinds {
			obj := k.newObj()
			filler(randfill.NewFromGoFuzz(data)).NilChance(0.5).Fill(obj)
			set := k.toSet(obj)
			k.value(obj, field)
			k.getAttrs(obj)
			if sel, err := fields.ParseSelector(field + "=" + set[field]); err == nil {
				k.matches(obj, sel)
			}
			k.convert(field, "v")
		}
		for _, tk := range fuzzTables() {
			obj := kindOrPanic(tk.kind).newObj()
			filler(randfill.NewFromGoFuzz(data)).NilChance(0.5).Fill(obj)
			if _, err := tk.convertor.ConvertToTable(context.Background(), obj, nil); err != nil {
				t.Fatalf("%s: %v", tk.kind, err)
			}
		}
	})
}

func itoa(i int64) string { return strconv.FormatInt(i, 10) }

func randfillSeed(seed int64) *randfill.Filler { return randfill.NewWithSeed(seed) }

// listMeta returns the ListMeta of a list object, to fill it at random.
func listMeta(list runtime.Object) *metav1.ListMeta {
	return reflect.ValueOf(list).Elem().FieldByName("ListMeta").Addr().Interface().(*metav1.ListMeta)
}
