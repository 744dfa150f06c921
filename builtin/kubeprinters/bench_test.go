package kubeprinters

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/kubernetes/pkg/api/legacyscheme"

	"github.com/selectable-gen/selectable-gen/builtin"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// BenchmarkTables compares, side by side, kube-apiserver's printer
// (pkg/printers/storage's convertor on the internal object the server
// holds) with the generated convertor (on the k8s.io/api object), for one
// object and a 1,000-item list of random stored objects. Run:
//
//	cd builtin/kubeprinters && GOWORK=off go test -run '^$' -bench BenchmarkTables -count 6 | tee bench.txt
//	go run golang.org/x/perf/cmd/benchstat@latest -col /impl bench.txt
func BenchmarkTables(b *testing.B) {
	for _, kind := range []string{"Pod.", "Deployment.apps", "Service.", "Node.", "Event.", "DaemonSet.apps", "Job.batch", "CronJob.batch", "ConfigMap.", "Secret."} {
		var d *selectableruntime.Descriptor
		for _, c := range builtin.Descriptors {
			if c.Kind+"."+c.Group == kind {
				d = c
			}
		}
		r := rand.New(rand.NewPCG(7, 7))
		t := &testing.T{}
		var items []runtime.Object
		for i := range 1000 {
			items = append(items, randomObject(t, r, d, time.Now(), i))
		}
		list := d.NewList()
		if err := meta.SetList(list, items); err != nil {
			b.Fatal(err)
		}
		internal := func(obj runtime.Object) runtime.Object {
			out, err := legacyscheme.Scheme.ConvertToVersion(obj, schema.GroupVersion{Group: d.Group, Version: runtime.APIVersionInternal})
			if err != nil {
				b.Fatal(err)
			}
			return out
		}
		for _, c := range []struct {
			what string
			obj  runtime.Object
		}{{"object", items[0]}, {"list1000", list}} {
			upstreamObj := internal(c.obj)
			opts := &metav1.TableOptions{}
			b.Run(fmt.Sprintf("kind=%s/size=%s/impl=upstream", d.Kind, c.what), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := upstream.ConvertToTable(context.Background(), upstreamObj, opts); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(fmt.Sprintf("kind=%s/size=%s/impl=generated", d.Kind, c.what), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := d.TableConvertor.ConvertToTable(context.Background(), c.obj, opts); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
