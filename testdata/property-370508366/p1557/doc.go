// Package p1557 is a random API package (seed 1557).
//
// +groupName=p1557.example.com
package p1557
