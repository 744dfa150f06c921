// Package randapi writes random Kubernetes-style API packages for the
// generator's property test: kinds with random struct graphs (every leaf
// type the generator accepts and several it must reject, pointers, nested
// and embedded inline structs (some with a member the outer struct shadows
// in Go), named list and map types, omitempty or not,
// members reached through lists and maps, nested objects with their own
// metadata) and random markers in both dialects on them. A package is
// valid, or invalid with faults the writer knows the lines of. A group can
// also be a kind in two versions (WriteVersions), or an internal version
// served in two versions (WriteInternal, internal.go).
//
// The same seed always writes the same package.
package randapi

import (
	"fmt"
	"math/rand"
)

// This file holds the entry points (Write, WriteVersions), what they
// return, and the writer's state. The writer's stages are in files of
// their own: structs.go draws the struct graph, kinds.go a kind and its
// markers, columns.go its printer columns, faults.go the injected faults,
// and render.go writes the files.

// Package is a written package.
type Package struct {
	// Name is the Go package name; Files maps file names to contents.
	Name  string
	Files map[string]string
	// Valid: no fault was injected, so the generator must accept it.
	Valid bool
	// Faults are the injected problems: file, line (1-based) and what.
	Faults []Fault
	// SecondVersion: the package is the second version of a group whose
	// other version is another package of the same seed (WriteVersions,
	// WriteInternal): one CRD per kind, with two versions.
	SecondVersion bool
	// InternalDeclarations: the package declares internal kinds
	// (+k8s:internalVersion) whose versions are other packages of the same
	// seed, to be generated in the same run (WriteInternal).
	InternalDeclarations bool
}

// Fault is one deliberate problem in a package.
type Fault struct {
	File string
	Line int
	What string
	// Quiet: a right marker that names a wrong declaration, which must not
	// be reported (what depends on a wrong declaration is checked once it
	// is fixed).
	Quiet bool
}

type writer struct {
	r       *rand.Rand
	seed    int64
	pkg     string
	structs []*structT
	kinds   []*kind
	n       int
	faults  []pendingFault
	// groupConflict: a fault in the package markers, two +groupName
	// values in two files.
	groupConflict bool
	// A version of a group in two packages (WriteVersions): group is the
	// group of both; storage marks the kinds +kubebuilder:storageversion;
	// peer is the other version's writer, whose kinds this one takes the
	// names and resource markers of (one CRD per kind, so the versions
	// must agree on them).
	group   string
	storage bool
	peer    *writer
}

// WriteVersions returns two valid packages of one API group (the group of
// Write(seed)'s package): the same kinds, by name, with their own random
// structs and markers, as a kind served in two versions has; the first
// package is the storage version. Their names are p<seed> and p<seed>b.
func WriteVersions(seed int64) [2]*Package {
	first := &writer{r: rand.New(rand.NewSource(seed)), seed: seed, pkg: fmt.Sprintf("p%d", seed), storage: true}
	first.group = first.pkg + ".example.com"
	second := &writer{r: rand.New(rand.NewSource(-seed)), seed: seed, pkg: first.pkg + "b", group: first.group, peer: first}
	for i, nk := 0, 1+first.r.Intn(3); i < nk; i++ {
		first.kind(i)
		second.kind(i)
	}
	out := [2]*Package{first.write(), second.write()}
	out[1].SecondVersion = true
	return out
}

// Write returns the package of seed. valid says whether faults may be
// injected (false: some are).
func Write(seed int64, valid bool) *Package {
	w := &writer{r: rand.New(rand.NewSource(seed)), seed: seed, pkg: fmt.Sprintf("p%d", seed)}
	nk := 1 + w.r.Intn(3)
	for i := 0; i < nk; i++ {
		w.kind(i)
	}
	if !valid {
		for n := 1 + w.r.Intn(3); n > 0; n-- {
			w.fault()
		}
		w.laterFaults()
	}
	return w.write()
}

func (w *writer) chance(p float64) bool { return w.r.Float64() < p }

func (w *writer) name(prefix string) string {
	w.n++
	return fmt.Sprintf("%s%d", prefix, w.n)
}
