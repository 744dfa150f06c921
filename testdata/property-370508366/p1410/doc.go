// Package p1410 is a random API package (seed 1410).
//
// +groupName=p1410.example.com
package p1410
