package examples_test

import (
	"context"
	"reflect"
	"testing"
	"time"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

	storiesv1 "github.com/selectable-gen/selectable-gen/examples/apis/stories/v1"
)

func releaseCells(t *testing.T, r *storiesv1.Release) map[string]any {
	t.Helper()
	table, err := storiesv1.ReleaseTableConvertor{}.ConvertToTable(context.Background(), r, nil)
	if err != nil {
		t.Fatal(err)
	}
	cells := map[string]any{}
	for i, c := range table.ColumnDefinitions {
		cells[c.Name] = table.Rows[0].Cells[i]
	}
	return cells
}

// TestKEP4595Stories checks every cell the KEP's example and user stories
// show, and the empty cells where an expression cannot be evaluated.
func TestKEP4595Stories(t *testing.T) {
	start := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	done := &storiesv1.Release{
		ObjectMeta: metav1.ObjectMeta{Name: "myresource", CreationTimestamp: metav1.NewTime(time.Now().Truncate(time.Second).Add(-7 * time.Second))},
		Spec: storiesv1.ReleaseSpec{Replicas: 1,
			Servers: []storiesv1.Server{{Name: "a", Hosts: []string{"foo.example.com", "bar.example.com"}}, {Name: "b", Hosts: []string{"baz.example.com"}}},
			Sub:     storiesv1.Sub{Foo: "foo", Bar: "bar"},
		},
		Status: storiesv1.ReleaseStatus{Replicas: 1,
			Conditions:          []storiesv1.Condition{{Type: "Progressing", Status: "False"}, {Type: "Ready", Status: "True"}},
			StartTimestamp:      &metav1.Time{Time: start},
			CompletionTimestamp: &metav1.Time{Time: start.Add(24*time.Hour + 7*time.Minute + 10*time.Second)},
		},
	}
	want := map[string]any{
		"Name":      "myresource",
		"Replicas":  "1/1",
		"Age":       "7s",
		"Status":    "READY",
		"Hosts":     `["foo.example.com","bar.example.com"]`,
		"HostsCEL":  "[[foo.example.com, bar.example.com], [baz.example.com]]",
		"AllHosts":  "[foo.example.com, bar.example.com, baz.example.com]",
		"Ready":     "True",
		"ReadyPath": "True",
		"Combined":  "foo/bar",
		"Duration":  "24h7m10s",
		"Desired":   int64(1),
		"Complete":  true,
		"Started":   releaseCells(t, done)["Started"], // an age; checked below
	}
	got := releaseCells(t, done)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("cells:\n got %#v\nwant %#v", got, want)
	}
	if s, _ := got["Started"].(string); s == "" || s == "<invalid>" {
		t.Errorf("Started = %#v, want an age", got["Started"])
	}

	waiting := &storiesv1.Release{
		ObjectMeta: metav1.ObjectMeta{Name: "myresource2"},
		Spec:       storiesv1.ReleaseSpec{Replicas: 1},
		Status:     storiesv1.ReleaseStatus{Replicas: 0, Conditions: []storiesv1.Condition{{Type: "Progressing", Status: "True"}}},
	}
	want = map[string]any{
		"Name":      "myresource2",
		"Replicas":  "0/1",
		"Age":       nil, // no creation time: JSON null
		"Status":    "WAITING",
		"Hosts":     nil,
		"HostsCEL":  nil, // spec.servers is left out (omitempty): no such key
		"AllHosts":  nil,
		"Ready":     "Unknown",
		"ReadyPath": nil,
		"Combined":  "/", // sub is a struct: present with empty strings
		"Duration":  nil, // no timestamps: the expression fails, the cell is empty
		"Desired":   int64(1),
		"Complete":  false,
		"Started":   nil,
	}
	if got := releaseCells(t, waiting); !reflect.DeepEqual(got, want) {
		t.Errorf("cells:\n got %#v\nwant %#v", got, want)
	}
}
