package swap

import (
	"context"
	"testing"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/kubernetes/pkg/api/legacyscheme"
	"k8s.io/kubernetes/pkg/printers"
	printersinternal "k8s.io/kubernetes/pkg/printers/internalversion"
	printerstorage "k8s.io/kubernetes/pkg/printers/storage"
)

// BenchmarkRows is BenchmarkKubeAPIServer's table without the server:
// the 1,000 pods of benchPod, as the internal PodList kube-apiserver's
// pod store hands its table convertor, printed by the stock convertor
// (printers.go's handlers) and by the bridge (Rows: the list converted
// to core/v1 with kube-apiserver's scheme, then builtin's generated
// convertor). convert is the bridge's conversion alone, generated-v1 the
// generated convertor on the core/v1 list, so that the bridge's own cost
// can be read off. Run:
//
//	cd realworld/kubernetes && GOWORK=off go test -run '^$' -bench BenchmarkRows -count 10 -benchtime 300x ./swap | tee rows.txt
//	go run golang.org/x/perf/cmd/benchstat@latest -col /impl rows.txt
func BenchmarkRows(b *testing.B) {
	list := &corev1.PodList{}
	for i := range 1000 {
		list.Items = append(list.Items, *benchPod(i))
	}
	internal, err := legacyscheme.Scheme.ConvertToVersion(list, schema.GroupVersion{Version: runtime.APIVersionInternal})
	if err != nil {
		b.Fatal(err)
	}
	d, err := Descriptor(internal)
	if err != nil {
		b.Fatal(err)
	}
	stock := printerstorage.TableConvertor{TableGenerator: printers.NewTableGenerator().With(printersinternal.AddHandlers)}
	run := func(impl string, f func() error) {
		b.Run("impl="+impl, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := f(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	run("stock", func() error {
		_, err := stock.ConvertToTable(context.Background(), internal, &metav1.TableOptions{})
		return err
	})
	run("bridge", func() error {
		_, err := Rows(internal, printers.GenerateOptions{Wide: true}, false)
		return err
	})
	run("generated-v1", func() error {
		_, err := d.TableConvertor.ConvertToTable(context.Background(), list, &metav1.TableOptions{})
		return err
	})
	run("convert", func() error {
		_, _, err := served(internal)
		return err
	})
}
