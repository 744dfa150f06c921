// Package p1580 is a random API package (seed 1580).
//
// +groupName=p1580.example.com
package p1580
