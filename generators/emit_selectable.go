package generators

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/generator"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// selectableGenerator emits the field-selector code of a package:
// per kind FooSelectableFields, FooToSelectableFields, FooGetAttrs,
// FooFieldValue, FooMatchesFieldSelector, FooFieldLabelConversion, and
// RegisterFieldLabelConversions for the package.
type selectableGenerator struct {
	packageGenerator
}

func newSelectableGenerator(outputFile string, pkg *Package, im *gocode.Imports) generator.Generator {
	return &selectableGenerator{newPackageGenerator("selectable", outputFile, pkg, im)}
}

func (g *selectableGenerator) Init(_ *generator.Context, w io.Writer) error {
	for _, k := range g.pkg.Kinds {
		g.emitKind(w, k)
	}
	g.emitRegister(w)
	return nil
}

// selectableRefs are the import names of the packages a kind's field
// selector code refers to. emitKind resolves them once, in a fixed order,
// because the order in which a file first refers to packages decides
// their import names when two would share one.
type selectableRefs struct {
	fields, labels, apiRuntime, fmtPkg, sr string
}

func (g *selectableGenerator) emitKind(w io.Writer, k *Kind) {
	codes := planFields(k, g.im)
	refs := selectableRefs{
		fields:     g.im.Ref("k8s.io/apimachinery/pkg/fields"),
		labels:     g.im.Ref("k8s.io/apimachinery/pkg/labels"),
		apiRuntime: g.im.Ref("k8s.io/apimachinery/pkg/runtime"),
		fmtPkg:     g.im.Ref("fmt"),
		sr:         g.im.Ref(gocode.RuntimePkg),
	}
	metadata := "metadata.name"
	if k.Namespaced {
		metadata = "metadata.name and metadata.namespace"
	}

	emitSelectableFieldLists(w, k, metadata, refs.sr)
	emitToSelectableFields(w, k, codes, metadata, refs)
	emitGetAttrs(w, k, refs)
	emitFieldValue(w, k, codes)
	g.emitMatcher(w, k, refs)
	g.emitConversion(w, k)
	g.emitIndexers(w, k)

	// The helpers the field expressions above call, after their callers.
	for _, c := range codes {
		if c.helper != "" {
			fmt.Fprint(w, c.helper)
		}
	}
}

// emitSelectableFieldLists writes the discovery lists: FooSelectableFields,
// the published field selectors, and FooUnsetFieldLabels, the labels the
// conversion accepts but nothing sets (only when there are any).
func emitSelectableFieldLists(w io.Writer, k *Kind, metadata, sr string) {
	name, n := k.Name, k.names()
	fmt.Fprint(w, docComment(fmt.Sprintf("%s are the fields of %s that field selectors may name "+
		"besides %s, in the order they are published.", n.selectableFields, name, metadata)))
	fmt.Fprintf(w, "var %s = []%s.SelectableField{\n", n.selectableFields, sr)
	for _, l := range k.Labels {
		if l.Published() {
			writeSelectableField(w, l.Name, l.Field.Default, labelDescription(l), l.Field.multiValued())
		}
	}
	fmt.Fprintf(w, "}\n\n")
	if unset := unsetLabels(k); len(unset) > 0 {
		fmt.Fprint(w, docComment(fmt.Sprintf("%s are the field labels that %s's field label conversion accepts "+
			"but no %s sets: they compare as the empty string.", n.unsetFieldLabels, name, name)))
		fmt.Fprintf(w, "var %s = []%s.SelectableField{\n", n.unsetFieldLabels, sr)
		for _, l := range unset {
			writeSelectableField(w, l.Name, "", l.Description, false)
		}
		fmt.Fprintf(w, "}\n\n")
	}
}

