// Package p1357 is a random API package (seed 1357).
//
// +groupName=p1357.example.com
package p1357
