// Package p1427 is a random API package (seed 1427).
//
// +groupName=p1427.example.com
package p1427
