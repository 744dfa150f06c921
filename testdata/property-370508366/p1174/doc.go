// Package p1174 is a random API package (seed 1174).
//
// +groupName=p1174.example.com
package p1174
