// Package p1521 is a random API package (seed 1521).
//
// +groupName=p1521.example.com
package p1521
