package generators

import (
	"bytes"
	"errors"
	"fmt"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	yaml "go.yaml.in/yaml/v3"
	"k8s.io/gengo/v2/types"
	sigsyaml "sigs.k8s.io/yaml"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// CRD output merges what selectable-gen knows about a kind into the CRD
// manifest controller-gen wrote for it: versions[].selectableFields,
// additionalPrinterColumns and subresources. The edit is surgical: the
// blocks of those three keys in the matching version are replaced (or
// inserted in key order, or removed), rendered as controller-gen renders
// them; every other byte of the file, comments included, is kept, so a
// second run changes nothing.

// crdOwnedKeys are the version keys the merge writes.
var crdOwnedKeys = []string{"additionalPrinterColumns", "selectableFields", "subresources"}

// mergeCRDs edits the CRD manifests in dir for the kinds of pkgs. It
// returns the changed files and notes about what a CRD cannot express.
func mergeCRDs(args *Args, pkgs []*Package) (files map[string][]byte, notes []string, errs markers.ErrorList) {
	files = map[string][]byte{}
	entries, err := os.ReadDir(args.CRDDir)
	if err != nil {
		errs.Addf(token.Position{Filename: args.CRDDir}, "--crd-dir: %v", err)
		return nil, nil, errs
	}
	// Each version of a CRD takes its values from its own package, as
	// controller-gen writes each version from its package: the kinds are
	// keyed by group, version and kind. Two packages of one run that
	// generate the same kind of one group version leave the merge no way
	// to tell whose values a CRD should say.
	kinds := map[crdVersionKey]*Kind{}
	for _, p := range pkgs {
		for _, k := range p.Kinds {
			key := crdVersionKey{k.Group, k.Version, k.Type.Name.Name}
			if other := kinds[key]; other != nil {
				errs.Addf(k.Pos, "with --crd-dir: kind %s of %s/%s is generated from two packages (%s and %s); "+
					"the CRD version takes its values from one package only, so generate each version of a kind from one package only",
					key.kind, key.group, key.version, other.Package, k.Package)
				continue
			}
			kinds[key] = k
		}
	}
	if len(errs) > 0 {
		return nil, nil, errs
	}
	for _, e := range entries {
		if e.IsDir() || !(strings.HasSuffix(e.Name(), ".yaml") || strings.HasSuffix(e.Name(), ".yml")) {
			continue
		}
		path, _ := filepath.Abs(filepath.Join(args.CRDDir, e.Name()))
		data, err := os.ReadFile(path)
		if err != nil {
			errs.Addf(token.Position{Filename: path}, "cannot read: %v", err)
			continue
		}
		out, fileNotes, err := mergeCRDFile(data, func(group, kind, version string) *Kind {
			return kinds[crdVersionKey{group, version, kind}]
		}, args.CRDCELColumns)
		if list := (markers.ErrorList)(nil); errors.As(err, &list) {
			errs = append(errs, list...)
			continue
		} else if err != nil {
			errs.Addf(token.Position{Filename: path, Line: 1}, "%v", err)
			continue
		}
		for _, n := range fileNotes {
			notes = append(notes, fmt.Sprintf("%s: %s", markers.RelPath(path), n))
		}
		if !bytes.Equal(out, data) {
			files[path] = out
		}
	}
	return files, notes, errs
}

// crdVersionKey names one version of a CRD: group, version and kind.
type crdVersionKey struct{ group, version, kind string }

// textEdit replaces lines [from, to) with text.
type textEdit struct {
	from, to int
	text     []string
	order    int
}

// mergeCRDFile edits every CRD document of one file. Its error is a
// markers.ErrorList where a CRD would be one no API server takes
// (shareNoSelectableFields).
func mergeCRDFile(data []byte, lookup func(group, kind, version string) *Kind, celColumns bool) ([]byte, []string, error) {
	lines := strings.Split(string(data), "\n")
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var edits []textEdit
	var notes []string
	var errs markers.ErrorList // positioned at the kinds: a CRD no API server takes
	for {
		var doc yaml.Node
		if err := dec.Decode(&doc); err != nil {
			if err.Error() == "EOF" {
				break
			}
			return nil, nil, fmt.Errorf("not valid YAML: %v", err)
		}
		if len(doc.Content) == 0 {
			continue
		}
		root := doc.Content[0]
		if mapValue(root, "kind").scalar() != "CustomResourceDefinition" {
			continue
		}
		spec := mapValue(root, "spec")
		group := mapValue(spec.node, "group").scalar()
		kind := mapValue(mapValue(spec.node, "names").node, "kind").scalar()
		versionsNode := mapValue(spec.node, "versions").node
		if versionsNode == nil {
			continue
		}
		var versions []*crdVersion
		for _, v := range versionsNode.Content {
			cv := &crdVersion{node: v, name: mapValue(v, "name").scalar()}
			cv.kind = lookup(group, kind, cv.name)
			if cv.kind != nil {
				var kindNotes []string
				cv.want, kindNotes = crdValues(cv.kind, celColumns)
				for _, n := range kindNotes {
					notes = append(notes, fmt.Sprintf("%s %s/%s: %s", kind, group, cv.name, n))
				}
			}
			versions = append(versions, cv)
		}
		sharedNotes, err := shareNoSelectableFields(kind, versions)
		for _, n := range sharedNotes {
			notes = append(notes, fmt.Sprintf("%s %s: %s", kind, group, n))
		}
		errs.Add(err)
		for _, v := range versions {
			if v.kind != nil {
				edits = append(edits, versionEdits(lines, v.node, v.want)...)
			}
		}
	}
	if len(errs) > 0 {
		return nil, nil, errs
	}
	// Apply from the end of the file, so earlier line numbers stay right;
	// insertions at one place go in reverse, so they end up in key order.
	for i := range edits {
		edits[i].order = i
	}
	sort.Slice(edits, func(i, j int) bool {
		if edits[i].from != edits[j].from {
			return edits[i].from > edits[j].from
		}
		return edits[i].order > edits[j].order
	})
	for _, e := range edits {
		lines = append(lines[:e.from], append(e.text, lines[e.to:]...)...)
	}
	return []byte(strings.Join(lines, "\n")), notes, nil
}

// nodeRef wraps an optional yaml node.
type nodeRef struct{ node *yaml.Node }

func mapValue(m *yaml.Node, key string) nodeRef {
	if m == nil || m.Kind != yaml.MappingNode {
		return nodeRef{}
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return nodeRef{m.Content[i+1]}
		}
	}
	return nodeRef{}
}

