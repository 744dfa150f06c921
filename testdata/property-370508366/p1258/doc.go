// Package p1258 is a random API package (seed 1258).
//
// +groupName=p1258.example.com
package p1258
