// Package p1038 is a random API package (seed 1038).
//
// +groupName=p1038.example.com
package p1038
