// Package p1343 is a random API package (seed 1343).
//
// +groupName=p1343.example.com
package p1343
