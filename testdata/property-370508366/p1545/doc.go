// Package p1545 is a random API package (seed 1545).
//
// +groupName=p1545.example.com
package p1545
