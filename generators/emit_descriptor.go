package generators

import (
	"fmt"
	"io"
	"strings"

	"k8s.io/gengo/v2/generator"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// descriptorGenerator emits, per kind, FooDescriptor: the kind's
// selectable-gen functions gathered into one runtime.Descriptor value, from
// which runtime/apiserver serves the kind (KEP-5975's "a resource from
// its declaration") and caches and test doubles select; and Descriptors,
// the package's list.
type descriptorGenerator struct {
	packageGenerator
}

func newDescriptorGenerator(outputFile string, pkg *Package, im *gocode.Imports) generator.Generator {
	return &descriptorGenerator{newPackageGenerator("descriptor", outputFile, pkg, im)}
}

func (g *descriptorGenerator) Init(_ *generator.Context, w io.Writer) error {
	for _, k := range g.pkg.Kinds {
		g.emitKind(w, k)
	}
	sr := g.im.Ref(gocode.RuntimePkg)
	fmt.Fprint(w, docComment("Descriptors are the descriptors of this package's kinds, for "+
		"runtime/apiserver.NewGroupStorage and the test doubles."))
	fmt.Fprintf(w, "var Descriptors = []*%s.Descriptor{\n", sr)
	for _, k := range g.pkg.Kinds {
		fmt.Fprintf(w, "\t&%s,\n", k.names().descriptor)
	}
	fmt.Fprintf(w, "}\n\n")
	return nil
}

func (g *descriptorGenerator) emitKind(w io.Writer, k *Kind) {
	sr := g.im.Ref(gocode.RuntimePkg)
	rt := g.im.Ref("k8s.io/apimachinery/pkg/runtime")
	name, n := k.Name, k.names()
	v := localVar(name)
	list := ""
	if k.List != nil {
		list = k.List.Name.Name
	}

	var b strings.Builder
	line := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }

	fmt.Fprint(w, docComment(fmt.Sprintf("%s is everything an API server needs to serve %s "+
		"(runtime/apiserver builds its storage from it), and what caches and test doubles select %s objects with.", n.descriptor, name, name)))
	line("var %s = %s.Descriptor{", n.descriptor, sr)
	modelPackage := ""
	if k.OpenAPIModelPackage != "" {
		modelPackage = fmt.Sprintf(" OpenAPIModelPackage: %q,", k.OpenAPIModelPackage)
	}
	extra := ""
	if k.Conversion.RejectNamespace {
		extra += " NamespaceRejected: true,"
	}
	extra += fmt.Sprintf(" Fields: %s", n.selectableFields)
	if len(unsetLabels(k)) > 0 {
		extra += fmt.Sprintf(", UnsetFieldLabels: %s", n.unsetFieldLabels)
	}
	line("\tSelectableKind: %s.SelectableKind{Group: %q, Version: %q, Kind: %q, ListKind: %q, GoPackage: %q,%s Namespaced: %v,%s},",
		sr, k.Group, k.Version, k.Type.Name.Name, list, k.GoPackage, modelPackage, k.Namespaced, extra)
	line("\tResource: %q,", k.Resource)
	line("\tSingular: %q,", k.Singular)
	if len(k.ShortNames) > 0 {
		line("\tShortNames: %#v,", k.ShortNames)
	}
	if len(k.Categories) > 0 {
		line("\tCategories: %#v,", k.Categories)
	}
	line("\tNew:      func() %s.Object { return &%s{} },", rt, name)
	if k.List != nil {
		line("\tNewList:  func() %s.Object { return &%s{} },", rt, k.ListName)
	}
	line("\tGetAttrs: %s,", n.getAttrs)
	line("\tFieldValue: func(obj %s.Object, field string) (string, bool) {", rt)
	line("\t\t%s, ok := obj.(*%s)", v, name)
	line("\t\tif !ok {\n\t\t\treturn \"\", false\n\t\t}")
	line("\t\treturn %s(%s, field)", n.fieldValue, v)
	line("\t},")
	line("\tFieldLabelConversion: %s,", n.fieldLabelConversion)
	if k.multiValued() {
		line("\tMultiValued: %s,", n.multiValuedFields)
	}
	line("\tIndexers: %s,", n.indexers)
	var indexes []string
	for _, f := range k.Fields {
		switch {
		case f.Trigger:
			indexes = append(indexes, fmt.Sprintf("{Field: %q, Trigger: true}", f.SetKey()))
		case f.Indexed:
			indexes = append(indexes, fmt.Sprintf("{Field: %q}", f.SetKey()))
		}
	}
	if len(indexes) > 0 {
		line("\tIndexes: []%s.FieldIndex{%s},", sr, strings.Join(indexes, ", "))
	}
	line("\tTableConvertor: %s{},", n.tableConvertor)
	g.emitPrepare(line, k, v)
	g.emitValidate(line, k, v)
	if k.Status != nil {
		line("\tResetFields: %s,", n.resetFields)
		line("\tStatus: &%s.StatusHooks{", sr)
		line("\t\tPrepareForUpdate: func(obj, old %s.Object) { %s(obj.(*%s), old.(*%s)) },", rt, n.prepareStatusForUpdate, name, name)
		if k.Scale != nil {
			fp := g.im.Ref("k8s.io/apimachinery/pkg/util/validation/field")
			line("\t\tValidate: func(obj %s.Object) %s.ErrorList { return %s(obj.(*%s)) },", rt, fp, n.validateScaleStatus, name)
		}
		line("\t\tResetFields: %s,", n.statusResetFields)
		line("\t},")
	}
	if k.Scale != nil {
		g.emitScale(line, k, v)
	}
	line("}\n")
	fmt.Fprint(w, b.String())
}

