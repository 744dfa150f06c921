// Package p1084 is a random API package (seed 1084).
//
// +groupName=p1084.example.com
package p1084
