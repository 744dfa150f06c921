// Package p1510 is a random API package (seed 1510).
//
// +groupName=p1510.example.com
package p1510
