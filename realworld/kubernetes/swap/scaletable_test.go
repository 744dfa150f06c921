package swap

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	autoscalingv1 "k8s.io/api/autoscaling/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	"k8s.io/kubernetes/pkg/apis/autoscaling"
	_ "k8s.io/kubernetes/pkg/apis/autoscaling/install"
	"k8s.io/kubernetes/pkg/printers"
	printersinternal "k8s.io/kubernetes/pkg/printers/internalversion"
	printerstorage "k8s.io/kubernetes/pkg/printers/storage"

	selectableapiserver "github.com/selectable-gen/selectable-gen/runtime/apiserver"
)

// TestScaleTableIsKubeAPIServers: runtime/apiserver's /scale table
// (ScaleTableConvertor) is kube-apiserver's: the printers' convertor its
// registries' /scale wires (printScale), on random Scales converted to the
// internal version as the server stores them, with the default options,
// with headers asked for and without. An age is compared with the
// generated table's at the instant before and after upstream's call.
func TestScaleTableIsKubeAPIServers(t *testing.T) {
	ctx := context.Background()
	stock := printerstorage.TableConvertor{TableGenerator: printers.NewTableGenerator().With(printersinternal.AddHandlers)}
	r := rand.New(rand.NewPCG(7, 11))
	tableJSON := func(table *metav1.Table, err error) string {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		return withoutObjects(t, table)
	}
	for i := range 300 {
		scale := &autoscalingv1.Scale{
			ObjectMeta: metav1.ObjectMeta{Name: fmt.Sprintf("s%d", i), Namespace: "ns", ResourceVersion: strconv.Itoa(i + 1)},
			Spec:       autoscalingv1.ScaleSpec{Replicas: r.Int32N(1000) - 1},
			Status:     autoscalingv1.ScaleStatus{Replicas: r.Int32N(1000), Selector: "app=a"},
		}
		if i%7 != 0 {
			scale.CreationTimestamp = metav1.NewTime(time.Now().Add(-time.Duration(r.Int64N(int64(3000 * time.Hour)))).Truncate(time.Second))
		}
		internal := &autoscaling.Scale{}
		if err := legacyscheme.Scheme.Convert(scale, internal, nil); err != nil {
			t.Fatal(err)
		}
		for _, opts := range []runtime.Object{nil, &metav1.TableOptions{}, &metav1.TableOptions{NoHeaders: true}} {
			before := tableJSON(selectableapiserver.ScaleTableConvertor.ConvertToTable(ctx, scale, opts))
			want := tableJSON(stock.ConvertToTable(ctx, internal, opts))
			after := tableJSON(selectableapiserver.ScaleTableConvertor.ConvertToTable(ctx, scale, opts))
			if want != before && want != after {
				t.Fatalf("scale %d, options %v:\nkube-apiserver: %s\n     generated: %s", i, opts, want, after)
			}
		}
	}
}

// withoutObjects is a table as JSON, its rows' objects left out (the
// internal Scale on one side, autoscaling/v1's on the other).
func withoutObjects(t *testing.T, table *metav1.Table) string {
	t.Helper()
	for i := range table.Rows {
		table.Rows[i].Object = runtime.RawExtension{}
	}
	b, err := json.Marshal(table)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
