// Package p1268 is a random API package (seed 1268).
//
// +groupName=p1268.example.com
package p1268
