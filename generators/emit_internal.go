package generators

import (
	"fmt"
	"io"
	"strings"

	"k8s.io/gengo/v2/generator"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// internalGenerator emits, per internal kind Foo (declared with
// +k8s:internalVersion), FooInternalKind(convert): the runtime.InternalKind
// of the internal type and the served versions' generated descriptors, for
// runtime.NewInternalDescriptor and runtime/apiserver.NewInternalStorage;
// and InternalKinds(convert), the package's list.
type internalGenerator struct {
	packageGenerator
}

func newInternalGenerator(outputFile string, pkg *Package, im *gocode.Imports) generator.Generator {
	return &internalGenerator{newPackageGenerator("internal", outputFile, pkg, im)}
}

func (g *internalGenerator) Init(_ *generator.Context, w io.Writer) error {
	sr := g.im.Ref(gocode.RuntimePkg)
	for _, ik := range g.pkg.InternalKinds {
		g.emitKind(w, ik)
	}
	fmt.Fprint(w, docComment(internalKindsFunc+" are the internal kinds of this package, for "+
		"runtime/apiserver.NewInternalGroupStorage and AddInternalFieldLabelConversions; convert is as for each kind's function."))
	fmt.Fprintf(w, "func %s(convert func(in, out any) error) []%s.InternalKind {\n", internalKindsFunc, sr)
	fmt.Fprintf(w, "\treturn []%s.InternalKind{\n", sr)
	for _, ik := range g.pkg.InternalKinds {
		fmt.Fprintf(w, "\t\t%s(convert),\n", internalKindFunc(ik.Name))
	}
	fmt.Fprintf(w, "\t}\n}\n\n")
	return nil
}

func (g *internalGenerator) emitKind(w io.Writer, ik *InternalKind) {
	sr := g.im.Ref(gocode.RuntimePkg)
	rt := g.im.Ref("k8s.io/apimachinery/pkg/runtime")
	var versions, descriptors []string
	for _, v := range ik.Versions {
		versions = append(versions, v.Version)
		descriptors = append(descriptors, "&"+g.im.Qual(v.Package)+v.names().descriptor)
	}
	served := strings.Join(versions, " and ")
	if len(versions) > 2 {
		served = strings.Join(versions[:len(versions)-1], ", ") + " and " + versions[len(versions)-1]
	}
	fmt.Fprint(w, docComment(fmt.Sprintf("%s is %s as a server that stores internal objects serves it: in %s, "+
		"stored in %s. It is what runtime.NewInternalDescriptor and runtime/apiserver.NewInternalStorage take. convert converts "+
		"an internal object into a versioned one and back: a runtime.Scheme's Convert(in, out, nil), with the conversions registered.",
		internalKindFunc(ik.Name), ik.Name, served, ik.StorageVersion)))
	fmt.Fprintf(w, "func %s(convert func(in, out any) error) %s.InternalKind {\n", internalKindFunc(ik.Name), sr)
	fmt.Fprintf(w, "\treturn %s.InternalKind{\n", sr)
	fmt.Fprintf(w, "\t\tNew: func() %s.Object { return &%s{} },\n", rt, ik.Name)
	if ik.List != nil {
		fmt.Fprintf(w, "\t\tNewList: func() %s.Object { return &%s{} },\n", rt, ik.ListName)
	}
	fmt.Fprintf(w, "\t\tVersions: []*%s.Descriptor{%s},\n", sr, strings.Join(descriptors, ", "))
	fmt.Fprintf(w, "\t\tStorageVersion: %q,\n", ik.StorageVersion)
	fmt.Fprintf(w, "\t\tConvert: convert,\n")
	fmt.Fprintf(w, "\t}\n}\n\n")
}
