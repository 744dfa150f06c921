// Package p1417 is a random API package (seed 1417).
//
// +groupName=p1417.example.com
package p1417