// emitToSelectableFields writes FooToSelectableFields, the full field set.
// A set with only single-valued, always-present fields is returned as one
// literal; omitAbsent and multi-valued fields need a variable to add to.
func emitToSelectableFields(w io.Writer, k *Kind, codes []fieldCode, metadata string, refs selectableRefs) {
	n, fieldsPkg := k.names(), refs.fields
	var omittedNames []string
	for _, c := range codes {
		if c.present != "" {
			omittedNames = append(omittedNames, c.name)
		}
	}
	omitted := len(omittedNames) > 0
	doc := fmt.Sprintf("%s returns every field selector value of obj, %s included, keyed by field selector name.",
		n.toSelectableFields, metadata)
	if omitted {
		doc += fmt.Sprintf(" %s %s left out while absent (omitAbsent).", strings.Join(omittedNames, ", "),
			map[bool]string{true: "is", false: "are"}[len(omittedNames) == 1])
	}
	fmt.Fprint(w, docComment(doc))
	multi := k.multiValued()
	if !multi && !omitted {
		fmt.Fprintf(w, "func %s(obj *%s) %s.Set {\n\treturn %s.Set{\n", n.toSelectableFields, k.Name, fieldsPkg, fieldsPkg)
	} else {
		fmt.Fprintf(w, "func %s(obj *%s) %s.Set {\n\tset := %s.Set{\n", n.toSelectableFields, k.Name, fieldsPkg, fieldsPkg)
	}
	for _, c := range codes {
		if !c.multi && c.present == "" {
			fmt.Fprintf(w, "\t\t%s: %s,\n", strconv.Quote(c.name), c.expr)
		}
	}
	fmt.Fprintf(w, "\t}\n")
	if omitted {
		fmt.Fprintf(w, "\t// Left out while absent (omitAbsent): a selector compares them as the empty string either way.\n")
		for _, c := range codes {
			if c.present != "" {
				fmt.Fprintf(w, "\tif %s {\n\t\tset[%s] = %s\n\t}\n", c.present, strconv.Quote(c.name), c.expr)
			}
		}
	}
	if multi {
		fmt.Fprintf(w, "\t// Multi-valued: the joined values, and a member key per value.\n")
		for _, c := range codes {
			if c.multi {
				fmt.Fprintf(w, "\t%s.AddMultiValued(set, %s, %s)\n", refs.sr, strconv.Quote(c.name), c.expr)
			}
		}
	}
	if multi || omitted {
		fmt.Fprintf(w, "\treturn set\n")
	}
	fmt.Fprintf(w, "}\n\n")
}

// emitGetAttrs writes FooGetAttrs, the kind's storage.AttrFunc.
func emitGetAttrs(w io.Writer, k *Kind, refs selectableRefs) {
	name, n := k.Name, k.names()
	v := localVar(name)
	fmt.Fprint(w, docComment(fmt.Sprintf("%s returns the labels and field selector values of a *%s. "+
		"It fits k8s.io/apiserver/pkg/storage.AttrFunc.", n.getAttrs, name)))
	fmt.Fprintf(w, "func %s(obj %s.Object) (%s.Set, %s.Set, error) {\n", n.getAttrs, refs.apiRuntime, refs.labels, refs.fields)
	fmt.Fprintf(w, "\t%s, ok := obj.(*%s)\n\tif !ok {\n", v, name)
	fmt.Fprintf(w, "\t\treturn nil, nil, %s.Errorf(\"expected a *%s, got %%T\", obj)\n\t}\n", refs.fmtPkg, name)
	fmt.Fprintf(w, "\treturn %s.Set(%s.Labels), %s(%s), nil\n}\n\n", refs.labels, v, n.toSelectableFields, v)
}

