// Package p1326 is a random API package (seed 1326).
//
// +groupName=p1326.example.com
package p1326
