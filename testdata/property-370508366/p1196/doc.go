// Package p1196 is a random API package (seed 1196).
//
// +groupName=p1196.example.com
package p1196
