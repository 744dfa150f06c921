// Package listfields declares selectable fields through lists: [*] makes a
// field multi-valued (k=v selects an object when some element has v), a
// filter on a list's key selects one element (a single-valued field,
// absent when no element matches).
//
// +groupName=lists.example.com
package listfields
