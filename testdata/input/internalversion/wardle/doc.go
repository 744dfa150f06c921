// Package wardle is the internal version of a group served in two
// versions, as k8s.io/sample-apiserver's is: types without json tags, which
// a server stores and converts to each served version. Nothing is generated
// here; decl/internalversion declares its kinds.
//
// +groupName=wardle.example.com
package wardle
