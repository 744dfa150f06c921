// Package p1097 is a random API package (seed 1097).
//
// +groupName=p1097.example.com
package p1097
