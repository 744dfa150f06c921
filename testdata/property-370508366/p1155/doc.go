// Package p1155 is a random API package (seed 1155).
//
// +groupName=p1155.example.com
package p1155
