// Package p1153 is a random API package (seed 1153).
//
// +groupName=p1153.example.com
package p1153
