// Package p1407 is a random API package (seed 1407).
//
// +groupName=p1407.example.com
package p1407
