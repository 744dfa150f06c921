// Package subresources has the selector-generation and subresource markers
// in both dialects, with pointers on the paths.
//
// +groupName=
package subresources
