// Package p1226 is a random API package (seed 1226).
//
// +groupName=p1226.example.com
package p1226
