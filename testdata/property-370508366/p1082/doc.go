// Package p1082 is a random API package (seed 1082).
//
// +groupName=p1082.example.com
package p1082
