package generators

import (
	"fmt"
	"sort"
	"strings"

	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
	"github.com/selectable-gen/selectable-gen/markers"
)

// Declarations of internal kinds: a type alias of an internal type (a
// struct that embeds TypeMeta and ObjectMeta, with or without json tags)
// carries +k8s:internalVersion, which lists the packages that declare the
// kind in each served version and names the storage version. The alias
// lives in a package of its own: the versions' packages import the
// internal package for their conversions, and the generated code imports
// them. Everything the kind selects and prints belongs to the versions;
// the internal declaration carries nothing else.

// discoverInternal returns the internal kinds a package's type aliases
// declare, sorted by name, without their versions: those are resolved once
// every package of the run is discovered (resolveInternalVersions).
func (d *discovery) discoverInternal(gp *types.Package, pc *markers.PackageComments) []*InternalKind {
	var names []string
	lists, listNames := map[*types.Type]*types.Type{}, map[*types.Type]string{}
	for name, tc := range pc.Types {
		if tc.Alias == nil {
			continue
		}
		if findOne(d.index.forDecl(gp.Path, name), markers.NameInternalVersion) != nil {
			names = append(names, name)
		} else if t, problem := d.aliasTarget(gp, tc.Alias); problem == "" {
			// An internal declaration's list is the internal list another
			// alias of the package names (type FlunderList = wardle.FlunderList).
			if item := jsontype.InternalListItem(t); item != nil {
				lists[item], listNames[item] = t, name
			}
		}
	}
	sort.Strings(names)
	var out []*InternalKind
	for _, name := range names {
		tc := pc.Types[name]
		tm := d.index.forDecl(gp.Path, name)
		m := findOne(tm, markers.NameInternalVersion)
		target, problem := d.aliasTarget(gp, tc.Alias)
		if problem != "" {
			d.errs.Addf(tc.Pos, "%s = %s carries %s, but %s; an internal declaration is a type alias of the internal type, like type Flunder = wardle.Flunder",
				name, aliasText(tc.Alias), m.Name(), problem)
			continue
		}
		if !jsontype.IsInternalKind(target) {
			d.errs.Addf(m.Pos, "%s is only allowed on a type alias of an internal kind; %s names %s.%s, which is not one "+
				"(an internal kind is a struct that embeds metav1.TypeMeta and has a metav1.ObjectMeta field, with or without json tags)",
				m.Name(), name, target.Name.Package, target.Name.Name)
			continue
		}
		if name != target.Name.Name {
			d.errs.Addf(tc.Pos, "%s declares %s.%s under another name; the declaration must have the kind's name (type %s = %s), "+
				"which the generated functions use and the versions declare", name, target.Name.Package, target.Name.Name, target.Name.Name, aliasText(tc.Alias))
			continue
		}
		for _, other := range tm {
			if other == m || other.Dialect() == markers.GengoDialect || other.Dialect() == markers.HintDialect {
				continue
			}
			d.errs.Addf(other.Pos, "%s cannot be used on %s = %s, an internal declaration: selectable fields, columns and the kind's other markers "+
				"belong to the served versions, where each version's are evaluated on the object converted to it; write it on %s in the "+
				"declarations of the versions %s lists", other.Name(), name, aliasText(tc.Alias), name, m.Name())
		}
		out = append(out, &InternalKind{Type: target, Name: name, Pos: tc.Pos, List: lists[target], ListName: listNames[target]})
	}
	return out
}

// checkOwnedInternal: +k8s:internalVersion on a type of its own package,
// not an alias, is an error.
func (d *discovery) checkOwnedInternal(t *types.Type, tm []*markers.Marker) {
	if m := findOne(tm, markers.NameInternalVersion); m != nil {
		d.errs.Addf(m.Pos, "%s is written on a type alias of the internal type in a package of its own (type %s = wardle.%s), not on %s itself: "+
			"the versions' packages import the internal package for their conversions, and the generated code, which imports them, "+
			"cannot live there", m.Name(), t.Name.Name, t.Name.Name, t.Name.Name)
	}
}

// resolveInternalVersions finds each internal kind's versions among the
// kinds of the run's packages and checks that they are one kind: listed
// once each, in the run, agreeing on group (the internal package's, when
// it says one), resource and scope, the storage version among them.
func (d *discovery) resolveInternalVersions(pkgs []*Package, inputs []string) {
	inRun := map[string]bool{}
	for _, path := range inputs {
		inRun[path] = true
	}
	byPath := map[string]*Package{}
	for _, p := range pkgs {
		byPath[p.Path] = p
	}
	for _, p := range pkgs {
		for _, ik := range p.InternalKinds {
			m := findOne(d.index.forDecl(p.Path, ik.Name), markers.NameInternalVersion)
			d.resolveInternalKind(ik, m, inRun, byPath)
		}
	}
}