func (r nodeRef) scalar() string {
	if r.node == nil || r.node.Kind != yaml.ScalarNode {
		return ""
	}
	return r.node.Value
}

// versionEdits replaces, inserts or removes the owned keys of one version
// mapping. want maps each owned key to its value, or nil to remove it.
//
// The version is one item of the versions sequence, so its first key line
// carries the item's "- ". The item is rewritten as one edit: every block
// that is not owned is copied as it is (with the comments above it), owned
// blocks are replaced or dropped, missing ones are inserted before the
// first key that sorts after them (above its comments), and the "- " goes
// on whichever key line comes first afterwards, as controller-gen would
// have written it.
func versionEdits(lines []string, v *yaml.Node, want map[string]any) []textEdit {
	type key struct {
		name       string
		line, end  int // 0-based block [line, end)
		commentTop int // first line of the comments above the key
		// empty: the value is {}, which says what no key says.
		empty bool
	}
	var keys []key
	for i := 0; i+1 < len(v.Content); i += 2 {
		k, value := v.Content[i], v.Content[i+1]
		keys = append(keys, key{name: k.Value, line: k.Line - 1, empty: value.Kind == yaml.MappingNode && len(value.Content) == 0})
	}
	if len(keys) == 0 {
		return nil
	}
	indent := v.Content[0].Column - 1
	for i := range keys {
		keys[i].end = blockEnd(lines, keys[i].line, indent)
		keys[i].commentTop = max(commentTop(lines, keys[i].line, indent), keys[0].line)
	}
	present := map[string]bool{}
	for _, k := range keys {
		present[k.name] = true
	}
	// inserts[i] are the new blocks that go above key i (len(keys): at the end).
	inserts := make([][]string, len(keys)+1)
	for _, name := range crdOwnedKeys {
		if present[name] || want[name] == nil {
			continue
		}
		at := len(keys)
		for i, k := range keys {
			if k.name > name {
				at = i
				break
			}
		}
		inserts[at] = append(inserts[at], renderBlock(name, want[name], indent)...)
	}
	pad := strings.Repeat(" ", indent)
	first := keys[0].line
	var out []string
	for i, k := range keys {
		start := first
		if i > 0 {
			start = keys[i-1].end
		}
		out = append(out, lines[start:k.commentTop]...)
		out = append(out, inserts[i]...)
		out = append(out, lines[k.commentTop:k.line]...)
		switch owned := slices.Contains(crdOwnedKeys, k.name); {
		case owned && want[k.name] != nil:
			out = append(out, renderBlock(k.name, want[k.name], indent)...)
		case owned && !k.empty:
			// dropped
		default:
			// Not owned, or an owned key whose value is {} where nothing is
			// wanted: controller-gen writes "subresources: {}" for a version
			// with printer columns and no subresource; kept, so merging into
			// its CRDs changes nothing.
			block := slices.Clone(lines[k.line:k.end])
			if i == 0 {
				block[0] = pad + block[0][indent:]
			}
			out = append(out, block...)
		}
	}
	out = append(out, inserts[len(keys)]...)
	for i, l := range out {
		if t := strings.TrimLeft(l, " "); t != "" && !strings.HasPrefix(t, "#") {
			out[i] = lines[first][:indent] + l[indent:]
			break
		}
	}
	end := keys[len(keys)-1].end
	if slices.Equal(out, lines[first:end]) {
		return nil
	}
	return []textEdit{{from: first, to: end, text: out}}
}

