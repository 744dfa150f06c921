package randapi

import (
	"fmt"
	"strings"
)

// Rendering: the package's files (types.go and where the group is said),
// with the lines of its markers and faults.

// groupFiles writes where the package's API group is said, in one of the
// layouts real projects use: +groupName in doc.go (gengo tools), in the
// package comment of groupversion_info.go only (kubebuilder's scaffolding),
// or no marker and a GroupName constant (k8s.io/api's apps, batch, ...).
// With groupConflict, doc.go and groupversion_info.go disagree.
func (w *writer) groupFiles(p *Package) {
	group := w.pkg + ".example.com"
	layouts := 4
	if w.group != "" {
		// Both versions of a group say it with +groupName, which
		// controller-gen needs to write their CRD.
		group, layouts = w.group, 3
	}
	// +kubebuilder:object:generate=true: controller-gen writes the deepcopy
	// methods of every type (the property test compiles with them).
	doc := fmt.Sprintf("// Package %s is a random API package (seed %d).\n//\n// +kubebuilder:object:generate=true\n", w.pkg, w.seed)
	kubebuilder := func(g string) string {
		return fmt.Sprintf("// Package %s holds API schema definitions (seed %d).\n// +kubebuilder:object:generate=true\n// +groupName=%s\npackage %s\n", w.pkg, w.seed, g, w.pkg)
	}
	switch layout := w.r.Intn(layouts); {
	case w.groupConflict:
		p.Files["doc.go"] = doc + "// +groupName=" + group + "\npackage " + w.pkg + "\n"
		p.Files["groupversion_info.go"] = kubebuilder("other." + group)
		p.Faults = append(p.Faults, Fault{File: "groupversion_info.go", Line: 3, What: "two +groupName values in two files"})
	case layout == 2:
		p.Files["groupversion_info.go"] = kubebuilder(group)
	case layout == 3:
		p.Files["doc.go"] = doc + "package " + w.pkg + "\n"
		p.Files["register.go"] = fmt.Sprintf("package %s\n\n// GroupName is the API group of this package.\nconst GroupName = %q\n", w.pkg, group)
	default:
		// kube-openapi's model package for even-length package names
		// (no draw, so that the random sequence stays).
		model := ""
		if len(w.pkg)%2 == 0 {
			model = "// +k8s:openapi-model-package=com.example." + w.pkg + "\n"
		}
		p.Files["doc.go"] = doc + "// +groupName=" + group + "\n" + model + "package " + w.pkg + "\n"
	}
}

