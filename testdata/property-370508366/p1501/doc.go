// Package p1501 is a random API package (seed 1501).
//
// +groupName=p1501.example.com
package p1501
