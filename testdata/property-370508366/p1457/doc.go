// Package p1457 is a random API package (seed 1457).
//
// +groupName=p1457.example.com
package p1457
