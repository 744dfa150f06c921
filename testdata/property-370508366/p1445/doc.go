// Package p1445 is a random API package (seed 1445).
//
// +groupName=p1445.example.com
package p1445