// blockEnd is the line after the block of the key at line start: the
// lines indented deeper, and sequence items at the key's indentation
// (controller-gen does not indent sequences), less trailing blank lines
// and comments that belong to the next key.
func blockEnd(lines []string, start, indent int) int {
	end := len(lines)
	for j := start + 1; j < len(lines); j++ {
		t := strings.TrimLeft(lines[j], " ")
		if t == "" {
			continue
		}
		ind := len(lines[j]) - len(t)
		if ind > indent || ind == indent && (strings.HasPrefix(t, "- ") || t == "-") {
			continue
		}
		end = j
		break
	}
	for end-1 > start {
		t := strings.TrimLeft(lines[end-1], " ")
		ind := len(lines[end-1]) - len(t)
		if t == "" || strings.HasPrefix(t, "#") && ind <= indent {
			end--
			continue
		}
		break
	}
	return end
}

// commentTop is the first line of the comment lines right above line at
// the same indentation (the key's head comment).
func commentTop(lines []string, line, indent int) int {
	top := line
	for top > 0 {
		t := strings.TrimLeft(lines[top-1], " ")
		if strings.HasPrefix(t, "#") && len(lines[top-1])-len(t) == indent {
			top--
			continue
		}
		break
	}
	return top
}

// renderBlock renders key: value as controller-gen does (sigs.k8s.io/yaml:
// sorted keys, sequences not indented), indented by indent spaces. The
// emitter folds a long string at 80 columns counted from the start of the
// line, so the block is rendered where it will stand: under indent/2
// levels of placeholder keys, whose lines are then dropped (an odd
// indentation, which controller-gen never writes, is padded instead).
func renderBlock(key string, value any, indent int) []string {
	levels, pad := indent/2, strings.Repeat(" ", indent%2)
	doc := map[string]any{key: value}
	for range levels {
		doc = map[string]any{"_": doc}
	}
	data, err := sigsyaml.Marshal(doc)
	if err != nil {
		panic(err) // plain maps and slices always marshal
	}
	out := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")[levels:]
	for i := range out {
		out[i] = pad + out[i]
	}
	return out
}

