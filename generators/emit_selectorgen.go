package generators

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"k8s.io/gengo/v2/generator"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// selectorGenerator emits GenerateFooSelector and ValidateFooSelector, or
// the autoSelector conversion pair.
type selectorGenerator struct {
	packageGenerator
}

func newSelectorGenerator(args *Args, pkg *Package, im *gocode.Imports) generator.Generator {
	return &selectorGenerator{newPackageGenerator("selectorgeneration", args.OutputFile, pkg, im)}
}

func (g *selectorGenerator) Init(_ *generator.Context, w io.Writer) error {
	for _, k := range g.pkg.Kinds {
		switch sg := k.SelectorGeneration; {
		case sg == nil:
		case sg.auto != nil:
			g.emitConversions(w, k, sg)
		default:
			g.emitGenerate(w, k, sg)
			g.emitValidate(w, k, sg)
		}
	}
	return nil
}

func (g *selectorGenerator) emitGenerate(w io.Writer, k *Kind, sg *selectorGeneration) {
	metav1 := g.im.Ref(jsontype.Metav1Pkg)
	manual := sg.manual.expr("obj")
	sel := sg.selector.expr("obj")
	tmpl := sg.template.expr("obj")
	n := k.names()
	fmt.Fprint(w, docComment(fmt.Sprintf("%s fills in the selector of obj in automatic mode (%s unset or "+
		"false): the template labels %s=<UID> and %s=<name> (overwriting values copied from another object) and the selector "+
		"{%s: <UID>}, which no other object's selector overlaps. A selector copied from another object (only the %s key) is "+
		"regenerated; any other selector is left for %s to reject. In manual mode nothing changes. Call it "+
		"when preparing a create, once the name and UID are set.",
		n.generateSelector, sg.manual.String()[1:], sg.uidLabel, sg.nameLabel, sg.uidLabel, sg.uidLabel, n.validateSelector)))
	fmt.Fprintf(w, "func %s(obj *%s) {\n", n.generateSelector, k.Name)
	fmt.Fprintf(w, "\tif %s != nil && *%s {\n\t\treturn\n\t}\n", manual, manual)
	fmt.Fprintf(w, "\tuid := string(obj.UID)\n")
	if sg.template.Leaf().Kind == types.Pointer {
		fmt.Fprintf(w, "\tif template := %s; template != nil {\n", tmpl)
		g.emitTemplateLabels(w, "\t\t", sg.labels("template"), sg)
		fmt.Fprintf(w, "\t}\n")
	} else {
		g.emitTemplateLabels(w, "\t", sg.labels(tmpl), sg)
	}
	fmt.Fprintf(w, "\tif %s == nil || %s.IsCopiedSelector(%s, %q) {\n", sel, g.im.Ref(gocode.RuntimePkg), sel, sg.uidLabel)
	fmt.Fprintf(w, "\t\t%s = &%s.LabelSelector{MatchLabels: map[string]string{%q: uid}}\n\t}\n}\n\n", sel, metav1, sg.uidLabel)
}

// labels is the Go expression of the template's labels, the template
// being tmpl (template.Labels: ObjectMeta's fields are promoted).
func (sg *selectorGeneration) labels(tmpl string) string {
	return jsontype.Selectors(tmpl, sg.templateLabels)[1]
}

func (g *selectorGenerator) emitTemplateLabels(w io.Writer, ind, labels string, sg *selectorGeneration) {
	fmt.Fprintf(w, "%sif %s == nil {\n%s\t%s = map[string]string{}\n%s}\n", ind, labels, ind, labels, ind)
	fmt.Fprintf(w, "%s%s[%q] = uid\n", ind, labels, sg.uidLabel)
	fmt.Fprintf(w, "%s%s[%q] = obj.Name\n", ind, labels, sg.nameLabel)
}

