// Package p1036 is a random API package (seed 1036).
//
// +groupName=p1036.example.com
package p1036
