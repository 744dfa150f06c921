// Package p1241 is a random API package (seed 1241).
//
// +groupName=p1241.example.com
package p1241
