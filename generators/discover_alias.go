package generators

import (
	"sort"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// Declarations of kinds one does not own: a type alias in the declaring
// package names a kind of another package (type Pod = corev1.Pod) and
// carries kind-level markers. The kind is generated into the declaring
// package as an owned kind is; the emitters name it by the alias, which
// names the same type. Its group, version and OpenAPI names are those of
// the package the type belongs to.

// discoverAliases returns the kinds declared by the type aliases of a
// package, sorted by name.
func (d *discovery) discoverAliases(gp *types.Package, pc *markers.PackageComments, packageOptIn bool) []*Kind {
	names := make([]string, 0, len(pc.Types))
	for name, tc := range pc.Types {
		// An alias with +k8s:internalVersion declares an internal kind
		// (discover_internal.go).
		if tc.Alias != nil && findOne(d.index.forDecl(gp.Path, name), markers.NameInternalVersion) == nil {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	// A declared kind's list is the list kind another alias of the package
	// declares (type PodList = corev1.PodList).
	lists, listNames := map[*types.Type]*types.Type{}, map[*types.Type]string{}
	for _, name := range names {
		if t, problem := d.aliasTarget(gp, pc.Types[name].Alias); problem == "" {
			if item := jsontype.ListItemKind(t); item != nil {
				lists[item], listNames[item] = t, name
			}
		}
	}
	var out []*Kind
	for _, name := range names {
		tc := pc.Types[name]
		tm := d.index.forDecl(gp.Path, name)
		kindOnly := markers.Select(tm, (*markers.Marker).KindOnly)
		ours := len(kindOnly) > 0 || len(markers.Select(tm, (*markers.Marker).OptsIn)) > 0
		target, problem := d.aliasTarget(gp, tc.Alias)
		if problem != "" {
			if ours {
				d.errs.Addf(tc.Pos, "%s = %s carries %s, but %s; a declaration of a kind of another package is a type alias of that kind, like type Pod = corev1.Pod",
					name, aliasText(tc.Alias), kindOnly0(tm).Name(), problem)
			}
			continue
		}
		if !jsontype.IsKind(target) {
			for _, m := range kindOnly {
				d.errs.Addf(m.Pos, "%s is only allowed on a kind; %s names %s.%s, which is not one (a kind is a struct that embeds metav1.TypeMeta and has an ObjectMeta field with json name \"metadata\")",
					m.Name(), name, target.Name.Package, target.Name.Name)
			}
			continue
		}
		k := d.discoverKind(target, declaration{Name: name, Package: gp.Path, Pos: tc.Pos, Markers: tm, Alias: true}, packageOptIn)
		if k == nil {
			continue
		}
		if name != target.Name.Name {
			d.errs.Addf(tc.Pos, "%s declares %s.%s under another name; the declaration must have the kind's name (type %s = %s), "+
				"which the generated functions and the kind's group-version-kind use", name, target.Name.Package, target.Name.Name, target.Name.Name, aliasText(tc.Alias))
		}
		info := d.packageInfo(target.Name.Package)
		k.GoPackage, k.OpenAPIModelPackage = target.Name.Package, info.modelPackage
		k.Group, k.Version = info.group, d.index.packageComments(target.Name.Package).Name
		if !info.hasGroup {
			d.errs.Addf(tc.Pos, "%s declares %s.%s, whose package has no +groupName marker and no GroupName constant: its API group is unknown",
				name, target.Name.Package, target.Name.Name)
		}
		k.List, k.ListName = lists[target], listNames[target]
		out = append(out, k)
	}
	return out
}

func kindOnly0(tm []*markers.Marker) *markers.Marker {
	if ms := markers.Select(tm, (*markers.Marker).KindOnly); len(ms) > 0 {
		return ms[0]
	}
	return markers.Select(tm, (*markers.Marker).OptsIn)[0]
}

// aliasTarget resolves what an alias names; problem says why it cannot
// declare a kind.
func (d *discovery) aliasTarget(gp *types.Package, a *markers.AliasTarget) (*types.Type, string) {
	switch {
	case a.Unsupported != "":
		return nil, "the alias does not name a type by name"
	case a.Qualifier == "":
		return nil, "it names a type of its own package; write the markers on " + a.Name + " itself"
	}
	path := a.ImportPath
	if path == "" {
		// An import without a name: the qualifier is the package's name,
		// which gengo records only for the packages of the run; a
		// dependency's is read from its package clause.
		for _, p := range a.Imports {
			imp := gp.Imports[p]
			if imp == nil {
				continue
			}
			name := imp.Name
			if name == "" {
				name = d.index.packageComments(p).Name
			}
			if name == a.Qualifier {
				path = p
			}
		}
	}
	if path == "" {
		return nil, "package " + a.Qualifier + " is not imported"
	}
	t := d.u.Package(path).Types[a.Name]
	if t == nil {
		return nil, path + " has no type " + a.Name
	}
	return t, ""
}

// packageInfo reads the group and OpenAPI model package of another
// package. Its comments are not ours: their marker errors are not
// reported.
func (d *discovery) packageInfo(path string) aliasPackageInfo {
	if info, ok := d.infos[path]; ok {
		return info
	}
	var info aliasPackageInfo
	for _, block := range d.index.packageComments(path).PackageBlocks() {
		ms, _ := d.index.reg.Parse(block, markers.PackageScope)
		if m := findOne(ms, markers.NameGroupName); m != nil && !info.hasGroup {
			info.group, info.hasGroup = m.Value.Text, true
		}
		if m := findOne(ms, markers.NameOpenAPIModelPackage); m != nil && info.modelPackage == "" {
			info.modelPackage = m.Value.Text
		}
	}
	if !info.hasGroup {
		info.group, info.hasGroup = d.index.packageComments(path).StringConsts["GroupName"]
	}
	d.infos[path] = info
	return info
}

// checkAliasGroupVersions: a package's kinds share one group version (the
// field label conversions are registered for it).
func (d *discovery) checkAliasGroupVersions(pkg *Package, aliased []*Kind) {
	for _, k := range aliased {
		if k.Group != pkg.Group || k.Version != pkg.Version {
			d.errs.Addf(k.Pos, "%s declares %s.%s of %s, but package %s is %s; the kinds of a package share one group version: declare it in a package of its own",
				k.Name, k.GoPackage, k.Type.Name.Name, groupVersion(k.Group, k.Version), pkg.Path, groupVersion(pkg.Group, pkg.Version))
		}
	}
}

func groupVersion(group, version string) string {
	if group == "" {
		return "the core group, version " + version
	}
	return "group " + group + ", version " + version
}