// emitPrepare writes the create and update preparations: the status
// helpers when the kind has /status, the generation rule of a custom
// resource without /status otherwise, and selector generation on create.
func (g *descriptorGenerator) emitPrepare(line func(string, ...any), k *Kind, v string) {
	rt := g.im.Ref("k8s.io/apimachinery/pkg/runtime")
	name, n := k.Name, k.names()
	generates := k.SelectorGeneration != nil && k.SelectorGeneration.auto == nil
	line("\tPrepareForCreate: func(obj %s.Object) {", rt)
	line("\t\t%s := obj.(*%s)", v, name)
	if k.Status != nil {
		line("\t\t%s(%s)", n.prepareForCreate, v)
	} else {
		line("\t\t%s.Generation = 1", v)
	}
	if generates {
		line("\t\t%s(%s)", n.generateSelector, v)
	}
	line("\t},")
	if k.Status != nil {
		line("\tPrepareForUpdate: func(obj, old %s.Object) { %s(obj.(*%s), old.(*%s)) },", rt, n.prepareForUpdate, name, name)
		return
	}
	line("\tPrepareForUpdate: func(obj, old %s.Object) {", rt)
	line("\t\tnewObj, oldObj := obj.(*%s), old.(*%s)", name, name)
	line("\t\tif %s.NonMetadataChanged(newObj, oldObj) {", g.im.Ref(gocode.RuntimePkg))
	line("\t\t\tnewObj.Generation = oldObj.Generation + 1")
	line("\t\t}")
	line("\t},")
}

// emitValidate writes the validation the markers imply, when there is any.
func (g *descriptorGenerator) emitValidate(line func(string, ...any), k *Kind, v string) {
	var checks []string
	n := k.names()
	if sg := k.SelectorGeneration; sg != nil && sg.auto == nil {
		checks = append(checks, fmt.Sprintf("%s(%s, nil)", n.validateSelector, v))
	}
	if k.Scale != nil {
		checks = append(checks, fmt.Sprintf("%s(%s)", n.validateScaleSpec, v), fmt.Sprintf("%s(%s)", n.validateScaleStatus, v))
	}
	if len(checks) == 0 {
		return
	}
	rt := g.im.Ref("k8s.io/apimachinery/pkg/runtime")
	fp := g.im.Ref("k8s.io/apimachinery/pkg/util/validation/field")
	line("\tValidate: func(obj %s.Object) %s.ErrorList {", rt, fp)
	line("\t\t%s := obj.(*%s)", v, k.Name)
	expr := checks[0]
	for _, c := range checks[1:] {
		expr = "append(" + expr + ", " + c + "...)"
	}
	line("\t\treturn %s", expr)
	line("\t},")
}

// emitScale writes the /scale hooks over the generated scale functions.
func (g *descriptorGenerator) emitScale(line func(string, ...any), k *Kind, v string) {
	sr := g.im.Ref(gocode.RuntimePkg)
	rt := g.im.Ref("k8s.io/apimachinery/pkg/runtime")
	autoscaling := g.im.Ref("k8s.io/api/autoscaling/v1")
	fmtPkg := g.im.Ref("fmt")
	name, n := k.Name, k.names()
	line("\tScale: &%s.ScaleHooks{", sr)
	line("\t\tToScale: func(obj %s.Object) (%s.Object, error) {", rt, rt)
	line("\t\t\t%s, ok := obj.(*%s)", v, name)
	line("\t\t\tif !ok {\n\t\t\t\treturn nil, %s.Errorf(\"expected a *%s, got %%T\", obj)\n\t\t\t}", fmtPkg, name)
	line("\t\t\treturn %s(%s)", n.toScale, v)
	line("\t\t},")
	line("\t\tApplyScale: func(obj, scale %s.Object) error {", rt)
	line("\t\t\t%s, ok := obj.(*%s)", v, name)
	line("\t\t\ts, ok2 := scale.(*%s.Scale)", autoscaling)
	line("\t\t\tif !ok || !ok2 {\n\t\t\t\treturn %s.Errorf(\"expected a *%s and a *autoscalingv1.Scale, got %%T and %%T\", obj, scale)\n\t\t\t}", fmtPkg, name)
	line("\t\t\treturn %s(%s, s)", n.applyScale, v)
	line("\t\t},")
	line("\t\tReplicasPath:       %s,", n.scaleReplicasPath)
	line("\t\tSpecReplicasPath:   %q,", k.Scale.spec.String())
	if k.Scale.status != nil {
		line("\t\tStatusReplicasPath: %q,", k.Scale.status.String())
	}
	if k.Scale.selector != nil && k.Scale.selectorForm == selectorString {
		line("\t\tLabelSelectorPath:  %q,", k.Scale.selector.String())
	}
	line("\t},")
}
