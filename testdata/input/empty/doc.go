// Package empty has a kind that wants nothing from selectable-gen.
//
// +groupName=empty.example.com
package empty
