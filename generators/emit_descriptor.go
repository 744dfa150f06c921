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
		fmt.Fprintf(w, "\t&%sDescriptor,\n", k.Name)
	}
	fmt.Fprintf(w, "}\n\n")
	return nil
}

func (g *descriptorGenerator) emitKind(w io.Writer, k *Kind) {
	sr := g.im.Ref(gocode.RuntimePkg)
	rt := g.im.Ref("k8s.io/apimachinery/pkg/runtime")
	name := k.Name
	v := localVar(name)
	list := ""
	if k.List != nil {
		list = k.List.Name.Name
	}

	var b strings.Builder
	line := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }

	fmt.Fprint(w, docComment(fmt.Sprintf("%sDescriptor is everything an API server needs to serve %s "+
		"(runtime/apiserver builds its storage from it), and what caches and test doubles select %s objects with.", name, name, name)))
	line("var %sDescriptor = %s.Descriptor{", name, sr)
	modelPackage := ""
	if k.OpenAPIModelPackage != "" {
		modelPackage = fmt.Sprintf(" OpenAPIModelPackage: %q,", k.OpenAPIModelPackage)
	}
	extra := ""
	if k.Conversion.RejectNamespace {
		extra += " NamespaceRejected: true,"
	}
	extra += fmt.Sprintf(" Fields: %sSelectableFields", name)
	if len(unsetLabels(k)) > 0 {
		extra += fmt.Sprintf(", UnsetFieldLabels: %sUnsetFieldLabels", name)
	}
	line("\tSelectableKind: %s.SelectableKind{Group: %q, Version: %q, Kind: %q, ListKind: %q, GoPackage: %q,%s Namespaced: %v,%s},",
		sr, k.Group, k.Version, k.Type.Name.Name, list, k.GoPackage, modelPackage, k.Namespaced, extra)
	line("\tResource: %q,", k.Resource)
	line("\tSingular: %q,", k.Singular)
	line("\tNew:      func() %s.Object { return &%s{} },", rt, name)
	if k.List != nil {
		line("\tNewList:  func() %s.Object { return &%s{} },", rt, k.ListName)
	}
	line("\tGetAttrs: %sGetAttrs,", name)
	line("\tFieldValue: func(obj %s.Object, field string) (string, bool) {", rt)
	line("\t\t%s, ok := obj.(*%s)", v, name)
	line("\t\tif !ok {\n\t\t\treturn \"\", false\n\t\t}")
	line("\t\treturn %sFieldValue(%s, field)", name, v)
	line("\t},")
	line("\tFieldLabelConversion: %sFieldLabelConversion,", name)
	line("\tIndexers: %sIndexers,", name)
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
	line("\tTableConvertor: %sTableConvertor{},", name)
	g.emitPrepare(line, k, v)
	g.emitValidate(line, k, v)
	if k.Status != nil {
		line("\tResetFields: %sResetFields,", name)
		line("\tStatus: &%s.StatusHooks{", sr)
		line("\t\tPrepareForUpdate: func(obj, old %s.Object) { Prepare%sStatusForUpdate(obj.(*%s), old.(*%s)) },", rt, name, name, name)
		if k.Scale != nil {
			fp := g.im.Ref("k8s.io/apimachinery/pkg/util/validation/field")
			line("\t\tValidate: func(obj %s.Object) %s.ErrorList { return Validate%sScaleStatus(obj.(*%s)) },", rt, fp, name, name)
		}
		line("\t\tResetFields: %sStatusResetFields,", name)
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
	name := k.Name
	generates := k.SelectorGeneration != nil && k.SelectorGeneration.auto == nil
	line("\tPrepareForCreate: func(obj %s.Object) {", rt)
	line("\t\t%s := obj.(*%s)", v, name)
	if k.Status != nil {
		line("\t\tPrepare%sForCreate(%s)", name, v)
	} else {
		line("\t\t%s.Generation = 1", v)
	}
	if generates {
		line("\t\tGenerate%sSelector(%s)", name, v)
	}
	line("\t},")
	if k.Status != nil {
		line("\tPrepareForUpdate: func(obj, old %s.Object) { Prepare%sForUpdate(obj.(*%s), old.(*%s)) },", rt, name, name, name)
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
	if sg := k.SelectorGeneration; sg != nil && sg.auto == nil {
		checks = append(checks, fmt.Sprintf("Validate%sSelector(%s, nil)", k.Name, v))
	}
	if k.Scale != nil {
		checks = append(checks, fmt.Sprintf("Validate%sScaleSpec(%s)", k.Name, v), fmt.Sprintf("Validate%sScaleStatus(%s)", k.Name, v))
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
	name := k.Name
	line("\tScale: &%s.ScaleHooks{", sr)
	line("\t\tToScale: func(obj %s.Object) (%s.Object, error) {", rt, rt)
	line("\t\t\t%s, ok := obj.(*%s)", v, name)
	line("\t\t\tif !ok {\n\t\t\t\treturn nil, %s.Errorf(\"expected a *%s, got %%T\", obj)\n\t\t\t}", fmtPkg, name)
	line("\t\t\treturn %sToScale(%s)", name, v)
	line("\t\t},")
	line("\t\tApplyScale: func(obj, scale %s.Object) error {", rt)
	line("\t\t\t%s, ok := obj.(*%s)", v, name)
	line("\t\t\ts, ok2 := scale.(*%s.Scale)", autoscaling)
	line("\t\t\tif !ok || !ok2 {\n\t\t\t\treturn %s.Errorf(\"expected a *%s and a *autoscalingv1.Scale, got %%T and %%T\", obj, scale)\n\t\t\t}", fmtPkg, name)
	line("\t\t\treturn ApplyScaleTo%s(%s, s)", name, v)
	line("\t\t},")
	line("\t\tReplicasPath:       %sScaleReplicasPath,", name)
	line("\t\tSpecReplicasPath:   %q,", k.Scale.spec.String())
	if k.Scale.status != nil {
		line("\t\tStatusReplicasPath: %q,", k.Scale.status.String())
	}
	if k.Scale.selector != nil {
		line("\t\tLabelSelectorPath:  %q,", k.Scale.selector.String())
	}
	line("\t},")
}
