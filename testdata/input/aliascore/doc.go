// Package aliascore declares core/v1 kinds: Pod with a hand-written
// value and an index, Namespace with no markers (the package opts in).
//
// +selectable-gen=package
package aliascore
