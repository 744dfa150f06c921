// Package p1354 is a random API package (seed 1354).
//
// +groupName=p1354.example.com
package p1354
