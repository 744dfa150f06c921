// Package p1306 is a random API package (seed 1306).
//
// +groupName=p1306.example.com
package p1306