// emitFieldValue writes FooFieldValue, which computes one field on demand.
func emitFieldValue(w io.Writer, k *Kind, codes []fieldCode) {
	name, n := k.Name, k.names()
	fmt.Fprint(w, docComment(fmt.Sprintf("%s returns the value of one field selector of obj, "+
		"computing only that field. The bool reports whether field is a field selector of %s; "+
		"it is true even when the value is the field's default.", n.fieldValue, name)))
	fmt.Fprintf(w, "func %s(obj *%s, field string) (string, bool) {\n\tswitch field {\n", n.fieldValue, name)
	exprs := map[string]string{}
	for _, c := range codes {
		exprs[c.name] = c.expr
		fmt.Fprintf(w, "\tcase %s:\n\t\treturn %s, true\n", strconv.Quote(c.name), c.expr)
	}
	// Labels the conversion accepts under another name, or never sets,
	// answer as the server compares them after conversion.
	var unset []string
	for _, l := range k.Labels {
		if _, isKey := exprs[l.Name]; isKey {
			continue
		}
		if l.Key == "" {
			unset = append(unset, strconv.Quote(l.Name))
			continue
		}
		fmt.Fprintf(w, "\tcase %s:\n\t\treturn %s, true\n", strconv.Quote(l.Name), exprs[l.Key])
	}
	if len(unset) > 0 {
		fmt.Fprintf(w, "\tcase %s:\n\t\treturn \"\", true\n", strings.Join(unset, ", "))
	}
	fmt.Fprintf(w, "\t}\n\treturn \"\", false\n}\n\n")
}

// emitMatcher writes the lazy matcher FooMatchesFieldSelector and the
// fields.Fields getter it matches through, which computes only the fields
// the selector names; a kind with multi-valued fields also gets the list
// of them and its membership test.
func (g *selectableGenerator) emitMatcher(w io.Writer, k *Kind, refs selectableRefs) {
	name, n := k.Name, k.names()
	getter, fieldsPkg := n.fieldGetter, refs.fields
	fmt.Fprint(w, docComment(fmt.Sprintf("%s reports whether obj matches sel. "+
		"It computes only the fields sel names and builds no %s.Set.", n.matchesFieldSelector, fieldsPkg)))
	fmt.Fprintf(w, "func %s(obj *%s, sel %s.Selector) bool {\n", n.matchesFieldSelector, name, fieldsPkg)
	fmt.Fprintf(w, "\tif sel == nil || sel.Empty() {\n\t\treturn true\n\t}\n")
	if !k.multiValued() {
		fmt.Fprintf(w, "\treturn sel.Matches(%s{obj})\n}\n\n", getter)
	} else {
		fmt.Fprintf(w, "\treturn %s.MatchesFields(sel, %s{obj}, %s)\n}\n\n", refs.sr, getter, n.isMultiValued)
		fmt.Fprint(w, docComment(fmt.Sprintf("%s are the field selectors of %s that have a value per list element "+
			"(and the field set keys they are converted to): k=v selects an object when some element has v, "+
			"k!=v when none has.", n.multiValuedFields, name)))
		fmt.Fprintf(w, "var %s = []string{", n.multiValuedFields)
		for i, m := range k.multiValuedNames() {
			if i > 0 {
				fmt.Fprint(w, ", ")
			}
			fmt.Fprint(w, strconv.Quote(m))
		}
		fmt.Fprintf(w, "}\n\n")
		fmt.Fprintf(w, "func %s(field string) bool { return %s.Contains(%s, field) }\n\n", n.isMultiValued, g.im.Ref("slices"), n.multiValuedFields)
	}
	fmt.Fprint(w, docComment(fmt.Sprintf("%s presents a %s as %s.Fields. "+
		"A struct holding one pointer converts to an interface without allocating.", getter, name, fieldsPkg)))
	fmt.Fprintf(w, "type %s struct{ obj *%s }\n\n", getter, name)
	fmt.Fprintf(w, "func (g %s) Has(field string) bool {\n\t_, ok := %s(g.obj, field)\n\treturn ok\n}\n\n", getter, n.fieldValue)
	fmt.Fprintf(w, "func (g %s) Get(field string) string {\n\tvalue, _ := %s(g.obj, field)\n\treturn value\n}\n\n", getter, n.fieldValue)
}

