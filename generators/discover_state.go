package generators

import (
	"fmt"
	"go/token"
	"slices"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/markers"
)

// The shared state of discovery: the marker index (each package's comments
// parsed once, every marker error recorded once), find and findOne over a
// place's markers, and the discovery the resolvers and the dispatch hang
// off. It calls neither: the dispatch (discover.go, discover_alias.go, discover_internal.go)
// calls the resolvers (discover_*.go), which read this state.

// discovery builds the model for a run.
type discovery struct {
	args  *Args
	u     types.Universe
	index *markerIndex
	errs  *markers.ErrorList
	// notes are what the run accepts but a user should know: kubebuilder
	// markers that controller-gen accepts and that generate differently
	// from what the +k8s: dialect would allow. They are printed, not fatal.
	notes *markers.ErrorList

	// reached records member markers that applied to some kind.
	reached map[*markers.Marker]bool
	// memberMarkers lists every member-level selectable-field marker in the
	// input packages, to report those that apply to no kind.
	memberMarkers []memberMarker
	// infos caches what is read of the packages of aliased kinds.
	infos map[string]aliasPackageInfo
	// celTypes are the CEL types of each package's kinds with CEL
	// columns, by the package's path.
	celTypes map[string]*celTypes
	// imports are the imports of each package's generated file, by its
	// path: compiled CEL names packages in them from discovery on.
	imports map[string]*gocode.Imports
}

// importsOf returns the imports of the file generated for package path.
func (d *discovery) importsOf(path string) *gocode.Imports {
	im := d.imports[path]
	if im == nil {
		im = gocode.NewImports(path)
		d.imports[path] = im
	}
	return im
}

// reachedMarker is a member-level marker found while walking a kind.
type reachedMarker struct {
	marker *markers.Marker
	path   *fieldPath
	// owner and member say where the marker is written.
	owner  *types.Type
	member string
}

// memberMarker is a member-level selectable-field marker of an input
// package, and where it is written.
type memberMarker struct {
	marker *markers.Marker
	owner  *types.Type
	member string
}

// aliasPackageInfo is what discovery reads of a package whose kinds are
// declared elsewhere.
type aliasPackageInfo struct {
	group        string
	hasGroup     bool
	modelPackage string
}

// markerIndex reads and caches the markers of types and members, parsing
// each package's comments once. Every marker error is recorded once, here.
type markerIndex struct {
	reg       *markers.Registry
	universe  types.Universe
	buildTags []string
	errs      *markers.ErrorList

	comments map[string]*markers.PackageComments // by package path
	decls    map[declKey]parsedMarkers
	members  map[memberKey]parsedMarkers
}

// parsedMarkers are the markers of one place: the valid ones, and those
// rejected for their arguments (markers.Registry.ParseRejected).
type parsedMarkers struct {
	valid, rejected []*markers.Marker
}

// declKey names a type declaration: a type, or a type alias, which gengo's
// universe does not list (it resolves an alias to the type it names).
type declKey struct {
	pkg, name string
}

type memberKey struct {
	t    *types.Type
	name string
}

// newMarkerIndex returns an empty index; errs receives every marker error.
func newMarkerIndex(reg *markers.Registry, u types.Universe, buildTags []string, errs *markers.ErrorList) *markerIndex {
	return &markerIndex{
		reg: reg, universe: u, buildTags: buildTags, errs: errs,
		comments: map[string]*markers.PackageComments{},
		decls:    map[declKey]parsedMarkers{},
		members:  map[memberKey]parsedMarkers{},
	}
}

// packageComments parses a package's files on first use.
func (x *markerIndex) packageComments(pkgPath string) *markers.PackageComments {
	if pc, ok := x.comments[pkgPath]; ok {
		return pc
	}
	pkg := x.universe.Package(pkgPath)
	pc := &markers.PackageComments{Types: map[string]*markers.TypeComments{}}
	if pkg.Dir != "" {
		loaded, err := markers.LoadPackageComments(pkg.Dir, x.buildTags)
		if err != nil {
			x.errs.Addf(token.Position{Filename: pkg.Dir}, "cannot read comments: %v", err)
		} else {
			pc = loaded
		}
	}
	x.comments[pkgPath] = pc
	return pc
}

// typeComments returns the comments of a type declaration, nil for a type
// not declared in a file read.
func (x *markerIndex) typeComments(t *types.Type) *markers.TypeComments {
	return x.packageComments(t.Name.Package).Types[t.Name.Name]
}

// forType returns the validated markers written above a type.
func (x *markerIndex) forType(t *types.Type) []*markers.Marker {
	return x.forDecl(t.Name.Package, t.Name.Name)
}

