// Package p1227 is a random API package (seed 1227).
//
// +groupName=p1227.example.com
package p1227
