// Package p1369 is a random API package (seed 1369).
//
// +groupName=p1369.example.com
package p1369
