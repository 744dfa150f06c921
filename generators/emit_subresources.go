package generators

import (
	"fmt"
	"io"
	"strings"

	"k8s.io/gengo/v2/generator"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// subresourceGenerator emits the /status and /scale helpers.
type subresourceGenerator struct {
	packageGenerator
}

func newSubresourceGenerator(args *Args, pkg *Package, im *gocode.Imports) generator.Generator {
	return &subresourceGenerator{newPackageGenerator("subresources", args.OutputFile, pkg, im)}
}

func (g *subresourceGenerator) Init(_ *generator.Context, w io.Writer) error {
	for _, k := range g.pkg.Kinds {
		if k.Status != nil {
			g.emitStatus(w, k)
		}
		if k.Scale != nil {
			g.emitScale(w, k)
		}
	}
	return nil
}

func (g *subresourceGenerator) emitStatus(w io.Writer, k *Kind) {
	if k.Status.statusMember == "" {
		g.emitStatuslessPrepare(w, k)
	} else {
		g.emitStatusPrepare(w, k)
	}
	g.emitResetFields(w, k)
}

// emitStatuslessPrepare writes the preparations of a kind with the status
// subresource but no status field: what a CRD does for an object without
// .status, which is to manage the generation.
func (g *subresourceGenerator) emitStatuslessPrepare(w io.Writer, k *Kind) {
	n := k.names()
	fmt.Fprint(w, docComment(fmt.Sprintf("%s sets the generation to 1, as for a custom resource with the "+
		"status subresource. %s has no status field, so there is no status to drop.", n.prepareForCreate, k.Name)))
	fmt.Fprintf(w, "func %s(obj *%s) {\n\tobj.Generation = 1\n}\n\n", n.prepareForCreate, k.Name)
	fmt.Fprint(w, docComment(fmt.Sprintf("%s bumps the generation when anything outside metadata "+
		"changed; metadata-only changes never bump it. Compared in the object's JSON form, as for a custom resource.", n.prepareForUpdate)))
	fmt.Fprintf(w, "func %s(newObj, oldObj *%s) {\n", n.prepareForUpdate, k.Name)
	fmt.Fprintf(w, "\tif %s.NonMetadataChanged(newObj, oldObj) {\n\t\tnewObj.Generation = oldObj.Generation + 1\n\t}\n}\n\n", g.im.Ref(gocode.RuntimePkg))
	fmt.Fprint(w, docComment(fmt.Sprintf("%s takes everything but the managed fields from the "+
		"stored object: %s has no status field, so /status changes nothing else, as for a custom resource.", n.prepareStatusForUpdate, k.Name)))
	fmt.Fprintf(w, "func %s(newObj, oldObj *%s) {\n", n.prepareStatusForUpdate, k.Name)
	fmt.Fprintf(w, "\tmanagedFields := newObj.ManagedFields\n\t*newObj = *oldObj.DeepCopy()\n\tnewObj.ManagedFields = managedFields\n}\n\n")
}

// emitStatusPrepare writes the create and update preparations of a kind
// with a status field.
func (g *subresourceGenerator) emitStatusPrepare(w io.Writer, k *Kind) {
	st, n := k.Status.statusMember, k.names()
	fmt.Fprint(w, docComment(fmt.Sprintf("%s drops the %s a create request sends (it is written through "+
		"/status) and sets the generation to 1, as for a custom resource with the status subresource.", n.prepareForCreate, strings.ToLower(st))))
	fmt.Fprintf(w, "func %s(obj *%s) {\n", n.prepareForCreate, k.Name)
	fmt.Fprintf(w, "\tobj.%s = %s\n\tobj.Generation = 1\n}\n\n", st, zeroValue(k.Status.statusType, g.im))

	fmt.Fprint(w, docComment(fmt.Sprintf("%s keeps the stored %s (only /status changes it) and bumps the "+
		"generation when anything outside metadata changed; metadata-only changes never bump it. Compared in the object's "+
		"JSON form, as for a custom resource.", n.prepareForUpdate, strings.ToLower(st))))
	fmt.Fprintf(w, "func %s(newObj, oldObj *%s) {\n", n.prepareForUpdate, k.Name)
	fmt.Fprintf(w, "\tnewObj.%s = oldObj.%s\n", st, st)
	fmt.Fprintf(w, "\tif %s.NonMetadataChanged(newObj, oldObj) {\n\t\tnewObj.Generation = oldObj.Generation + 1\n\t}\n}\n\n", g.im.Ref(gocode.RuntimePkg))

	fmt.Fprint(w, docComment(fmt.Sprintf("%s takes everything but the %s and the managed fields from "+
		"the stored object, so spec and metadata changes sent to /status are ignored, as for a custom resource. A request "+
		"without a %s clears it.", n.prepareStatusForUpdate, strings.ToLower(st), strings.ToLower(st))))
	fmt.Fprintf(w, "func %s(newObj, oldObj *%s) {\n", n.prepareStatusForUpdate, k.Name)
	fmt.Fprintf(w, "\tstatus, managedFields := newObj.%s, newObj.ManagedFields\n", st)
	fmt.Fprintf(w, "\t*newObj = *oldObj.DeepCopy()\n")
	fmt.Fprintf(w, "\tnewObj.%s, newObj.ManagedFields = status, managedFields\n}\n\n", st)

}

// emitResetFields writes the server-side apply reset fields of the main
// resource and of /status.
func (g *subresourceGenerator) emitResetFields(w io.Writer, k *Kind) {
	sr, n := g.im.Ref(gocode.RuntimePkg), k.names()
	fmt.Fprint(w, docComment(fmt.Sprintf("%s are the fields server-side apply resets on the main resource: the status.", n.resetFields)))
	fmt.Fprintf(w, "func %s() %s.FieldPaths {\n", n.resetFields, sr)
	fmt.Fprintf(w, "\treturn %s.FieldPaths{%q: {{\"status\"}}}\n}\n\n", sr, g.pkg.apiVersion())
	fmt.Fprint(w, docComment(fmt.Sprintf("%s are the fields server-side apply resets on /status: metadata and spec.", n.statusResetFields)))
	fmt.Fprintf(w, "func %s() %s.FieldPaths {\n", n.statusResetFields, sr)
	fmt.Fprintf(w, "\treturn %s.FieldPaths{%q: {{\"metadata\"}, {\"spec\"}}}\n}\n\n", sr, g.pkg.apiVersion())
}

// zeroValue is the Go source of t's zero value.
func zeroValue(t *types.Type, im *gocode.Imports) string {
	switch t.Kind {
	case types.Pointer, types.Slice, types.Map, types.Interface:
		return "nil"
	case types.Struct:
		return im.Qual(t.Name.Package) + t.Name.Name + "{}"
	}
	switch jsontype.BasicOf(t) {
	case "string":
		return `""`
	case "bool":
		return "false"
	}
	return "0"
}

func (g *subresourceGenerator) emitScale(w io.Writer, k *Kind) {
	sc, n := k.Scale, k.names()
	autoscaling := g.im.Ref("k8s.io/api/autoscaling/v1")
	metav1 := g.im.Ref(jsontype.Metav1Pkg)
	fmtPkg := g.im.Ref("fmt")
	apierrors := g.im.Ref("k8s.io/apimachinery/pkg/api/errors")
	fmt.Fprint(w, docComment(fmt.Sprintf("%s returns the autoscaling/v1 Scale of obj, as the scale subresource of a "+
		"custom resource computes it: spec replicas from %s (an error when absent), status replicas from %s, the "+
		"selector from %s.", n.toScale, sc.specText, pathOr(sc.status, "nowhere (0)"), pathOr(sc.selector, "nowhere (\"\")"))))
	fmt.Fprintf(w, "func %s(obj *%s) (*%s.Scale, error) {\n", n.toScale, k.Name, autoscaling)
	if conds := sc.spec.absence("obj"); len(conds) > 0 {
		fmt.Fprintf(w, "\tif %s {\n", strings.Join(conds, " || "))
		fmt.Fprintf(w, "\t\treturn nil, %s.NewInternalError(%s.Errorf(\"the spec replicas field %%q does not exist\", %q))\n\t}\n", apierrors, fmtPkg, sc.specText)
	}
	fmt.Fprintf(w, "\tscale := &%s.Scale{\n", autoscaling)
	fmt.Fprintf(w, "\t\tTypeMeta: %s.TypeMeta{APIVersion: \"autoscaling/v1\", Kind: \"Scale\"},\n", metav1)
	fmt.Fprintf(w, "\t\tObjectMeta: %s.ObjectMeta{\n\t\t\tName: obj.Name, Namespace: obj.Namespace, UID: obj.UID,\n", metav1)
	fmt.Fprintf(w, "\t\t\tResourceVersion: obj.ResourceVersion, CreationTimestamp: obj.CreationTimestamp,\n\t\t},\n")
	fmt.Fprintf(w, "\t\tSpec: %s.ScaleSpec{Replicas: %s},\n\t}\n", autoscaling, convertTo("int32", sc.spec))
	if sc.status != nil {
		g.emitPresent(w, sc.status, "scale.Status.Replicas = "+convertTo("int32", sc.status))
	}
	if sc.selector != nil {
		g.emitPresent(w, sc.selector, g.scaleSelector(sc))
	}
	fmt.Fprintf(w, "\treturn scale, nil\n}\n\n")

	fieldPkg := g.im.Ref("k8s.io/apimachinery/pkg/util/validation/field")
	schemaPkg := g.im.Ref("k8s.io/apimachinery/pkg/runtime/schema")
	fmt.Fprint(w, docComment(fmt.Sprintf("%s writes a Scale back to obj: only the spec replicas (%s), and the "+
		"resource version when the Scale carries one (an update without it is unconditional, as for custom resources). "+
		"Negative replicas are invalid.", n.applyScale, sc.specText)))
	fmt.Fprintf(w, "func %s(obj *%s, scale *%s.Scale) error {\n", n.applyScale, k.Name, autoscaling)
	fmt.Fprintf(w, "\tif scale.Spec.Replicas < 0 {\n")
	fmt.Fprintf(w, "\t\treturn %s.NewInvalid(%s.GroupKind{Group: %q, Kind: %q}, obj.Name, %s.ErrorList{\n", apierrors, schemaPkg, g.pkg.Group, k.Name, fieldPkg)
	fmt.Fprintf(w, "\t\t\t%s.Invalid(%s.NewPath(%q), int64(scale.Spec.Replicas), \"should be a non-negative integer\"),\n\t\t})\n\t}\n", fieldPkg, fieldPkg, sc.specText)
	// Allocate pointers on the way, as setting a nested field creates the maps.
	for i, acc := range jsontype.Selectors("obj", sc.spec.Members) {
		m := sc.spec.Members[i]
		if m.Type.Kind != types.Pointer {
			continue
		}
		if i < len(sc.spec.Members)-1 {
			fmt.Fprintf(w, "\tif %s == nil {\n\t\t%s = &%s{}\n\t}\n", acc, acc, g.im.Qual(m.Type.Elem.Name.Package)+m.Type.Elem.Name.Name)
		}
	}
	last := sc.spec.Members[len(sc.spec.Members)-1]
	goType := jsontype.BasicOf(deref1Type(last.Type))
	if n := deref1Type(last.Type).Name; n.Package != "" {
		goType = g.im.Qual(n.Package) + n.Name
	}
	value := "scale.Spec.Replicas"
	if goType != "int32" {
		value = goType + "(" + value + ")"
	}
	if last.Type.Kind == types.Pointer {
		fmt.Fprintf(w, "\treplicas := %s\n\t%s = &replicas\n", value, sc.spec.expr("obj"))
	} else {
		fmt.Fprintf(w, "\t%s = %s\n", sc.spec.expr("obj"), value)
	}
	fmt.Fprintf(w, "\tif scale.ResourceVersion != \"\" {\n\t\tobj.ResourceVersion = scale.ResourceVersion\n\t}\n\treturn nil\n}\n\n")

	g.emitScaleValidation(w, k)

	quoted := make([]string, len(sc.spec.JSON()))
	for i, name := range sc.spec.JSON() {
		quoted[i] = fmt.Sprintf("%q", name)
	}
	fmt.Fprint(w, docComment(fmt.Sprintf("%s is where /scale writes the replicas (%s), for server-side "+
		"apply's field ownership of a Scale update (managedfields.NewScaleHandler's ResourcePathMappings), as a custom "+
		"resource's /scale maps it.", n.scaleReplicasPath, sc.specText)))
	fmt.Fprintf(w, "var %s = %s.FieldPath{%s}\n\n", n.scaleReplicasPath, g.im.Ref(gocode.RuntimePkg), strings.Join(quoted, ", "))
}

// scaleSelector is the statement that sets the Scale's label selector, in
// string form: a string field as it is (a CRD's), a metav1.LabelSelector
// or a label map printed as the built-in scale subresources print them
// (pkg/registry/apps/deployment/storage and
// pkg/registry/core/replicationcontroller/storage in kubernetes/kubernetes).
func (g *subresourceGenerator) scaleSelector(sc *scaleSubresource) string {
	value := sc.selector.expr("obj")
	switch sc.selectorForm {
	case selectorLabelSelector:
		if sc.selector.last().Type.Kind != types.Pointer {
			value = "&" + value
		}
		return fmt.Sprintf("selector, err := %s.LabelSelectorAsSelector(%s)\nif err != nil {\nreturn nil, %s.NewInternalError(err)\n}\n"+
			"scale.Status.Selector = selector.String()", g.im.Ref(jsontype.Metav1Pkg), value, g.im.Ref("k8s.io/apimachinery/pkg/api/errors"))
	case selectorLabelMap:
		labels := g.im.Ref("k8s.io/apimachinery/pkg/labels")
		return fmt.Sprintf("scale.Status.Selector = %s.SelectorFromSet(%s.Set(%s)).String()", labels, labels, sc.selector.access("obj"))
	}
	return "scale.Status.Selector = " + convertTo("string", sc.selector)
}

// emitScaleValidation writes the replica checks a custom resource's
// validation makes when it has the scale subresource.
func (g *subresourceGenerator) emitScaleValidation(w io.Writer, k *Kind) {
	sc, n := k.Scale, k.names()
	fieldPkg := g.im.Ref("k8s.io/apimachinery/pkg/util/validation/field")
	fmt.Fprint(w, docComment(fmt.Sprintf("%s checks the spec replicas (%s) as a custom resource's "+
		"validation does on create and update: a non-negative integer no larger than 2147483647 (absent is 0).", n.validateScaleSpec, sc.specText)))
	fmt.Fprintf(w, "func %s(obj *%s) %s.ErrorList {\n", n.validateScaleSpec, k.Name, fieldPkg)
	g.emitValidateReplicas(w, sc.spec, sc.specText)

	fmt.Fprint(w, docComment(fmt.Sprintf("%s checks the status replicas (%s) as a custom resource's "+
		"validation does on create, update and /status: a non-negative integer no larger than 2147483647 (absent is 0).",
		n.validateScaleStatus, pathOr(sc.status, "none declared"))))
	fmt.Fprintf(w, "func %s(obj *%s) %s.ErrorList {\n", n.validateScaleStatus, k.Name, fieldPkg)
	if sc.status == nil {
		fmt.Fprintf(w, "\treturn nil\n}\n\n")
		return
	}
	g.emitValidateReplicas(w, sc.status, sc.status.String())
}

// emitValidateReplicas writes the body that checks the replicas at p; a
// nil pointer on the way reads as 0, as an absent field does.
func (g *subresourceGenerator) emitValidateReplicas(w io.Writer, p *fieldPath, path string) {
	sr := g.im.Ref(gocode.RuntimePkg)
	nonNil := p.nonNil("obj")
	if nonNil == "" {
		fmt.Fprintf(w, "\treturn %s.ValidateScaleReplicas(%q, %s)\n}\n\n", sr, path, convertTo("int64", p))
		return
	}
	fmt.Fprintf(w, "\tvar replicas int64\n\tif %s {\n\t\treplicas = %s\n\t}\n", nonNil, convertTo("int64", p))
	fmt.Fprintf(w, "\treturn %s.ValidateScaleReplicas(%q, replicas)\n}\n\n", sr, path)
}

// emitPresent writes stmt guarded by the presence of p.
func (g *subresourceGenerator) emitPresent(w io.Writer, p *fieldPath, stmt string) {
	present := p.presence("obj")
	if present == "" {
		fmt.Fprintf(w, "\t%s\n", stmt)
		return
	}
	fmt.Fprintf(w, "\tif %s {\n\t\t%s\n\t}\n", present, stmt)
}

// convertTo is the value at p as a to (int32, int64 or string), converted
// only when its Go type differs.
func convertTo(to string, p *fieldPath) string {
	t := deref1Type(p.Leaf())
	if t.Name.Package == "" && jsontype.BasicOf(t) == to {
		return p.access("obj")
	}
	return to + "(" + p.access("obj") + ")"
}

func deref1Type(t *types.Type) *types.Type {
	if t.Kind == types.Pointer {
		return t.Elem
	}
	return t
}

func pathOr(p *fieldPath, none string) string {
	if p == nil {
		return none
	}
	return p.String()
}
