// Package p1198 is a random API package (seed 1198).
//
// +groupName=p1198.example.com
package p1198
