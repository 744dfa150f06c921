// Package p1279 is a random API package (seed 1279).
//
// +groupName=p1279.example.com
package p1279
