// Package p1238 is a random API package (seed 1238).
//
// +groupName=p1238.example.com
package p1238
