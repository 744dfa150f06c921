// Package p1089 is a random API package (seed 1089).
//
// +groupName=p1089.example.com
package p1089
