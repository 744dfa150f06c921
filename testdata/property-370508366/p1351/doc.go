// Package p1351 is a random API package (seed 1351).
//
// +groupName=p1351.example.com
package p1351
