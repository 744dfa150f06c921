// Package p1182 is a random API package (seed 1182).
//
// +groupName=p1182.example.com
package p1182
