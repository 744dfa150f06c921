// Package gocode writes Go source for generated files: the imports of a
// file (conventional Kubernetes names, stable whatever the order of use)
// and the statements of a function body (indented lines, guards that
// merge, temporaries named as a person names them). It depends on
// nothing of the generator.
package gocode

import (
	"path"
	"sort"
	"strconv"
	"strings"
)

// Imports tracks the packages one generated file uses. Unlike gengo's
// tracker, names do not depend on the order symbols are first used: well
// known packages get their conventional Kubernetes names (metav1, runtime,
// fields), so every generated file reads the same.
type Imports struct {
	local string            // the output package path; never imported
	used  map[string]string // path -> name
	order []string          // the paths in the order first used
}

// conventionalNames are the names Kubernetes code imports these packages
// under.
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
	RuntimePkg:                                        "selectableruntime",
	RuntimePkg + "/cel":                               "selectablecel",
	RuntimePkg + "/jsonpath":                          "selectablejsonpath",
}

// RuntimePkg is this project's runtime library for generated code.
const RuntimePkg = "github.com/selectable-gen/selectable-gen/runtime"

// NewImports returns the imports of a file in package local, which is
// never imported.
func NewImports(local string) *Imports {
	return &Imports{local: local, used: map[string]string{}}
}

// Ref returns the name to qualify a symbol of package p with, recording the
// import. It returns "" for the output package itself.
func (im *Imports) Ref(p string) string {
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
	im.order = append(im.order, p)
	return name
}

// Mark is a point to roll back to: the imports recorded so far.
func (im *Imports) Mark() int { return len(im.order) }

// Rollback forgets the imports recorded after mark: a compilation that
// gave up leaves none behind (the Go it wrote is dropped with it).
func (im *Imports) Rollback(mark int) {
	for _, p := range im.order[mark:] {
		delete(im.used, p)
	}
	im.order = im.order[:mark]
}

// Qual returns "name." for package p, or "" for the output package.
func (im *Imports) Qual(p string) string {
	if n := im.Ref(p); n != "" {
		return n + "."
	}
	return ""
}

// Imported reports whether a package of the file is imported as name.
func (im *Imports) Imported(name string) bool { return im.taken(name) }

// taken reports whether a package of the file is imported as name.
func (im *Imports) taken(name string) bool {
	for _, n := range im.used {
		if n == name {
			return true
		}
	}
	return false
}

// ImportLines returns the import lines of the file (`name "path"`, or the
// quoted path alone when the name is the path's last element), sorted by
// path; the file's assembly groups them.
func (im *Imports) ImportLines() []string {
	var out []string
	for p, name := range im.used {
		if name == path.Base(p) {
			out = append(out, strconv.Quote(p))
		} else {
			out = append(out, name+" "+strconv.Quote(p))
		}
	}
	sort.Slice(out, func(i, j int) bool { return ImportPath(out[i]) < ImportPath(out[j]) })
	return out
}

// ImportPath is the quoted path of an import line (`name "path"`), for
// sorting import lines by path.
func ImportPath(line string) string {
	return line[strings.IndexByte(line, '"'):]
}
