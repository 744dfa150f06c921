// Package p1389 is a random API package (seed 1389).
//
// +groupName=p1389.example.com
package p1389