// resolveInternalKind resolves an internal kind's +k8s:internalVersion
// marker m: the served versions it lists, that they agree with each other
// and with the internal package's group, and the storage version.
func (d *discovery) resolveInternalKind(ik *InternalKind, m *markers.Marker, inRun map[string]bool, byPath map[string]*Package) {
	prefix := fmt.Sprintf("%s on %s", m.Name(), ik.Name)
	from, resolved := d.listedVersions(ik, m, prefix, inRun, byPath)
	d.versionsAgree(ik, m, prefix, from)
	ik.StorageVersion = m.String(markers.ArgStorageVersion)
	if !resolved {
		return // the storage version may be one that is not resolved
	}
	var versions []string
	for _, k := range ik.Versions {
		if k.Version == ik.StorageVersion {
			return
		}
		versions = append(versions, k.Version)
	}
	d.errs.Addf(m.ArgPos(markers.ArgStorageVersion), "%s: storageVersion=%s is not among the listed versions (%s); the storage version is the served version objects are stored in",
		prefix, ik.StorageVersion, strings.Join(versions, ", "))
}

// listedVersions appends to ik.Versions the kinds of the packages m's
// versions lists, each the package it came from (from); resolved is
// false where an item named none (its error reported).
func (d *discovery) listedVersions(ik *InternalKind, m *markers.Marker, prefix string, inRun map[string]bool, byPath map[string]*Package) (from map[*Kind]string, resolved bool) {
	at := m.ArgPos(markers.ArgVersions)
	from, resolved = map[*Kind]string{}, true
	for _, item := range strings.Split(m.String(markers.ArgVersions), ",") {
		path := strings.TrimSpace(item)
		if path == "" {
			d.errs.Addf(at, "%s: versions=%q has an empty item; list the import paths of the versions' packages separated by commas", prefix, m.String(markers.ArgVersions))
			resolved = false
			continue
		}
		if !inRun[path] {
			d.errs.Addf(at, "%s: versions lists %s, which is not a package of this run; each listed package declares %s in one served version "+
				"and is generated in the same run, which checks that the versions agree (give its path to selectable-gen with this package's)",
				prefix, path, ik.Name)
			resolved = false
			continue
		}
		var k *Kind
		if p := byPath[path]; p != nil {
			for _, pk := range p.Kinds {
				if pk.Type.Name.Name == ik.Type.Name.Name {
					k = pk
				}
			}
		}
		if k == nil {
			d.errs.Addf(at, "%s: versions lists %s, which declares no kind %s to generate; each listed package declares %s in one served version, "+
				"on the type itself or by a type alias of it (type %s = v1beta1.%s) with its selectable fields and columns",
				prefix, path, ik.Name, ik.Name, ik.Name, ik.Name)
			resolved = false
			continue
		}
		duplicate := false
		for _, other := range ik.Versions {
			if other.Version != k.Version {
				continue
			}
			duplicate = true
			if other == k {
				d.errs.Addf(at, "%s: versions lists %s twice; list each served version once", prefix, path)
			} else {
				d.errs.Addf(at, "%s: versions lists %s and %s, which both declare %s in version %s; list each served version once",
					prefix, from[other], path, ik.Name, k.Version)
			}
		}
		if duplicate {
			resolved = false
			continue
		}
		from[k] = path
		ik.Versions = append(ik.Versions, k)
	}
	return from, resolved
}

// versionsAgree reports where ik's served versions disagree on their
// group, resource or scope, or with the internal package's group.
func (d *discovery) versionsAgree(ik *InternalKind, m *markers.Marker, prefix string, from map[*Kind]string) {
	if len(ik.Versions) == 0 {
		return
	}
	first := ik.Versions[0]
	scope := func(k *Kind) string {
		if k.Namespaced {
			return "namespaced"
		}
		return "cluster-scoped"
	}
	for _, c := range []struct {
		what  string
		value func(*Kind) string
	}{
		{"group", func(k *Kind) string { return fmt.Sprintf("%q", k.Group) }},
		{"resource", func(k *Kind) string { return k.Resource }},
		{"scope", scope},
	} {
		for _, k := range ik.Versions[1:] {
			if c.value(k) != c.value(first) {
				d.errs.Addf(m.Pos, "%s: the versions disagree on the %s: %s (%s) is %s, %s (%s) is %s; the served versions of a kind are one resource "+
					"of one group with one scope: declare them alike", prefix, c.what, first.Version, from[first], c.value(first), k.Version, from[k], c.value(k))
				break
			}
		}
	}
	// The internal package, when it says its group (+groupName or a
	// GroupName constant), is the versions' group.
	if info := d.packageInfo(ik.Type.Name.Package); info.hasGroup && first.Group != info.group {
		d.errs.Addf(m.Pos, "%s: the internal type's package %s is group %q, but %s (%s) is group %q; the versions of an internal kind are versions of its group",
			prefix, ik.Type.Name.Package, info.group, first.Version, from[first], first.Group)
	}
}
