// Package p1571 is a random API package (seed 1571).
//
// +groupName=p1571.example.com
package p1571
