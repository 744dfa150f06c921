// Package p1111 is a random API package (seed 1111).
//
// +groupName=p1111.example.com
package p1111
