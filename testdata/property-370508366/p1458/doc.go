// Package p1458 is a random API package (seed 1458).
//
// +groupName=p1458.example.com
package p1458
