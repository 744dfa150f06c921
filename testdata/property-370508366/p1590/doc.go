// Package p1590 is a random API package (seed 1590).
//
// +groupName=p1590.example.com
package p1590
