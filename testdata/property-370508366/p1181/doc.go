// Package p1181 is a random API package (seed 1181).
//
// +groupName=p1181.example.com
package p1181