// forDecl returns the validated markers written above the type
// declaration (or type alias) name of package pkg.
func (x *markerIndex) forDecl(pkg, name string) []*markers.Marker {
	return x.parseDecl(pkg, name).valid
}

// rejectedForDecl returns the markers above the declaration that were
// rejected for their arguments.
func (x *markerIndex) rejectedForDecl(pkg, name string) []*markers.Marker {
	return x.parseDecl(pkg, name).rejected
}

func (x *markerIndex) parseDecl(pkg, name string) parsedMarkers {
	key := declKey{pkg, name}
	if pm, ok := x.decls[key]; ok {
		return pm
	}
	var pm parsedMarkers
	if tc := x.packageComments(pkg).Types[name]; tc != nil {
		var errs markers.ErrorList
		pm.valid, pm.rejected, errs = x.reg.ParseRejected(tc.Lines, markers.TypeScope)
		if tc.Alias != nil {
			x.explainMemberMarkers(name, tc, errs, findOne(pm.valid, markers.NameInternalVersion) != nil)
		}
		x.errs.Add(errs...)
	}
	x.decls[key] = pm
	return pm
}

// explainMemberMarkers: a line above a type alias that is a valid
// member-level marker (a selectable field without jsonPath) cannot be used
// there: the alias declares a type of another package, whose fields are
// declared in that package (or, internal, an internal kind, whose fields
// the served versions declare). Its error says so.
func (x *markerIndex) explainMemberMarkers(name string, tc *markers.TypeComments, errs markers.ErrorList, internal bool) {
	for _, e := range errs {
		for _, l := range tc.Lines {
			if l.Pos.Line != e.Pos.Line {
				continue
			}
			ms, merrs := x.reg.Parse([]markers.Line{l}, markers.MemberScope)
			switch {
			case len(ms) == 0 || len(merrs) > 0:
			case internal:
				e.Msg = fmt.Sprintf("%s is a member-level marker, which cannot be used on %s = %s, an internal declaration: selectable fields "+
					"belong to the served versions; declare the field on %s in the declarations of the versions +k8s:internalVersion lists, "+
					"like %s:jsonPath=\".spec.nodeName\"", ms[0].Name(), name, aliasText(tc.Alias), name, ms[0].Name())
			default:
				e.Msg = fmt.Sprintf("%s is a member-level marker, which cannot be used on %s = %s: a declaration of a type of another package has no members of its own "+
					"(they are declared in that package); declare the field on %s with jsonPath, like %s:jsonPath=\".spec.nodeName\"",
					ms[0].Name(), name, aliasText(tc.Alias), name, ms[0].Name())
			}
		}
	}
}

// forMember returns the validated markers of one struct member.
func (x *markerIndex) forMember(t *types.Type, member string) []*markers.Marker {
	return x.parseMember(t, member).valid
}

// rejectedForMember returns the markers of one struct member that were
// rejected for their arguments.
func (x *markerIndex) rejectedForMember(t *types.Type, member string) []*markers.Marker {
	return x.parseMember(t, member).rejected
}

func (x *markerIndex) parseMember(t *types.Type, member string) parsedMarkers {
	key := memberKey{t, member}
	if pm, ok := x.members[key]; ok {
		return pm
	}
	var pm parsedMarkers
	if mc := x.typeComments(t).Member(member); mc != nil {
		var errs markers.ErrorList
		pm.valid, pm.rejected, errs = x.reg.ParseRejected(mc.Lines, markers.MemberScope)
		x.errs.Add(errs...)
	}
	x.members[key] = pm
	return pm
}

// typePos is the position of a type's declaration.
func (x *markerIndex) typePos(t *types.Type) token.Position {
	if tc := x.typeComments(t); tc != nil {
		return tc.Pos
	}
	return token.Position{Filename: t.Name.Package + "." + t.Name.Name}
}

// aliasText is how a type alias names its target, for messages.
func aliasText(a *markers.AliasTarget) string {
	switch {
	case a.Unsupported != "":
		return "<" + strings.TrimPrefix(a.Unsupported, "*ast.") + ">"
	case a.Qualifier == "":
		return a.Name
	}
	return a.Qualifier + "." + a.Name
}

// find returns the markers with the given spec names.
func find(ms []*markers.Marker, names ...string) []*markers.Marker {
	var out []*markers.Marker
	for _, m := range ms {
		if slices.Contains(names, m.Spec.Name) {
			out = append(out, m)
		}
	}
	return out
}

// findOne returns the first marker with one of the given spec names, or nil.
func findOne(ms []*markers.Marker, names ...string) *markers.Marker {
	if found := find(ms, names...); len(found) > 0 {
		return found[0]
	}
	return nil
}
