// Package p1478 is a random API package (seed 1478).
//
// +groupName=p1478.example.com
package p1478
