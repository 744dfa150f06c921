package celcorpus

import (
	"context"
	"math"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/google/cel-go/common/types/ref"
	"k8s.io/apimachinery/pkg/runtime"
	"sigs.k8s.io/randfill"

	"github.com/selectable-gen/selectable-gen/internal/randobj"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// The clock every cell reads now on: ages and humanDuration(now - t)
// compare on one fixed instant.
var corpusNow = time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)

// sameCell compares cells; NaN equals NaN (a CEL division can give it).
func sameCell(a, b any) bool {
	if x, ok := a.(float64); ok {
		if y, ok := b.(float64); ok && math.IsNaN(x) && math.IsNaN(y) {
			return true
		}
	}
	return reflect.DeepEqual(a, b)
}

// randomProbe fills a Probe for seed: some nil pointers, short lists,
// metadata that survives conversion to unstructured, and values chosen so
// that every column both succeeds and fails (see filler).
func randomProbe(seed int64) *Probe {
	p := &Probe{}
	filler(randfill.NewWithSeed(seed)).Fill(p)
	return p
}

// filler: the examples' objects (randobj.ServedFuncs: times past, future
// and zero around corpusNow, quantities, the map keys columns read), and
// in a ProbeSpec integers from a mix of small values, zero and the int64
// extremes, so that CEL arithmetic both succeeds and overflows; zero
// divisors; item names and weights the filters pick, phases the columns
// search for (and search spec.phases for: the status's).
func filler(f *randfill.Filler) *randfill.Filler {
	return f.NilChance(0.3).NumElements(0, 4).Funcs(randobj.ServedFuncs(corpusNow)...).Funcs(
		func(spec *ProbeSpec, c randfill.Continue) {
			c.FillNoCustom(spec)
			pick := func() int64 {
				switch c.Intn(6) {
				case 0:
					return 0
				case 1:
					return c.Int63n(10) - 5
				case 2:
					return math.MaxInt64 - c.Int63n(3)
				case 3:
					return math.MinInt64 + c.Int63n(3)
				default:
					return c.Int63n(1<<20) - 1<<19
				}
			}
			spec.A, spec.B = pick(), pick()
			spec.Count, spec.Small = int32(c.Int63n(7)-3), int32(c.Int63n(7)-3)
			if c.Bool() {
				spec.Timeout.Duration = time.Duration(c.Int63n(int64(3 * time.Hour)))
			}
			if c.Intn(4) == 0 {
				spec.Ratio2 = 0
			}
			for i := range spec.Phases {
				spec.Phases[i] = ProbePhase([]string{"Running", "Pending", ""}[c.Intn(3)])
			}
			for i := range spec.Items {
				spec.Items[i].Weight = c.Int63n(9) - 2 // 0 is left out of the JSON: an error in CEL
				spec.Items[i].Name = []string{"a", "b", ""}[c.Intn(3)]
			}
		},
		func(status *ProbeStatus, c randfill.Continue) {
			status.Phase = ProbePhase([]string{"Running", "Pending", ""}[c.Intn(3)]) // sometimes in spec.phases
		},
	)
}

// TestCompiledCELDifferential: every CEL column of Probe the generator
// compiled to Go gives, on random objects (absent fields, nil pointers,
// int64 and duration extremes for overflows, zero divisors, short lists
// for index errors), the cell cel-go gives with the same types: values,
// empty cells for errors, and CEL's forgiving && and || all agree. Every
// column has a value on some object (a column that always errs would
// agree without testing anything).
func TestCompiledCELDifferential(t *testing.T) {
	defer selectableruntime.SetClock(func() time.Time { return corpusNow })()
	cols := ProbeCELColumns
	values, empty := map[string]int{}, map[string]int{}
	for i := int64(0); i < 1000; i++ {
		obj := randomProbe(i)
		table, err := ProbeTableConvertor{}.ConvertToTable(context.Background(), obj, nil)
		if err != nil {
			t.Fatal(err)
		}
		cells := map[string]any{}
		for c, def := range table.ColumnDefinitions {
			cells[def.Name] = table.Rows[0].Cells[c]
		}
		self := cols.Self(selectableruntime.Content(obj))
		for c := 0; c < cols.Len(); c++ {
			name := cols.Name(c)
			got, want := cells[name], cols.CellOf(c, self)
			if !sameCell(got, want) {
				t.Fatalf("object %d column %s: compiled %#v, cel-go %#v\nobject: %+v", i, name, got, want, obj)
			}
			if got == nil {
				empty[name]++
			} else {
				values[name]++
			}
		}
	}
	for c := 0; c < cols.Len(); c++ {
		name := cols.Name(c)
		if values[name] == 0 {
			t.Errorf("column %s never had a value", name)
		}
		t.Logf("%-16s %4d values, %4d empty", name, values[name], empty[name])
	}
}

// TestCompiledCELListDifferential: in a printed list, every cell of every
// row, list variables and the cells that read them included, is the cell
// cel-go gives for that row with the list's variables computed over the
// same list (runtime/cel Columns.List): lists of 0 to 7 random probes.
func TestCompiledCELListDifferential(t *testing.T) {
	defer selectableruntime.SetClock(func() time.Time { return corpusNow })()
	cols := ProbeCELColumns
	listed := map[string]int{}
	for n := int64(0); n < 300; n++ {
		list := &ProbeList{}
		for i := range n % 8 {
			list.Items = append(list.Items, *randomProbe(n*8 + i))
		}
		table, err := ProbeTableConvertor{}.ConvertToTable(context.Background(), list, nil)
		if err != nil {
			t.Fatal(err)
		}
		var selves []ref.Val
		for i := range list.Items {
			selves = append(selves, cols.Self(selectableruntime.Content(&list.Items[i])))
		}
		variables := cols.List(selves)
		for r, row := range table.Rows {
			cells := map[string]any{}
			for c, def := range table.ColumnDefinitions {
				cells[def.Name] = row.Cells[c]
			}
			for c := 0; c < cols.Len(); c++ {
				name := cols.Name(c)
				got, want := cells[name], cols.CellIn(c, selves[r], variables)
				if !sameCell(got, want) {
					t.Fatalf("list %d row %d column %s: compiled %#v, cel-go %#v", n, r, name, got, want)
				}
				if strings.HasPrefix(name, "List") && got != nil {
					listed[name]++
				}
			}
		}
	}
	for _, name := range []string{"ListMax", "ListFirstA", "ListBig"} {
		if listed[name] == 0 {
			t.Errorf("column %s never had a value in a list", name)
		}
	}
}

// TestCorpusFillerReachesEveryShape: the filler's objects convert to
// unstructured (what cel-go reads) without error, so a failure above is
// the compiler's, not the conversion's.
func TestCorpusFillerReachesEveryShape(t *testing.T) {
	for i := int64(0); i < 200; i++ {
		if _, err := runtime.DefaultUnstructuredConverter.ToUnstructured(randomProbe(i)); err != nil {
			t.Fatalf("object %d: %v", i, err)
		}
	}
}