// emitIndexers writes the field-name constants and FooIndexers: cache
// indexes computed by the same code as the server's field selectors, so a
// controller's cache and the API server agree.
func (g *selectableGenerator) emitIndexers(w io.Writer, k *Kind) {
	name, n := k.Name, k.names()
	fmtPkg := g.im.Ref("fmt")
	fmt.Fprint(w, docComment(fmt.Sprintf("The field selectors of %s, for field selectors (fields.OneTermEqualSelector) "+
		"and cache indexes (client.MatchingFields).", name)))
	fmt.Fprintf(w, "const (\n")
	for _, l := range k.Labels {
		fmt.Fprintf(w, "\t%s = %s\n", n.fieldConst(l.Name), strconv.Quote(l.Name))
	}
	fmt.Fprintf(w, ")\n\n")
	fn := n.indexFunc
	fmt.Fprint(w, docComment(fmt.Sprintf("%s returns an index function per field selector of %s, in the shape of "+
		"client-go's cache.IndexFunc: the one value the API server compares, default included. Register them with "+
		"runtime/controllerruntime.IndexFields or runtime/clientgo.AddIndexers.", n.indexers, name)))
	fmt.Fprintf(w, "func %s() map[string]func(obj any) ([]string, error) {\n", n.indexers)
	fmt.Fprintf(w, "\treturn map[string]func(obj any) ([]string, error){\n")
	for _, l := range k.Labels {
		fmt.Fprintf(w, "\t\t%s: %s(%s),\n", n.fieldConst(l.Name), fn, n.fieldConst(l.Name))
	}
	fmt.Fprintf(w, "\t}\n}\n\n")
	v := localVar(name)
	fmt.Fprint(w, docComment(fmt.Sprintf("%s indexes a *%s by one field selector.", fn, name)))
	fmt.Fprintf(w, "func %s(field string) func(obj any) ([]string, error) {\n", fn)
	fmt.Fprintf(w, "\treturn func(obj any) ([]string, error) {\n")
	fmt.Fprintf(w, "\t\t%s, ok := obj.(*%s)\n\t\tif !ok {\n", v, name)
	fmt.Fprintf(w, "\t\t\treturn nil, %s.Errorf(\"expected a *%s, got %%T\", obj)\n\t\t}\n", fmtPkg, name)
	fmt.Fprintf(w, "\t\tvalue, _ := %s(%s, field)\n", n.fieldValue, v)
	if k.multiValued() {
		fmt.Fprintf(w, "\t\tif %s(field) {\n\t\t\treturn %s.DistinctFieldValues(value), nil\n\t\t}\n", n.isMultiValued, g.im.Ref(gocode.RuntimePkg))
	}
	fmt.Fprintf(w, "\t\treturn []string{value}, nil\n\t}\n}\n\n")
}

// emitRegister writes RegisterFieldLabelConversions for the package.
func (g *selectableGenerator) emitRegister(w io.Writer) {
	apiRuntime := g.im.Ref("k8s.io/apimachinery/pkg/runtime")
	schemaPkg := g.im.Ref("k8s.io/apimachinery/pkg/runtime/schema")
	fmt.Fprint(w, docComment("RegisterFieldLabelConversions registers the field label conversion of every "+
		"kind in this package with scheme, so that the API server accepts exactly their field selectors."))
	fmt.Fprintf(w, "func RegisterFieldLabelConversions(scheme *%s.Scheme) error {\n", apiRuntime)
	registered := false
	for _, k := range g.pkg.Kinds {
		registered = registered || !k.Conversion.Unregistered
	}
	if registered {
		fmt.Fprintf(w, "\tgv := %s.GroupVersion{Group: %s, Version: %s}\n", schemaPkg, strconv.Quote(g.pkg.Group), strconv.Quote(g.pkg.Version))
	}
	for _, k := range g.pkg.Kinds {
		if k.Conversion.Unregistered {
			fmt.Fprintf(w, "\t// %s: the API server registers no conversion; the scheme's default applies.\n", k.Name)
			continue
		}
		conversion := k.names().fieldLabelConversion
		if len(k.multiValuedNames()) > 0 {
			// Terms on multi-valued fields reach the store as member
			// key terms, which GetAttrs' field set answers.
			conversion = fmt.Sprintf("%s.MembershipConversion(%s, %s)", g.im.Ref(gocode.RuntimePkg), conversion, k.names().isMultiValued)
		}
		fmt.Fprintf(w, "\tif err := scheme.AddFieldLabelConversionFunc(gv.WithKind(%s), %s); err != nil {\n\t\treturn err\n\t}\n",
			strconv.Quote(k.Type.Name.Name), conversion)
	}
	fmt.Fprintf(w, "\treturn nil\n}\n\n")

	sr := g.im.Ref(gocode.RuntimePkg)
	fmt.Fprint(w, docComment("SelectableKinds describes the kinds of this package and their field selectors for "+
		"discovery: runtime/openapi publishes them as x-kubernetes-selectable-fields."))
	fmt.Fprintf(w, "var SelectableKinds = []%s.SelectableKind{\n", sr)
	for _, k := range g.pkg.Kinds {
		fmt.Fprintf(w, "\t%s.SelectableKind,\n", k.names().descriptor)
	}
	fmt.Fprintf(w, "}\n")
}

