// Package p1040 is a random API package (seed 1040).
//
// +groupName=p1040.example.com
package p1040
