// Package p1278 is a random API package (seed 1278).
//
// +groupName=p1278.example.com
package p1278
