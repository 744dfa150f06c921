// Package p1345 is a random API package (seed 1345).
//
// +groupName=p1345.example.com
package p1345
