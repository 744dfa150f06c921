package generators

import (
	"fmt"
	"go/token"
	"slices"
	"sort"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// markerIndex reads and caches the markers of types and members, parsing
// each package's comments once. Every marker error is recorded once, here.
type markerIndex struct {
	reg       *markers.Registry
	universe  types.Universe
	buildTags []string
	errs      *markers.ErrorList

	comments map[string]*markers.PackageComments // by package path
	decls    map[declKey][]*markers.Marker
	members  map[memberKey][]*markers.Marker
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

func newMarkerIndex(reg *markers.Registry, u types.Universe, buildTags []string, errs *markers.ErrorList) *markerIndex {
	return &markerIndex{
		reg: reg, universe: u, buildTags: buildTags, errs: errs,
		comments: map[string]*markers.PackageComments{},
		decls:    map[declKey][]*markers.Marker{},
		members:  map[memberKey][]*markers.Marker{},
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
	key := declKey{pkg, name}
	if ms, ok := x.decls[key]; ok {
		return ms
	}
	var ms []*markers.Marker
	if tc := x.packageComments(pkg).Types[name]; tc != nil {
		var errs markers.ErrorList
		ms, errs = x.reg.Parse(tc.Lines, markers.TypeScope)
		if tc.Alias != nil {
			x.explainMemberMarkers(name, tc, errs)
		}
		x.errs.Add(errs...)
	}
	x.decls[key] = ms
	return ms
}

// explainMemberMarkers: a line above a type alias that is a valid
// member-level marker (a selectable field without jsonPath) cannot be used
// there: the alias declares a type of another package, whose fields are
// declared in that package. Its error says so.
func (x *markerIndex) explainMemberMarkers(name string, tc *markers.TypeComments, errs markers.ErrorList) {
	for _, e := range errs {
		for _, l := range tc.Lines {
			if l.Pos.Line != e.Pos.Line {
				continue
			}
			if ms, merrs := x.reg.Parse([]markers.Line{l}, markers.MemberScope); len(ms) > 0 && len(merrs) == 0 {
				e.Msg = fmt.Sprintf("%s is a member-level marker, which cannot be used on %s = %s: a declaration of a type of another package has no members of its own "+
					"(they are declared in that package); declare the field on %s with jsonPath, like %s:jsonPath=\".spec.nodeName\"",
					ms[0].Name(), name, aliasText(tc.Alias), name, ms[0].Name())
			}
		}
	}
}

// forMember returns the validated markers of one struct member.
func (x *markerIndex) forMember(t *types.Type, member string) []*markers.Marker {
	key := memberKey{t, member}
	if ms, ok := x.members[key]; ok {
		return ms
	}
	var ms []*markers.Marker
	if mc := x.typeComments(t).Member(member); mc != nil {
		var errs markers.ErrorList
		ms, errs = x.reg.Parse(mc.Lines, markers.MemberScope)
		x.errs.Add(errs...)
	}
	x.members[key] = ms
	return ms
}

// memberPos is the position of a member's declaration.
func (x *markerIndex) memberPos(t *types.Type, member string) token.Position {
	if mc := x.typeComments(t).Member(member); mc != nil {
		return mc.Pos
	}
	return x.typePos(t)
}

func (x *markerIndex) typePos(t *types.Type) token.Position {
	if tc := x.typeComments(t); tc != nil {
		return tc.Pos
	}
	return token.Position{Filename: t.Name.Package + "." + t.Name.Name}
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

func findOne(ms []*markers.Marker, names ...string) *markers.Marker {
	if found := find(ms, names...); len(found) > 0 {
		return found[0]
	}
	return nil
}

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
}

// reachedMarker is a member-level marker found while walking a kind.
type reachedMarker struct {
	marker *markers.Marker
	path   *fieldPath
	// owner and member say where the marker is written.
	owner  *types.Type
	member string
}

type memberMarker struct {
	marker *markers.Marker
	owner  *types.Type
	member string
}

// discover reads the input packages (sorted) and returns those with kinds
// to generate. Errors go to d.errs.
func (d *discovery) discover(inputs []string) []*Package {
	var out []*Package
	for _, path := range inputs {
		if p := d.discoverPackage(d.u.Package(path)); p != nil {
			out = append(out, p)
		}
	}
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

func (d *discovery) discoverPackage(gp *types.Package) *Package {
	pc := d.index.packageComments(gp.Path)
	// Each file's package comment is one block: a marker repeated within
	// it is the parser's error, one repeated across files is packageValue's.
	var docMarkers []*markers.Marker
	for _, block := range pc.PackageBlocks() {
		ms, errs := d.index.reg.Parse(block, markers.PackageScope)
		d.errs.Add(errs...)
		docMarkers = append(docMarkers, ms...)
	}

	pkg := &Package{Path: gp.Path, Dir: gp.Dir, Name: gp.Name, Version: gp.Name}
	packageOptIn := d.packageValue(docMarkers, markers.NameSelectableGen) != nil
	group := d.packageValue(docMarkers, markers.NameGroupName)
	if mp := d.packageValue(docMarkers, markers.NameOpenAPIModelPackage); mp != nil {
		pkg.OpenAPIModelPackage = mp.Value.Text
	}

	// Read every type's and member's markers, so that a misspelt marker on
	// something no kind uses is still reported.
	names := make([]string, 0, len(gp.Types))
	for name := range gp.Types {
		names = append(names, name)
	}
	sort.Strings(names)
	var kinds []*types.Type
	for _, name := range names {
		t := gp.Types[name]
		if d.index.typeComments(t) == nil {
			continue // not declared in a file we read (e.g. generated)
		}
		tm := d.index.forType(t)
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

	lists := map[*types.Type]*types.Type{}
	for _, name := range names {
		if item := jsontype.ListItemKind(gp.Types[name]); item != nil {
			lists[item] = gp.Types[name]
		}
	}

	for _, t := range kinds {
		k := d.discoverKind(t, declaration{Name: t.Name.Name, Package: gp.Path, Pos: d.index.typePos(t), Markers: d.index.forType(t)}, packageOptIn)
		if k == nil {
			continue
		}
		if k.List = lists[t]; k.List != nil {
			k.ListName = k.List.Name.Name
		}
		k.GoPackage, k.OpenAPIModelPackage = gp.Path, pkg.OpenAPIModelPackage
		pkg.Kinds = append(pkg.Kinds, k)
	}
	owned := len(pkg.Kinds)
	aliased := d.discoverAliases(gp, pc, packageOptIn)
	pkg.Kinds = append(pkg.Kinds, aliased...)
	if len(pkg.Kinds) == 0 {
		return nil
	}
	sort.SliceStable(pkg.Kinds, func(i, j int) bool { return pkg.Kinds[i].Name < pkg.Kinds[j].Name })
	// Without the marker, the package's GroupName constant names the group:
	// k8s.io/api's apps, batch, autoscaling and policy packages declare it
	// only as `const GroupName = "apps"` in register.go.
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
	for _, k := range pkg.Kinds {
		if !k.Alias {
			k.Group, k.Version = pkg.Group, pkg.Version
		}
	}
	d.checkAliasGroupVersions(pkg, aliased)
	return pkg
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
	var reached []reachedMarker
	if !decl.Alias {
		// A declaration of another package's type reads no member markers:
		// those belong to the type's own package.
		reached = d.walkMembers(t)
	}
	for _, r := range reached {
		d.reached[r.marker] = true
	}

	optIn := packageOptIn || len(markers.Select(tm, (*markers.Marker).OptsIn)) > 0 || len(reached) > 0
	if m := findOne(tm, markers.NameSelectableGen); m != nil {
		optIn = m.Value.Text == "true"
	}
	if !optIn {
		return nil
	}
	k := &Kind{Type: t, Name: decl.Name, Package: decl.Package, Alias: decl.Alias, Pos: decl.Pos, Namespaced: true}
	d.resolveScope(k, tm)
	d.resolveResource(k, tm)
	d.resolveFields(k, tm, reached)
	d.resolveConversion(k, tm)
	d.resolveIndexes(k, tm)
	d.resolveColumns(k, tm)
	d.resolveSelectorGeneration(k, tm)
	d.resolveSubresources(k, tm)
	return k
}

// resolveScope reads the four ways of saying "cluster-scoped" and rejects
// contradictions between them.
func (d *discovery) resolveScope(k *Kind, tm []*markers.Marker) {
	type said struct {
		scope string
		m     *markers.Marker
	}
	var says []said
	for _, m := range find(tm, markers.NameScope) {
		says = append(says, said{m.Value.Text, m})
	}
	for _, m := range find(tm, markers.NameResource) {
		if scope, ok := m.Arg(markers.ArgScope); ok {
			says = append(says, said{scope.Text, m})
		}
	}
	if m := findOne(tm, markers.NameNonNamespaced); m != nil {
		says = append(says, said{"Cluster", m})
	}
	for _, s := range says[min(1, len(says)):] {
		if s.scope != says[0].scope {
			d.errs.Addf(s.m.Pos, "%s says the kind %s is %s, but %s (line %d) says %s; say it once",
				s.m.Name(), k.Name, s.scope, says[0].m.Name(), says[0].m.Pos.Line, says[0].scope)
		}
	}
	if len(says) > 0 {
		k.Namespaced = says[0].scope != "Cluster"
	}
}

// walkMembers finds the member-level markers a kind reaches through struct
// fields: embedded or named, pointer or value, never through a slice, a map,
// a nested object (a struct with its own metadata) or the kind's metadata.
func (d *discovery) walkMembers(kind *types.Type) []reachedMarker {
	var out []reachedMarker
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
			elem, _ := jsontype.Deref(m.Type)
			if elem.Kind != types.Struct || jsontype.IsObject(elem) || visiting[elem] || elem.Name.Package == jsontype.Metav1Pkg || elem.Name == jsontype.IntOrStrName {
				continue
			}
			walk(elem, path)
		}
	}
	walk(kind, &fieldPath{})
	return out
}

// jsonPathSyntaxError explains why a kind-level jsonPath is not a simple
// path; it is "" for a simple path.
func jsonPathSyntaxError(p string) string {
	switch {
	case p == "":
		return "is empty; write a path like \".spec.color\""
	case !strings.HasPrefix(p, "."):
		return "must start with '.', like \"." + p + "\""
	case strings.ContainsAny(p, "[]"):
		return "uses index notation; a selectable field is a simple path of field names (no [*], [n] or filters), like \".spec.color\""
	case strings.Contains(p[1:], "..") || strings.HasSuffix(p, ".") || strings.HasPrefix(p, ".."):
		return "has an empty path element; write dot-separated json field names, like \".spec.color\""
	case strings.ContainsAny(p, " \t\"'`{}$@*?"):
		return "is not a simple path of json field names; write it like \".spec.color\""
	}
	return ""
}

// resolveJSONPath walks a simple json path from t through struct members.
// It returns a message saying which element does not resolve, or "".
func resolveJSONPath(t *types.Type, jsonPath string) (*fieldPath, string) {
	path := &fieldPath{}
	cur := t
	elems := strings.Split(jsonPath[1:], ".")
	for i, name := range elems {
		if cur.Kind != types.Struct {
			return nil, "\"" + strings.Join(elems[:i], ".") + "\" is " + jsontype.Describe(cur) + ", which has no fields"
		}
		steps, ok := jsontype.FindMember(cur, name, nil)
		if !ok {
			var names []string
			jsontype.CollectJSONNames(cur, &names)
			return nil, cur.Name.Name + " has no field with json name \"" + name + "\"; its fields are: " + strings.Join(names, ", ")
		}
		path.Members = append(path.Members, steps...)
		leaf := steps[len(steps)-1]
		elem, ptrs := jsontype.Deref(leaf.Type)
		if i < len(elems)-1 {
			switch {
			case ptrs > 1:
				return nil, "\"" + strings.Join(elems[:i+1], ".") + "\" is a pointer to a pointer, which is not supported"
			case elem.Kind == types.Slice || elem.Kind == types.Array || elem.Kind == types.Map:
				return nil, "\"" + strings.Join(elems[:i+1], ".") + "\" is " + jsontype.Describe(leaf.Type) +
					"; a selectable field cannot reach into a list or map (a field selector compares one value)"
			}
		}
		cur = elem
	}
	return path, ""
}
