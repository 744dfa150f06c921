// Package p1187 is a random API package (seed 1187).
//
// +groupName=p1187.example.com
package p1187
