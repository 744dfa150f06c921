// Package p1028 is a random API package (seed 1028).
//
// +groupName=p1028.example.com
package p1028
