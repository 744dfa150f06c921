package celgo

import (
	"slices"
	"sort"
	"testing"

	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// TestFunctionsAreDeclaredOverloads: every entry of the function table is
// an overload the columns' CEL environment declares (an id cel-go does not
// use would be an entry no call reaches), and only the table functions of
// generated tables are marked as missing from Kubernetes' CEL.
func TestFunctionsAreDeclaredOverloads(t *testing.T) {
	env, err := selectablecel.NewEnv(selectablecel.NewObject("v1.Kind"))
	if err != nil {
		t.Fatal(err)
	}
	declared := map[string]bool{}
	for _, fn := range env.Functions() {
		for _, o := range fn.OverloadDecls() {
			declared[o.ID()] = true
		}
	}
	var tableOnly []string
	for id, f := range functions {
		if !declared[id] {
			t.Errorf("functions[%q]: no such overload in the columns' CEL environment", id)
		}
		if !f.kubernetes {
			tableOnly = append(tableOnly, id)
		}
	}
	sort.Strings(tableOnly)
	want := []string{selectablecel.FormatLabelSelectorOverload, selectablecel.FormatLabelsOverload, selectablecel.HumanDurationOverload}
	sort.Strings(want)
	if !slices.Equal(tableOnly, want) {
		t.Errorf("overloads Kubernetes' CEL lacks: %v, want %v", tableOnly, want)
	}
	if KubernetesHas(selectablecel.HumanDurationOverload) || !KubernetesHas("matches_string") || !KubernetesHas("size_string") {
		t.Error("KubernetesHas: wrong for humanDuration, matches or size")
	}
}
