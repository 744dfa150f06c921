// Package p1536 is a random API package (seed 1536).
//
// +groupName=p1536.example.com
package p1536
