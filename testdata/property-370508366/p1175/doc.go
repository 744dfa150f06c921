// Package p1175 is a random API package (seed 1175).
//
// +groupName=p1175.example.com
package p1175
