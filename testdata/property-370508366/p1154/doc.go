// Package p1154 is a random API package (seed 1154).
//
// +groupName=p1154.example.com
package p1154
