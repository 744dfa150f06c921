// Package p1065 is a random API package (seed 1065).
//
// +groupName=p1065.example.com
package p1065
