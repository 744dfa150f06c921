// Package descriptors shows the descriptor of kinds declared in both
// dialects: resource names, indexes and the KEP-5975 marker spelling.
//
// +groupName=descriptors.example.com
package descriptors
