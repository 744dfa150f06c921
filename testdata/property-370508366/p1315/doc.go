// Package p1315 is a random API package (seed 1315).
//
// +groupName=p1315.example.com
package p1315
