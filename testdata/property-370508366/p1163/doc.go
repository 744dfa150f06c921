// Package p1163 is a random API package (seed 1163).
//
// +groupName=p1163.example.com
package p1163
