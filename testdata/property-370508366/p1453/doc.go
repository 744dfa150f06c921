// Package p1453 is a random API package (seed 1453).
//
// +groupName=p1453.example.com
package p1453
