// Package p1055 is a random API package (seed 1055).
//
// +groupName=p1055.example.com
package p1055
