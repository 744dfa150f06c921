// Package p1195 is a random API package (seed 1195).
//
// +groupName=p1195.example.com
package p1195