func (g *selectorGenerator) emitValidate(w io.Writer, k *Kind, sg *selectorGeneration) {
	fieldPkg := g.im.Ref("k8s.io/apimachinery/pkg/util/validation/field")
	metav1 := g.im.Ref(jsontype.Metav1Pkg)
	metav1validation := g.im.Ref("k8s.io/apimachinery/pkg/apis/meta/v1/validation")
	labelsPkg := g.im.Ref("k8s.io/apimachinery/pkg/labels")
	manual := sg.manual.expr("obj")
	sel := sg.selector.expr("obj")
	tmpl := sg.template.expr("obj")
	manualJSON := sg.manual.JSON()[len(sg.manual.JSON())-1]

	fmt.Fprint(w, docComment(fmt.Sprintf("%s checks the selector of obj: it is required, must be valid and must "+
		"select the template's labels; in automatic mode it must be the generated one and the template must carry the generated "+
		"labels. fldPath is the path of obj itself (nil at the top level).", k.names().validateSelector)))
	fmt.Fprintf(w, "func %s(obj *%s, fldPath *%s.Path) %s.ErrorList {\n", k.names().validateSelector, k.Name, fieldPkg, fieldPkg)
	fmt.Fprintf(w, "\tvar allErrs %s.ErrorList\n", fieldPkg)
	fmt.Fprintf(w, "\tselPath := %s\n", fieldPathExpr("fldPath", sg.selector.JSON()))
	labelsJSON := append(append([]string{}, sg.template.JSON()...), "metadata", "labels")
	fmt.Fprintf(w, "\tlabelsPath := %s\n", fieldPathExpr("fldPath", labelsJSON))
	fmt.Fprintf(w, "\tif %s == nil {\n\t\treturn append(allErrs, %s.Required(selPath, \"\"))\n\t}\n", sel, fieldPkg)
	fmt.Fprintf(w, "\tallErrs = append(allErrs, %s.ValidateLabelSelector(%s, %s.LabelSelectorValidationOptions{}, selPath)...)\n",
		metav1validation, sel, metav1validation)
	if sg.template.Leaf().Kind == types.Pointer {
		fmt.Fprintf(w, "\tvar templateLabels map[string]string\n\tif %s != nil {\n\t\ttemplateLabels = %s\n\t}\n", tmpl, sg.labels(tmpl))
	} else {
		fmt.Fprintf(w, "\ttemplateLabels := %s\n", sg.labels(tmpl))
	}
	fmt.Fprintf(w, "\tif selector, err := %s.LabelSelectorAsSelector(%s); err == nil && !selector.Matches(%s.Set(templateLabels)) {\n", metav1, sel, labelsPkg)
	fmt.Fprintf(w, "\t\tallErrs = append(allErrs, %s.Invalid(labelsPath, templateLabels, \"`selector` does not match template `labels`\"))\n\t}\n", fieldPkg)
	fmt.Fprintf(w, "\tif %s != nil && *%s {\n\t\treturn allErrs // manual mode: the user's selector\n\t}\n", manual, manual)
	fmt.Fprintf(w, "\tif obj.UID == \"\" {\n\t\tallErrs = append(allErrs, %s.Required(fldPath.Child(\"metadata\", \"uid\"), \"\"))\n\t}\n", fieldPkg)
	for _, l := range []struct{ key, value string }{{sg.uidLabel, "string(obj.UID)"}, {sg.nameLabel, "obj.Name"}} {
		fmt.Fprintf(w, "\tif value, ok := templateLabels[%q]; !ok {\n", l.key)
		fmt.Fprintf(w, "\t\tallErrs = append(allErrs, %s.Required(labelsPath.Key(%q), \"must be '\"+%s+\"'\"))\n", fieldPkg, l.key, l.value)
		fmt.Fprintf(w, "\t} else if value != %s {\n", l.value)
		fmt.Fprintf(w, "\t\tallErrs = append(allErrs, %s.Invalid(labelsPath.Key(%q), templateLabels, \"must be '\"+%s+\"'\"))\n\t}\n", fieldPkg, l.key, l.value)
	}
	fmt.Fprintf(w, "\tif !%s.IsGeneratedSelector(%s, %q, string(obj.UID)) {\n", g.im.Ref(gocode.RuntimePkg), sel, sg.uidLabel)
	fmt.Fprintf(w, "\t\tallErrs = append(allErrs, %s.Invalid(selPath, %s, %s))\n\t}\n",
		fieldPkg, sel, strconv.Quote("`selector` not auto-generated; to choose your own selector, set `"+manualJSON+": true`"))
	fmt.Fprintf(w, "\treturn allErrs\n}\n\n")
}

func (g *selectorGenerator) emitConversions(w io.Writer, k *Kind, sg *selectorGeneration) {
	auto := sg.auto.String()[1:]
	fmt.Fprint(w, docComment(fmt.Sprintf("%s converts the manual switch of a newer version to %s "+
		"of %s, which means the opposite: unset is false, the value is negated, false becomes unset. Unset and false are not "+
		"told apart, and users of this version never see the newer field.", k.names().manualToAutoSelector, auto, k.Name)))
	fmt.Fprintf(w, "func %s(manual *bool) *bool {\n", k.names().manualToAutoSelector)
	fmt.Fprintf(w, "\tif manual != nil && *manual {\n\t\treturn nil\n\t}\n\tauto := true\n\treturn &auto\n}\n\n")
	fmt.Fprint(w, docComment(fmt.Sprintf("%s converts %s of %s to the manual switch of a newer "+
		"version: unset is false, the value is negated, false becomes unset.", k.names().autoToManualSelector, auto, k.Name)))
	fmt.Fprintf(w, "func %s(auto *bool) *bool {\n", k.names().autoToManualSelector)
	fmt.Fprintf(w, "\tif auto != nil && *auto {\n\t\treturn nil\n\t}\n\tmanual := true\n\treturn &manual\n}\n\n")
}

// fieldPathExpr is the Go source of a field.Path for JSON names from
// base (a *field.Path expression): base.Child("spec", "selector").
func fieldPathExpr(base string, json []string) string {
	quoted := make([]string, len(json))
	for i, j := range json {
		quoted[i] = fmt.Sprintf("%q", j)
	}
	return base + ".Child(" + strings.Join(quoted, ", ") + ")"
}
