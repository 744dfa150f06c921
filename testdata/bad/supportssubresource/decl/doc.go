// Package decl declares upstream's Ferry, whose hint cannot be used: the
// error is at the declaration, which its author can fix.
//
// +selectable-gen=package
package decl
