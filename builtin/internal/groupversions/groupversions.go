// Package groupversions orders the built-in kinds by group version, as
// the reference pages list them.
package groupversions

import (
	"slices"
	"strings"

	"github.com/selectable-gen/selectable-gen/builtin"
	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// A GroupVersion is a group version ("v1", "apps/v1") and its kinds, in
// builtin's order.
type GroupVersion struct {
	Name  string
	Kinds []*selectableruntime.Descriptor
}

// Sorted returns builtin's kinds by group version: the core group first,
// then by group name.
func Sorted() []GroupVersion {
	byName := map[string]*GroupVersion{}
	var gvs []*GroupVersion
	for _, d := range builtin.Descriptors {
		name := d.Version
		if d.Group != "" {
			name = d.Group + "/" + d.Version
		}
		gv := byName[name]
		if gv == nil {
			gv = &GroupVersion{Name: name}
			byName[name] = gv
			gvs = append(gvs, gv)
		}
		gv.Kinds = append(gv.Kinds, d)
	}
	slices.SortFunc(gvs, func(a, b *GroupVersion) int {
		ca, cb := !strings.Contains(a.Name, "/"), !strings.Contains(b.Name, "/")
		switch {
		case ca && !cb:
			return -1
		case cb && !ca:
			return 1
		}
		return strings.Compare(a.Name, b.Name)
	})
	out := make([]GroupVersion, len(gvs))
	for i, gv := range gvs {
		out[i] = *gv
	}
	return out
}
