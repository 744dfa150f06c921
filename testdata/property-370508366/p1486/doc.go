// Package p1486 is a random API package (seed 1486).
//
// +groupName=p1486.example.com
package p1486
