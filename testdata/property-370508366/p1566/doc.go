// Package p1566 is a random API package (seed 1566).
//
// +groupName=p1566.example.com
package p1566
