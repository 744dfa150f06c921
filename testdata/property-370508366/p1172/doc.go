// Package p1172 is a random API package (seed 1172).
//
// +groupName=p1172.example.com
package p1172
