// Package p1073 is a random API package (seed 1073).
//
// +groupName=p1073.example.com
package p1073
