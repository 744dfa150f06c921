// Package p1030 is a random API package (seed 1030).
//
// +groupName=p1030.example.com
package p1030
