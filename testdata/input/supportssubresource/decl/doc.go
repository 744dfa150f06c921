// Package decl declares upstream's kinds: their subresources come from the
// hints on upstream's types.
//
// +selectable-gen=package
package decl
