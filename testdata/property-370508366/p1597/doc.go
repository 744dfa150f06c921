// Package p1597 is a random API package (seed 1597).
//
// +groupName=p1597.example.com
package p1597
