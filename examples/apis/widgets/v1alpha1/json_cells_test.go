package v1alpha1

import (
	"fmt"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/randfill"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// randomShapes fills Shapes with random values: nil and empty lists and
// maps, nil pointers, and strings with characters JSON escapes.
func randomShapes(seed int64) *Shapes {
	s := &Shapes{}
	strs := []string{"", "plain", `<a href="x">&</a>`, "tab\tnew\nline", "\x00\x1f", "\u2028", "\xff", "ünï ✓"}
	randfill.NewWithSeed(seed).NilChance(0.3).NumElements(0, 3).Funcs(
		func(t *metav1.Time, c randfill.Continue) {
			*t = metav1.Time{}
			if c.Bool() { // in any zone, with nanoseconds: printed in UTC, whole seconds
				zone := time.FixedZone("z", (c.Intn(25)-12)*3600)
				*t = metav1.NewTime(time.Unix(c.Int63n(4e9), c.Int63n(1e9)).In(zone))
			}
		},
		func(p *string, c randfill.Continue) {
			if c.Bool() {
				*p = strs[c.Intn(len(strs))]
			} else {
				*p = c.String(6)
			}
		},
	).Fill(s)
	return s
}

// TestShapesJSON: the generated writer prints what runtime.JSONCell (the
// unstructured converter and encoding/json) prints, for random values of
// every shape it covers.
func TestShapesJSON(t *testing.T) {
	for seed := range int64(2000) {
		s := randomShapes(seed)
		want := selectableruntime.JSONCell(s)
		if got := string(appendShapesJSON(nil, s)); got != want {
			t.Fatalf("seed %d:\n got %s\nwant %s", seed, got, want)
		}
	}
}

// BenchmarkJSONColumn: one Shapes cell through runtime.JSONCell and
// through the generated writer.
//
//	go test ./examples/apis/widgets/v1alpha1 -run '^$' -bench JSONColumn -count 8 | benchstat -col /impl -
func BenchmarkJSONColumn(b *testing.B) {
	values := make([]*Shapes, 64)
	for i := range values {
		values[i] = randomShapes(int64(i))
	}
	for _, impl := range []string{"JSONCell", "generated"} {
		b.Run(fmt.Sprintf("impl=%s", impl), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				v := values[i%len(values)]
				if impl == "JSONCell" {
					_ = selectableruntime.JSONCell(v)
				} else {
					_ = string(appendShapesJSON(nil, v))
				}
			}
		})
	}
}
