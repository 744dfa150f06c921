package generators

import (
	"path"
	"sort"
	"strconv"
	"strings"
)

// imports tracks the packages one generated file uses. Unlike gengo's
// tracker, names do not depend on the order symbols are first used: well
// known packages get their conventional Kubernetes names (metav1, runtime,
// fields), so every generated file reads the same.
type imports struct {
	local string            // the output package path; never imported
	used  map[string]string // path -> name
}

var conventionalNames = map[string]string{
	"k8s.io/apimachinery/pkg/apis/meta/v1":            "metav1",
	"k8s.io/apimachinery/pkg/runtime":                 "runtime",
	"k8s.io/apimachinery/pkg/runtime/schema":          "schema",
	"k8s.io/apimachinery/pkg/fields":                  "fields",
	"k8s.io/apimachinery/pkg/labels":                  "labels",
	"k8s.io/apimachinery/pkg/util/intstr":             "intstr",
	"k8s.io/apimachinery/pkg/api/errors":              "apierrors",
	"k8s.io/apimachinery/pkg/util/validation/field":   "field",
	"k8s.io/apimachinery/pkg/apis/meta/v1/validation": "metav1validation",
	"k8s.io/api/autoscaling/v1":                       "autoscalingv1",
	runtimePkg:                                        "selectableruntime",
	runtimePkg + "/cel":                               "selectablecel",
	runtimePkg + "/jsonpath":                          "selectablejsonpath",
}

// runtimePkg is this project's runtime library for generated code.
const runtimePkg = "github.com/selectable-gen/selectable-gen/runtime"

func newImports(local string) *imports {
	return &imports{local: local, used: map[string]string{}}
}

// ref returns the name to qualify a symbol of package p with, recording the
// import. It returns "" for the output package itself.
func (im *imports) ref(p string) string {
	if p == im.local {
		return ""
	}
	if name, ok := im.used[p]; ok {
		return name
	}
	name, ok := conventionalNames[p]
	if !ok {
		name = strings.NewReplacer(".", "", "-", "", "_", "").Replace(path.Base(p))
	}
	for base, i := name, 2; im.taken(name); i++ {
		name = base + strconv.Itoa(i)
	}
	im.used[p] = name
	return name
}

// qual returns "name." for package p, or "" for the output package.
func (im *imports) qual(p string) string {
	if n := im.ref(p); n != "" {
		return n + "."
	}
	return ""
}

func (im *imports) taken(name string) bool {
	for _, n := range im.used {
		if n == name {
			return true
		}
	}
	return false
}

// lines returns the import lines, sorted by path; gofmt groups them.
func (im *imports) lines() []string {
	var out []string
	for p, name := range im.used {
		if name == path.Base(p) {
			out = append(out, strconv.Quote(p))
		} else {
			out = append(out, name+" "+strconv.Quote(p))
		}
	}
	sort.Slice(out, func(i, j int) bool { return unquotedPath(out[i]) < unquotedPath(out[j]) })
	return out
}

func unquotedPath(line string) string {
	return line[strings.IndexByte(line, '"'):]
}
