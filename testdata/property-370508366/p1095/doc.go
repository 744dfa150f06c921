// Package p1095 is a random API package (seed 1095).
//
// +groupName=p1095.example.com
package p1095
