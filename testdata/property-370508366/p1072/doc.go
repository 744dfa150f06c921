// Package p1072 is a random API package (seed 1072).
//
// +groupName=p1072.example.com
package p1072
