// Package p1242 is a random API package (seed 1242).
//
// +groupName=p1242.example.com
package p1242