// emitConversion writes FooFieldLabelConversion: the labels the kind
// accepts, each converted to its key of the field set, and the rejection.
func (g *selectableGenerator) emitConversion(w io.Writer, k *Kind) {
	name, conv := k.Name, k.names().fieldLabelConversion
	apiRuntime := g.im.Ref("k8s.io/apimachinery/pkg/runtime")
	fmtPkg := g.im.Ref("fmt")
	if k.Conversion.Unregistered {
		fmt.Fprint(w, docComment(fmt.Sprintf("%s is apimachinery's default conversion, which the API server "+
			"applies to %s: it has none of its own. It accepts metadata.name and metadata.namespace only.", conv, name)))
		fmt.Fprintf(w, "func %s(label, value string) (string, string, error) {\n", conv)
		fmt.Fprintf(w, "\treturn %s.DefaultMetaV1FieldSelectorConversion(label, value)\n}\n\n", apiRuntime)
		return
	}
	fmt.Fprint(w, docComment(fmt.Sprintf("%s accepts exactly the field selectors of %s "+
		"and rejects any other label as the API server does. It is a %s.FieldLabelConversionFunc.", conv, name, apiRuntime)))
	fmt.Fprintf(w, "func %s(label, value string) (string, string, error) {\n\tswitch label {\n", conv)
	var same []string
	for _, l := range k.Labels {
		if l.Key == "" || l.Key == l.Name {
			same = append(same, strconv.Quote(l.Name))
		}
	}
	fmt.Fprintf(w, "\tcase %s:\n\t\treturn label, value, nil\n", strings.Join(same, ",\n\t\t"))
	for _, l := range k.Labels {
		if l.Key != "" && l.Key != l.Name {
			fmt.Fprintf(w, "\tcase %s:\n\t\treturn %s, value, nil\n", strconv.Quote(l.Name), strconv.Quote(l.Key))
		}
	}
	fmt.Fprintf(w, "\t}\n\treturn \"\", \"\", %s.Errorf(%s, label)\n}\n\n", fmtPkg, strconv.Quote(k.Conversion.Message))
}

// writeSelectableField writes one runtime.SelectableField literal.
func writeSelectableField(w io.Writer, path, def, description string, multi bool) {
	fmt.Fprintf(w, "\t{FieldPath: %s", strconv.Quote(path))
	if def != "" {
		fmt.Fprintf(w, ", Default: %s", strconv.Quote(def))
	}
	if description != "" {
		fmt.Fprintf(w, ", Description: %s", strconv.Quote(description))
	}
	if multi {
		fmt.Fprintf(w, ", MultiValued: true")
	}
	fmt.Fprintf(w, "},\n")
}

// labelDescription is a published label's description: the field's own,
// or the fieldLabel marker's for a legacy name of it.
func labelDescription(l *FieldLabel) string {
	if l.Extra {
		return l.Description
	}
	return l.Field.Description
}

// unsetLabels are the labels accepted but never set.
func unsetLabels(k *Kind) []*FieldLabel {
	var out []*FieldLabel
	for _, l := range k.Labels {
		if l.Key == "" {
			out = append(out, l)
		}
	}
	return out
}
