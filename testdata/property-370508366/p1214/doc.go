// Package p1214 is a random API package (seed 1214).
//
// +groupName=p1214.example.com
package p1214
