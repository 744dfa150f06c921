// Package p1327 is a random API package (seed 1327).
//
// +groupName=p1327.example.com
package p1327