// crdValues is what a CRD version of k should say, and notes about what a
// CRD cannot say the way the generated code does.
func crdValues(k *Kind, celColumns bool) (map[string]any, []string) {
	want := map[string]any{}
	// The notes follow the order of the manifest's keys as the merge
	// writes them: fields, then the table, then subresources.
	fields, notes := crdSelectableFields(k)
	if len(fields) > 0 {
		want["selectableFields"] = fields
	}
	notes = append(notes, crdTableNotes(k)...)
	columns, columnNotes := crdPrinterColumns(k, celColumns)
	notes = append(notes, columnNotes...)
	if len(columns) > 0 {
		want["additionalPrinterColumns"] = columns
	}
	sub, subNotes := crdSubresources(k)
	notes = append(notes, subNotes...)
	if len(sub) > 0 {
		want["subresources"] = sub
	}
	return want, notes
}

// crdSelectableFields are the selectableFields entries of k's CRD: the
// fields a CRD can select with the value the generated code gives.
func crdSelectableFields(k *Kind) ([]any, []string) {
	var fields []any
	var notes []string
	for _, f := range k.Fields {
		if why := crdFieldLeftOut(f); why != "" {
			notes = append(notes, fmt.Sprintf("selectable field %s left out: %s", f.Name, why))
			continue
		}
		if last := f.Path.last(); last.Omitempty && last.Type.Kind != types.Pointer && (f.Value.Kind == boolValue || f.Value.Kind == signedValue || f.Value.Kind == unsignedValue) {
			notes = append(notes, fmt.Sprintf("selectable field %s: when it is %s JSON leaves it out (omitempty) and a CRD gives \"\", while the generated code gives its value; make it a pointer or drop omitempty so both agree",
				f.Name, map[bool]string{true: "false", false: "0"}[f.Value.Kind == boolValue]))
		}
		fields = append(fields, map[string]any{"jsonPath": "." + f.Name})
	}
	return fields, notes
}

// crdFieldLeftOut says why a CRD cannot select f as the generated code
// does, or "" when it can: a CRD selects a field by its own JSON path,
// outside metadata, with "" for an absent value.
func crdFieldLeftOut(f *Field) string {
	switch {
	case f.ValueFunc != "":
		return fmt.Sprintf("its value comes from %s, which a CRD cannot run", f.ValueFunc)
	case len(f.Path.Lists) > 0:
		return fmt.Sprintf("its path %s goes through a list, and a CRD selects single fields only", f.Path)
	case f.Path.String() != "."+f.Name:
		return fmt.Sprintf("a CRD selects a field by its path (%s), it cannot rename it", f.Path)
	case f.Path.JSON()[0] == "metadata":
		return "a CRD cannot select fields in metadata, and a cluster-scoped custom resource's field set has no metadata.namespace"
	case f.Default != "":
		return fmt.Sprintf("a CRD gives \"\" for an absent field, not the default %q", f.Default)
	case f.Value.Kind == intOrStringValue:
		return "a CRD cannot select an int-or-string field"
	}
	return ""
}

// crdTableNotes are the notes on table features of k that a CRD's table
// has no place for.
func crdTableNotes(k *Kind) []string {
	var notes []string
	if k.HeadersAlways {
		notes = append(notes, "column definitions with NoHeaders (+k8s:printerHeaders=Always) left out: a CRD's table has none when the request asks for none")
	}
	if len(k.RowOrder) > 0 {
		notes = append(notes, "row order (+k8s:printerRowOrder) left out: a CRD's table lists rows in the list's order")
	}
	if len(k.RowConditions) > 0 {
		notes = append(notes, "row conditions (+k8s:printerRowCondition) left out: a CRD's table rows carry none")
	}
	return notes
}