// write renders the package, recording lines.
func (w *writer) write() *Package {
	var b strings.Builder
	line := 1
	emit := func(format string, args ...any) {
		s := fmt.Sprintf(format, args...)
		b.WriteString(s)
		line += strings.Count(s, "\n")
	}
	emit("package %s\n\n", w.pkg)
	emit("import (\n\t\"encoding/json\"\n\n\tmetav1 \"k8s.io/apimachinery/pkg/apis/meta/v1\"\n\t\"k8s.io/apimachinery/pkg/api/resource\"\n\t\"k8s.io/apimachinery/pkg/types\"\n\t\"k8s.io/apimachinery/pkg/util/intstr\"\n)\n\n")
	emit("var (\n\t_ = resource.Quantity{}\n\t_ = intstr.IntOrString{}\n\t_ types.UID\n)\n\n")
	emit("// Mode is an enum.\ntype Mode string\n\n")
	emit("// Address marshals itself to a JSON string.\n//\n// +kubebuilder:validation:Type=string\ntype Address struct {\n\tText string `json:\"-\"`\n}\n\n")
	emit("// MarshalJSON writes the text.\nfunc (a Address) MarshalJSON() ([]byte, error) { return json.Marshal(a.Text) }\n\n")
	emit("// UnmarshalJSON reads the text.\nfunc (a *Address) UnmarshalJSON(b []byte) error { return json.Unmarshal(b, &a.Text) }\n\n")
	for _, k := range w.kinds {
		emit("// %s is a random kind.\n//\n// +kubebuilder:object:root=true\n", k.name)
		for _, m := range k.markers {
			k.markerLines = append(k.markerLines, line)
			// Some expressions are written over lines (key> text), and
			// some +k8s: lines carry a trailing comment, which the parser
			// drops (both chosen by the text, not drawn: the random
			// stream stays as it was).
			if lines, ok := overLines(m); ok && len(m)%3 == 0 {
				for _, l := range lines {
					emit("// %s\n", l)
				}
				continue
			}
			if strings.HasPrefix(m, "+k8s:") && len(m)%4 == 0 {
				m += " # a comment, dropped"
			}
			emit("// %s\n", m)
		}
		k.line = line
		spec := k.spec.name
		if k.specPtr {
			spec = "*" + spec
		}
		emit("type %s struct {\n\tmetav1.TypeMeta   `json:\",inline\"`\n\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`\n", k.name)
		emit("\tSpec %s `json:\"spec,omitempty\"`\n", spec)
		if k.status != nil {
			emit("\tStatus %s `json:\"status,omitempty\"`\n", k.status.name)
		}
		emit("}\n\n")
		emit("// %sList is a list of %s.\n//\n// +kubebuilder:object:root=true\ntype %sList struct {\n\tmetav1.TypeMeta `json:\",inline\"`\n\tmetav1.ListMeta `json:\"metadata,omitempty\"`\n\tItems []%s `json:\"items\"`\n}\n\n",
			k.name, k.name, k.name, k.name)
	}
	for _, s := range w.structs {
		if name, under, ok := strings.Cut(s.name, "="); ok {
			emit("// %s is a declared list or map type.\ntype %s %s\n\n", name, name, under)
			continue
		}
		emit("// %s is a random struct.\ntype %s struct {\n", s.name, s.name)
		if s.object {
			emit("\tmetav1.ObjectMeta `json:\"metadata,omitempty\"`\n")
		}
		for _, m := range s.members {
			for _, mk := range m.markers {
				emit("\t// %s\n", mk)
			}
			m.line = line
			t := m.goType
			if m.ptr {
				t = "*" + t
			}
			opts := ""
			if m.omitempty {
				opts += ",omitempty"
			}
			if m.omitzero {
				opts += ",omitzero"
			}
			if m.inline {
				emit("\t%s `json:\",inline\"`\n", t)
			} else {
				emit("\t%s %s `json:\"%s%s\"`\n", m.name, t, m.json, opts)
			}
		}
		emit("}\n\n")
	}
	p := &Package{Name: w.pkg, Valid: len(w.faults) == 0 && !w.groupConflict, Files: map[string]string{"types.go": b.String()}}
	w.groupFiles(p)
	for _, f := range w.faults {
		if f.kind != nil {
			for i, m := range f.kind.markers {
				if m == f.marker {
					p.Faults = append(p.Faults, Fault{File: "types.go", Line: f.kind.markerLines[i], What: f.what, Quiet: f.quiet})
				}
			}
		} else if f.inner {
			p.Faults = append(p.Faults, Fault{File: "types.go", Line: f.mem.line + 1, What: f.what})
		} else {
			p.Faults = append(p.Faults, Fault{File: "types.go", Line: f.mem.line - 1, What: f.what})
		}
	}
	return p
}

// overLines writes a +k8s: marker whose expression is a backquoted value
// as the marker's other arguments on a line ending in ',', then the
// expression over lines (expression> text), broken before each " ? ",
// " : ", " && " and " || " outside a string, the lines after the first
// indented: the same marker, read the same.
func overLines(m string) ([]string, bool) {
	const key = "expression=`"
	i := strings.Index(m, key)
	colon := strings.IndexByte(m[min(len(m), len("+k8s:")):], ':') + len("+k8s:")
	if !strings.HasPrefix(m, "+k8s:") || i < 0 || colon < len("+k8s:") || colon > i {
		return nil, false
	}
	end := strings.IndexByte(m[i+len(key):], '`')
	if end < 0 {
		return nil, false
	}
	name, expr := m[:colon], m[i+len(key):i+len(key)+end]
	var others []string
	for _, a := range []string{strings.TrimSuffix(m[colon+1:i], ","), strings.TrimPrefix(m[i+len(key)+end+1:], ",")} {
		if a != "" {
			others = append(others, a)
		}
	}
	var lines []string
	if len(others) > 0 {
		lines = append(lines, name+":"+strings.Join(others, ",")+",")
	}
	for j, piece := range breakExpression(expr) {
		indent := " "
		if j > 0 {
			indent = "   "
		}
		lines = append(lines, name+":expression>"+indent+piece)
	}
	return lines, true
}

// breakExpression splits a CEL expression before each " ? ", " : ",
// " && " and " || " that is not inside a string.
func breakExpression(expr string) []string {
	var pieces []string
	start, quote := 0, byte(0)
	for i := 0; i < len(expr); i++ {
		c := expr[i]
		switch {
		case quote != 0 && c == '\\':
			i++
		case quote != 0 && c == quote:
			quote = 0
		case quote != 0:
		case c == '"' || c == '\'':
			quote = c
		case i > start && (strings.HasPrefix(expr[i:], " ? ") || strings.HasPrefix(expr[i:], " : ") ||
			strings.HasPrefix(expr[i:], " && ") || strings.HasPrefix(expr[i:], " || ")):
			pieces = append(pieces, expr[start:i])
			start = i + 1
		}
	}
	return append(pieces, expr[start:])
}
