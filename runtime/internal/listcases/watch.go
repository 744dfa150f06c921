package listcases

import (
	"fmt"
	"time"

	"k8s.io/apimachinery/pkg/apis/meta/v1/unstructured"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/watch"

	v1 "github.com/selectable-gen/selectable-gen/runtime/internal/fixture/v1"
)

// Sentinel is the name of the object a watch script creates last: the
// events up to its own are all the script's.
const Sentinel = "sentinel"

// Events reads w's events up to the sentinel's (ten seconds at most), each
// as "TYPE name values": a gizmo's color and size, a doohickey's mode ("-"
// when absent), of typed or unstructured objects. The adapters' watch tests
// compare them with what the server sends.
func Events(w watch.Interface) ([]string, error) {
	var out []string
	timeout := time.After(10 * time.Second)
	for {
		select {
		case e, ok := <-w.ResultChan():
			if !ok {
				return out, fmt.Errorf("the watch closed; events so far: %v", out)
			}
			name, values, err := describe(e.Object)
			if err != nil {
				return out, fmt.Errorf("event %s: %w", e.Type, err)
			}
			out = append(out, fmt.Sprintf("%s %s %s", e.Type, name, values))
			if name == Sentinel {
				return out, nil
			}
		case <-timeout:
			return out, fmt.Errorf("no sentinel; events so far: %v", out)
		}
	}
}

// describe is an event object's name and values.
func describe(obj runtime.Object) (name, values string, err error) {
	content, err := runtime.DefaultUnstructuredConverter.ToUnstructured(obj)
	if err != nil {
		return "", "", err
	}
	u := &unstructured.Unstructured{Object: content}
	doohickey := false
	switch o := obj.(type) {
	case *v1.Doohickey:
		doohickey = true
	case *unstructured.Unstructured:
		doohickey = o.GetKind() == "Doohickey"
	}
	if doohickey {
		mode, ok, _ := unstructured.NestedString(content, "spec", "mode")
		if !ok {
			mode = "-"
		}
		return u.GetName(), mode, nil
	}
	color, _, _ := unstructured.NestedString(content, "spec", "color")
	size, _, _ := unstructured.NestedString(content, "spec", "size")
	return u.GetName(), color + " " + size, nil
}
