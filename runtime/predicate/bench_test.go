package predicate

import (
	"fmt"
	"testing"

	"github.com/google/cel-go/cel"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
)

// Benchmarks of the planner and the evaluation (docs/queries.md):
//
//	go test ./runtime/predicate -run '^$' -bench . -count 6 | tee pred.txt
//	benchstat -col /plan pred.txt; benchstat -col /eval pred.txt

const (
	benchObjects = 100_000
	benchValues  = 1_000
)

// benchIndex is 100,000 widgets, color i%1000 and size i%3, indexed by
// both (as an informer's indexer or a cache holds them).
func benchIndex() (*mapIndex, map[string]*widget, []*widget) {
	ix := &mapIndex{byField: map[string]map[string][]string{"spec.color": {}, "spec.size": {}}}
	byKey := map[string]*widget{}
	var all []*widget
	for i := range benchObjects {
		o := w(fmt.Sprintf("w%06d", i), fmt.Sprintf("c-%04d", i%benchValues), []string{"S", "M", "L"}[i%3], "ann")
		byKey[o.Name] = o
		all = append(all, o)
		for f := range ix.byField {
			ix.byField[f][o.fields[f]] = append(ix.byField[f][o.fields[f]], o.Name)
		}
	}
	return ix, byKey, all
}

// BenchmarkPlanList: a predicate list over 100,000 objects answered by the
// plan (index lookups, then the filter on the candidates) and by a scan
// (the filter on every object): an equality (0.1%), an in-list of three
// values (0.3%) and an && of two indexed fields.
func BenchmarkPlanList(b *testing.B) {
	ix, byKey, all := benchIndex()
	d := widgetDescriptor()
	for _, q := range []struct{ name, expr string }{
		{"eq", "object.spec.color == 'c-0042'"},
		{"in3", "object.spec.color in ['c-0042', 'c-0043', 'c-0044']"},
		{"and", "object.spec.color == 'c-0042' && object.spec.size == 'S'"},
	} {
		p, err := Compile(q.expr, ForDescriptor(d))
		if err != nil {
			b.Fatal(err)
		}
		want := 0
		for _, o := range all {
			if ok, _ := p.Matches(d, o); ok {
				want++
			}
		}
		b.Run("q="+q.name+"/plan=indexed", func(b *testing.B) {
			for b.Loop() {
				keys, scan, err := p.Plan().Keys(ix)
				if err != nil || scan {
					b.Fatal(err, scan)
				}
				n := 0
				for _, k := range keys {
					if ok, _ := p.Matches(d, byKey[k]); ok {
						n++
					}
				}
				if n != want {
					b.Fatalf("%d, want %d", n, want)
				}
			}
		})
		b.Run("q="+q.name+"/plan=scan", func(b *testing.B) {
			for b.Loop() {
				n := 0
				for _, o := range all {
					if ok, _ := p.Matches(d, o); ok {
						n++
					}
				}
				if n != want {
					b.Fatalf("%d, want %d", n, want)
				}
			}
		})
	}
}

// BenchmarkEvalPerObject: one predicate on one object, planned and checked
// here (the generated field values, read only where the expression
// reaches them) against cel-go over the object's unstructured form (what
// evaluating CEL on a custom resource does).
func BenchmarkEvalPerObject(b *testing.B) {
	const expr = "object.spec.color in ['red', 'blue'] && !(object.spec.size == 'S')"
	d := widgetDescriptor()
	obj := w("a", "blue", "M", "ann")
	p, err := Compile(expr, ForDescriptor(d))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("eval=predicate", func(b *testing.B) {
		for b.Loop() {
			if ok, err := p.Matches(d, obj); !ok || err != nil {
				b.Fatal(ok, err)
			}
		}
	})
	// The baseline: the object as unstructured content, CEL's dyn access.
	content := map[string]any{
		"metadata": map[string]any{"name": "a", "namespace": "ns"},
		"spec":     map[string]any{"color": "blue", "size": "M", "owner": "ann"},
	}
	env, err := cel.NewEnv(cel.Variable("object", cel.DynType))
	if err != nil {
		b.Fatal(err)
	}
	ast, iss := env.Compile(expr)
	if iss.Err() != nil {
		b.Fatal(iss.Err())
	}
	prg, err := env.Program(ast, cel.EvalOptions(cel.OptTrackCost), cel.CostLimit(PerCallCostLimit))
	if err != nil {
		b.Fatal(err)
	}
	b.Run("eval=cel-go-unstructured", func(b *testing.B) {
		for b.Loop() {
			out, _, err := prg.Eval(map[string]any{"object": content})
			if err != nil || out.Value() != true {
				b.Fatal(out, err)
			}
		}
	})
	// With the conversion to unstructured a server would pay per object.
	b.Run("eval=cel-go-unstructured-converted", func(b *testing.B) {
		typed := &unstructuredWidget{ObjectMeta: metav1.ObjectMeta{Name: "a", Namespace: "ns"}, Spec: map[string]string{"color": "blue", "size": "M", "owner": "ann"}}
		for b.Loop() {
			u, err := runtime.DefaultUnstructuredConverter.ToUnstructured(typed)
			if err != nil {
				b.Fatal(err)
			}
			out, _, err := prg.Eval(map[string]any{"object": u})
			if err != nil || out.Value() != true {
				b.Fatal(out, err)
			}
		}
	})
}

// unstructuredWidget is a widget with JSON tags, for the conversion.
type unstructuredWidget struct {
	metav1.ObjectMeta `json:"metadata"`
	Spec              map[string]string `json:"spec"`
}

// BenchmarkValuesPerObject: the curve of one predicate on one object by
// the number of values of its multi-valued field (docs/performance.md,
// "Field predicates on large objects"): each form on the Go evaluator,
// a form the evaluator does not take on cel-go bounded by the estimate at
// the object's sizes, and, for comparison, cel-go's own cost tracking,
// quadratic in a macro's iterations (what a predicate of these forms ran
// on beyond 60,000 values before).
//
//	go test ./runtime/predicate -run '^$' -bench ValuesPerObject -count 6 | tee values.txt
//	benchstat -col /values values.txt
func BenchmarkValuesPerObject(b *testing.B) {
	for _, c := range []struct{ name, expr string }{
		{"in", `'v' in object.spec.tags`},
		{"exists", `object.spec.tags.exists(x, x.startsWith('v'))`},
		{"filter", `size(object.spec.tags.filter(x, x == 'v')) > 0`},
		{"map", `'v-' in object.spec.tags.map(x, x + '-')`},
		{"cel-go-bounded", `object.spec.tags.exists(x, double(size(x)) > 1.5)`},
		{"cel-go-tracked", `object.spec.tags.exists(x, x.startsWith('v'))`},
	} {
		p, err := Compile(c.expr, ForDescriptor(widgetDescriptor()))
		if err != nil {
			b.Fatal(err)
		}
		for _, n := range []int{1_000, 10_000, 100_000, maxFieldValues} {
			if c.name == "cel-go-tracked" && n > 10_000 {
				continue // seconds per object
			}
			values := make([]string, n)
			for i := range values {
				values[i] = fmt.Sprintf("%c%d", 'a'+i%20, i%100)
			}
			joined := selectableruntime.JoinFieldValues(values)
			get := func(string) string { return joined }
			eval := p.Eval
			if c.name == "cel-go-tracked" {
				eval = p.evalCEL
			}
			b.Run(fmt.Sprintf("form=%s/values=%d", c.name, n), func(b *testing.B) {
				for b.Loop() {
					_, _ = eval(get)
				}
			})
		}
	}
}
