// Package p1288 is a random API package (seed 1288).
//
// +groupName=p1288.example.com
package p1288
