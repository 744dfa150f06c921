// Package p1567 is a random API package (seed 1567).
//
// +groupName=p1567.example.com
package p1567