// crdPrinterColumns are the additionalPrinterColumns of k's CRD. CEL
// columns are written only with celColumns (no released Kubernetes serves
// them), and are noted together when left out.
func crdPrinterColumns(k *Kind, celColumns bool) ([]any, []string) {
	var columns []any
	var notes, celLeftOut []string
	for _, c := range k.Columns {
		if !c.declared() {
			continue // the served default Age column
		}
		if c.Expression != "" && !celColumns {
			celLeftOut = append(celLeftOut, c.Name)
			continue
		}
		if why := crdColumnLeftOut(c); why != "" {
			notes = append(notes, fmt.Sprintf("printer column %s left out: %s", c.Name, why))
			continue
		}
		col, colNotes := crdColumn(c)
		notes = append(notes, colNotes...)
		columns = append(columns, col)
	}
	if len(celLeftOut) > 0 {
		notes = append(notes, fmt.Sprintf("printer columns %s left out: they are CEL expressions, which no released Kubernetes serves; "+
			"--crd-cel-columns writes them as expression (KEP-4595)", strings.Join(celLeftOut, ", ")))
	}
	return columns, notes
}

// crdColumnLeftOut says why a CRD has no column for c, or "" when it has.
func crdColumnLeftOut(c *Column) string {
	switch {
	case c.NameColumn:
		return "it is the table's Name column (nameColumn), and a CRD's table always starts with its own"
	case c.CellOnly:
		return "its cell has no column (cellOnly), and a CRD's cells are its columns'"
	case c.readsVariables():
		return "it reads a variable (+k8s:printerColumnVariable), which a CRD's columns do not have"
	case c.readsTableOnlyCEL():
		return "it reads now or calls humanDuration, formatLabels or formatLabelSelector, which Kubernetes' CEL does not have"
	}
	return ""
}

// crdColumn is c's entry in a CRD, with notes where it differs from the
// generated table: the attributes a CRD rejects or renders otherwise are
// dropped or rewritten.
func crdColumn(c *Column) (map[string]any, []string) {
	var notes []string
	col := map[string]any{}
	for _, v := range c.values() {
		col[v.key] = v.value
	}
	if c.Format != "" && !slices.Contains(markers.CRDColumnFormats, c.Format) {
		delete(col, "format")
		notes = append(notes, fmt.Sprintf("printer column %s: format %s left out: a CRD does not accept it (the generated table has it)", c.Name, c.Format))
	}
	if c.NoDescription {
		notes = append(notes, fmt.Sprintf("printer column %s: a CRD shows its default description where the generated table has none (description=\"\")", c.Name))
	}
	if c.CellType == "any" {
		delete(col, "cellType")
		notes = append(notes, fmt.Sprintf("printer column %s: its cells are the expression's values as they are (cellType=any), where a CRD renders them by type %s", c.Name, c.Type))
	} else if c.CellType != "" {
		delete(col, "cellType")
		col["type"] = c.CellType
		notes = append(notes, fmt.Sprintf("printer column %s: type %s, how its cells are rendered (cellType), where the generated table's definition says %s", c.Name, c.CellType, c.Type))
	}
	if c.Placeholder != nil {
		delete(col, "placeholder")
		notes = append(notes, fmt.Sprintf("printer column %s: placeholder %q left out: a CRD's cell of an absent value is null", c.Name, *c.Placeholder))
	}
	return col, notes
}

// crdSubresources are the subresources of k's CRD. A CRD's scale needs
// statusReplicasPath and reads a label selector in string form only.
func crdSubresources(k *Kind) (map[string]any, []string) {
	var notes []string
	sub := map[string]any{}
	if k.Status != nil {
		sub["status"] = map[string]any{}
	}
	if sc := k.Scale; sc != nil {
		if sc.status == nil {
			notes = append(notes, "scale subresource left out: a CRD requires statusReplicasPath")
		} else {
			scale := map[string]any{"specReplicasPath": sc.spec.String(), "statusReplicasPath": sc.status.String()}
			switch {
			case sc.selector != nil && sc.selectorForm == selectorString:
				scale["labelSelectorPath"] = sc.selector.String()
			case sc.selector != nil:
				notes = append(notes, fmt.Sprintf("scale labelSelectorPath left out: %s holds the selector as %s, and a CRD reads it in string form only",
					sc.selector, jsontype.Describe(sc.selector.Leaf())))
			}
			sub["scale"] = scale
		}
	}
	return sub, notes
}
