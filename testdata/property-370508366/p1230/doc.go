// Package p1230 is a random API package (seed 1230).
//
// +groupName=p1230.example.com
package p1230
