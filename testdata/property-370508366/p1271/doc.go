// Package p1271 is a random API package (seed 1271).
//
// +groupName=p1271.example.com
package p1271
