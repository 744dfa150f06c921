// Package p1104 is a random API package (seed 1104).
//
// +groupName=p1104.example.com
package p1104
