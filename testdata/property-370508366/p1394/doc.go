// Package p1394 is a random API package (seed 1394).
//
// +groupName=p1394.example.com
package p1394
