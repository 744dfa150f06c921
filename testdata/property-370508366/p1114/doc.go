// Package p1114 is a random API package (seed 1114).
//
// +groupName=p1114.example.com
package p1114
