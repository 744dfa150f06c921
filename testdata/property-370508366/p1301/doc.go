// Package p1301 is a random API package (seed 1301).
//
// +groupName=p1301.example.com
package p1301
