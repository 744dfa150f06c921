package generators

import (
	"go/token"
	"sort"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// The dispatch of discovery: each input package, its kinds (and the kinds
// its type aliases declare, discover_alias.go, and the internal kinds,
// discover_internal.go), and for each kind every resolver in turn
// (discover_*.go). The resolvers read the shared state
// (discover_state.go) and never call back here.

// discover reads the input packages (sorted) and returns those with kinds
// to generate. Errors go to d.errs.
func (d *discovery) discover(inputs []string) []*Package {
	var out []*Package
	for _, path := range inputs {
		if p := d.discoverPackage(d.u.Package(path)); p != nil {
			out = append(out, p)
		}
	}
	d.resolveInternalVersions(out, inputs)
	for _, mm := range d.memberMarkers {
		if !d.reached[mm.marker] {
			d.errs.Addf(mm.marker.Pos, "%s on %s.%s applies to no kind: a kind reaches a field only through struct fields "+
				"(embedded or named, pointer or value), never through a slice, a map or a nested object such as a pod template; "+
				"declare the field on the kind instead with +k8s:schema:selectableField:jsonPath=...",
				mm.marker.Name(), mm.owner.Name.Name, mm.member)
		}
	}
	return out
}

// discoverPackage reads a package's markers and returns it with its kinds
// to generate, or nil when it has none.
func (d *discovery) discoverPackage(gp *types.Package) *Package {
	pc := d.index.packageComments(gp.Path)
	docMarkers := d.packageDocMarkers(pc)

	pkg := &Package{Path: gp.Path, Dir: gp.Dir, Name: gp.Name, Version: gp.Name, imports: d.importsOf(gp.Path)}
	packageOptIn := d.packageValue(docMarkers, markers.NameSelectableGen) != nil
	d.noteLegacySpellings(docMarkers)
	group := d.packageValue(docMarkers, markers.NameGroupName)
	if mp := d.packageValue(docMarkers, markers.NameOpenAPIModelPackage); mp != nil {
		pkg.OpenAPIModelPackage = mp.Value.Text
	}

	names := sortedTypeNames(gp)
	kinds := d.scanTypes(gp, names)
	d.checkUnnamedMembers(pc)
	pkg.Kinds = d.discoverOwnedKinds(gp, pkg, kinds, listKinds(gp, names), packageOptIn)
	owned := len(pkg.Kinds)
	aliased := d.discoverAliases(gp, pc, packageOptIn)
	pkg.Kinds = append(pkg.Kinds, aliased...)
	pkg.InternalKinds = d.discoverInternal(gp, pc)
	if len(pkg.Kinds) == 0 {
		if len(pkg.InternalKinds) > 0 {
			return pkg // internal declarations only: no group version of its own
		}
		return nil
	}
	sort.SliceStable(pkg.Kinds, func(i, j int) bool { return pkg.Kinds[i].Name < pkg.Kinds[j].Name })
	d.resolvePackageGroup(pkg, gp, pc, group, owned, aliased)
	for _, k := range pkg.Kinds {
		if !k.Alias {
			k.Group, k.Version = pkg.Group, pkg.Version
		}
	}
	d.checkAliasGroupVersions(pkg, aliased)
	return pkg
}

// packageDocMarkers parses the markers of the package's comments. Each
// file's package comment is one block: a marker repeated within it is the
// parser's error, one repeated across files is packageValue's.
func (d *discovery) packageDocMarkers(pc *markers.PackageComments) []*markers.Marker {
	var docMarkers []*markers.Marker
	for _, block := range pc.PackageBlocks() {
		ms, errs := d.index.reg.Parse(block, markers.PackageScope)
		d.errs.Add(errs...)
		docMarkers = append(docMarkers, ms...)
	}
	return docMarkers
}

// sortedTypeNames are the names of the package's types, sorted so that
// discovery, and the errors it reports, do not depend on map order.
func sortedTypeNames(gp *types.Package) []string {
	names := make([]string, 0, len(gp.Types))
	for name := range gp.Types {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}

// scanTypes reads every type's and member's markers, so that a misspelt
// marker on something no kind uses is still reported, and returns the
// package's kinds. Kind-only markers on a type that is no kind are errors.
func (d *discovery) scanTypes(gp *types.Package, names []string) []*types.Type {
	var kinds []*types.Type
	for _, name := range names {
		t := gp.Types[name]
		if d.index.typeComments(t) == nil {
			continue // not declared in a file we read (e.g. generated)
		}
		tm := d.index.forType(t)
		d.checkOwnedInternal(t, tm)
		if t.Kind == types.Struct {
			for _, m := range t.Members {
				for _, mk := range find(d.index.forMember(t, m.Name), markers.NameSelectableField) {
					d.memberMarkers = append(d.memberMarkers, memberMarker{mk, t, m.Name})
				}
			}
		}
		if jsontype.IsKind(t) {
			kinds = append(kinds, t)
			continue
		}
		for _, m := range markers.Select(tm, (*markers.Marker).KindOnly) {
			what := "a kind (a struct that embeds metav1.TypeMeta and has an ObjectMeta field with json name \"metadata\")"
			if jsontype.ListItemKind(t) != nil {
				what += "; this is a list kind, write it on " + jsontype.ListItemKind(t).Name.Name
			}
			d.errs.Addf(m.Pos, "%s is only allowed on %s; %s is not one", m.Name(), what, t.Name.Name)
		}
	}
	return kinds
}

// checkUnnamedMembers reports the markers written on members of unnamed
// struct types (Inner struct { ... } inside a declaration). Markers are
// read on the members of named types only (the marker index is keyed by a
// type's name); controller-gen accepts no unnamed struct in an API type at
// all ("encountered non-top-level struct"). Such a struct is otherwise
// fine where a path or column crosses it: only a marker there would be
// lost without a word.
func (d *discovery) checkUnnamedMembers(pc *markers.PackageComments) {
	for _, um := range pc.Unnamed {
		for _, l := range um.Lines {
			name, unknown := d.index.reg.OwnMarker(l)
			switch {
			case name == "":
			case unknown != "":
				d.errs.Addf(l.Pos, "unknown marker %s on %s, a member of an unnamed struct type, where no marker is read; %s", name, strings.Join(um.Path, "."), unknown)
			default:
				d.errs.Addf(l.Pos, "%s on %s, a member of an unnamed struct type, is not read: markers are read on the members of named types only "+
					"(and controller-gen accepts no unnamed struct in an API type); declare the struct as a named type and write the marker on its member",
					name, strings.Join(um.Path, "."))
			}
		}
	}
}

// listKinds maps each kind of the package to its list kind (FooList).
func listKinds(gp *types.Package, names []string) map[*types.Type]*types.Type {
	lists := map[*types.Type]*types.Type{}
	for _, name := range names {
		if item := jsontype.ListItemKind(gp.Types[name]); item != nil {
			lists[item] = gp.Types[name]
		}
	}
	return lists
}

// discoverOwnedKinds builds the kinds the package declares itself (not
// through type aliases) that are generated, in the order of kinds.
func (d *discovery) discoverOwnedKinds(gp *types.Package, pkg *Package, kinds []*types.Type, lists map[*types.Type]*types.Type, packageOptIn bool) []*Kind {
	var out []*Kind
	for _, t := range kinds {
		k := d.discoverKind(t, declaration{Name: t.Name.Name, Package: gp.Path, Pos: d.index.typePos(t), Markers: d.index.forType(t)}, packageOptIn)
		if k == nil {
			continue
		}
		if k.List = lists[t]; k.List != nil {
			k.ListName = k.List.Name.Name
		}
		k.GoPackage, k.OpenAPIModelPackage = gp.Path, pkg.OpenAPIModelPackage
		out = append(out, k)
	}
	return out
}

// resolvePackageGroup sets the package's group (and, for a package that
// only declares other packages' kinds, owned == 0, its version from
// theirs), or reports that it has none. Without the +groupName marker,
// the package's GroupName constant names the group: k8s.io/api's apps,
// batch, autoscaling and policy packages declare it only as
// `const GroupName = "apps"` in register.go.
func (d *discovery) resolvePackageGroup(pkg *Package, gp *types.Package, pc *markers.PackageComments, group *markers.Marker, owned int, aliased []*Kind) {
	groupConst, hasGroupConst := groupConstant(gp)
	switch {
	case group != nil:
		pkg.Group = group.Value.Text
	case hasGroupConst:
		pkg.Group = groupConst
	case owned == 0:
		// Only declarations of other packages' kinds: the package is their
		// group version.
		pkg.Group, pkg.Version = aliased[0].Group, aliased[0].Version
	default:
		pos := token.Position{Filename: pc.DocFile, Line: 1}
		if pc.DocFile == "" {
			pos = pkg.Kinds[0].Pos
		}
		d.errs.Addf(pos, "package %s has kinds to generate but no +groupName=<group> in its package comment (doc.go, or above the package clause of any file); "+
			"the group and version (the package name, %s) are needed to register field label conversions "+
			"(write +groupName= with an empty value for the core group, or declare const GroupName = \"<group>\")", gp.Path, gp.Name)
	}
}

// groupConstant is a package's `const GroupName = "<group>"`.
func groupConstant(gp *types.Package) (string, bool) {
	if c := gp.Constants["GroupName"]; c != nil && c.ConstValue != nil && strings.HasSuffix(jsontype.BasicOf(c.Underlying), "string") {
		return *c.ConstValue, true
	}
	return "", false
}

// packageValue returns the first package-level marker with a name. The
// package comments of all files are read, so one marker may be written in
// more than one file; a second one with another value is an error.
func (d *discovery) packageValue(docMarkers []*markers.Marker, name string) *markers.Marker {
	found := find(docMarkers, name)
	if len(found) == 0 {
		return nil
	}
	for _, m := range found[1:] {
		if m.Value.Text != found[0].Value.Text {
			d.errs.Addf(m.Pos, "+%s=%s contradicts +%s=%s at %s:%d; write the package marker once, or with the same value",
				name, m.Value.Text, name, found[0].Value.Text, shortFile(found[0].Pos.Filename), found[0].Pos.Line)
		}
	}
	return found[0]
}

// typeValue is the one marker of a ValueForm spec on a type, which may be
// written in more than one spelling: spellings that contradict each other
// are an error, and old spellings are noted.
func (d *discovery) typeValue(tm []*markers.Marker, name string) *markers.Marker {
	found := find(tm, name)
	if len(found) == 0 {
		return nil
	}
	d.noteLegacySpellings(found)
	for _, m := range found[1:] {
		if m.Value.Text != found[0].Value.Text {
			d.errs.Addf(m.Pos, "%s=%s contradicts %s=%s at line %d; write the marker once",
				m.Name(), m.Value.Text, found[0].Name(), found[0].Value.Text, found[0].Pos.Line)
		}
	}
	return found[0]
}

// noteLegacySpellings notes each marker written in an old spelling, with
// what to write instead.
func (d *discovery) noteLegacySpellings(ms []*markers.Marker) {
	for _, m := range ms {
		if note := m.LegacyNote(); note != "" {
			d.notes.Addf(m.Pos, "%s", note)
		}
	}
}

// declaration is where a kind is declared for generation: the kind's own
// type declaration, or a type alias in another package that names it.
type declaration struct {
	Name    string
	Package string
	Pos     token.Position
	Markers []*markers.Marker
	// Alias is set for a type alias: the kind belongs to another package.
	Alias bool
}

// discoverKind decides whether a kind is generated and builds it.
func (d *discovery) discoverKind(t *types.Type, decl declaration, packageOptIn bool) *Kind {
	tm := decl.Markers
	var reached, rejected []reachedMarker
	if !decl.Alias {
		// A declaration of another package's type reads no member markers:
		// those belong to the type's own package.
		reached, rejected = d.walkMembers(t)
	}
	for _, r := range reached {
		d.reached[r.marker] = true
	}

	optIn := packageOptIn || len(markers.Select(tm, (*markers.Marker).OptsIn)) > 0 || len(reached) > 0
	if m := d.typeValue(tm, markers.NameSelectableGen); m != nil {
		optIn = m.Value.Text == "true"
	}
	if !optIn {
		return nil
	}
	if g, path := genericReach(t); g != nil {
		d.errs.Addf(decl.Pos, "%s reaches the generic type %s through its member %s; selectable-gen reads a kind's types from gengo, which gives a generic type's parameters, not the types it is instantiated with (deepcopy-gen stops at them too): declare that member with a type without type parameters",
			decl.Name, g.Name.Name, path)
		return nil
	}
	k := &Kind{Type: t, Name: decl.Name, Package: decl.Package, Alias: decl.Alias, Pos: decl.Pos, Namespaced: true,
		imports: d.importsOf(decl.Package)}
	d.resolveScope(k, tm)
	d.resolveResource(k, tm)
	d.resolveFields(k, tm, reached)
	d.rejectedFields(k, d.index.rejectedForDecl(decl.Package, decl.Name), rejected)
	d.resolveConversion(k, tm)
	d.resolveIndexes(k, tm)
	d.resolveColumns(k, tm)
	d.resolveSelectorGeneration(k, tm)
	supports := find(tm, markers.NameSupportsSubresource)
	if decl.Alias {
		// k8s.io/api declares its kinds' subresources on the types.
		supports = append(supports, find(d.index.forType(t), markers.NameSupportsSubresource)...)
	}
	d.resolveSubresources(k, tm, supports)
	return k
}

// walkMembers finds the member-level markers a kind reaches through struct
// fields: embedded or named, pointer or value, never through a slice, a map,
// a nested object (a struct with its own metadata) or the kind's metadata.
// It returns the valid selectable-field markers and those rejected for
// their arguments.
func (d *discovery) walkMembers(kind *types.Type) (out, rejected []reachedMarker) {
	visiting := map[*types.Type]bool{}
	var walk func(t *types.Type, prefix *fieldPath)
	walk = func(t *types.Type, prefix *fieldPath) {
		visiting[t] = true
		defer delete(visiting, t)
		for _, m := range jsontype.Members(t) {
			if t == kind && m.JSONName == "metadata" {
				continue
			}
			path := prefix.child(m)
			for _, mk := range find(d.index.forMember(t, m.Name), markers.NameSelectableField) {
				out = append(out, reachedMarker{marker: mk, path: path, owner: t, member: m.Name})
			}
			for _, mk := range find(d.index.rejectedForMember(t, m.Name), markers.NameSelectableField) {
				rejected = append(rejected, reachedMarker{marker: mk, path: path, owner: t, member: m.Name})
			}
			elem, _ := jsontype.Deref(m.Type)
			if elem.Kind != types.Struct || jsontype.IsObject(elem) || visiting[elem] || elem.Name.Package == jsontype.Metav1Pkg || elem.Name == jsontype.IntOrStrName {
				continue
			}
			walk(elem, path)
		}
	}
	walk(kind, &fieldPath{})
	return out, rejected
}
