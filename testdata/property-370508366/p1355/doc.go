// Package p1355 is a random API package (seed 1355).
//
// +groupName=p1355.example.com
package p1355
