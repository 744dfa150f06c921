// Package p1062 is a random API package (seed 1062).
//
// +groupName=p1062.example.com
package p1062
