// Package p1428 is a random API package (seed 1428).
//
// +groupName=p1428.example.com
package p1428
