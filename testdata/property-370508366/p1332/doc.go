// Package p1332 is a random API package (seed 1332).
//
// +groupName=p1332.example.com
package p1332
