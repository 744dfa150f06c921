// Package p1167 is a random API package (seed 1167).
//
// +groupName=p1167.example.com
package p1167
