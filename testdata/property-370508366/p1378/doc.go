// Package p1378 is a random API package (seed 1378).
//
// +groupName=p1378.example.com
package p1378
