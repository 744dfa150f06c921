// Package p1189 is a random API package (seed 1189).
//
// +groupName=p1189.example.com
package p1189
