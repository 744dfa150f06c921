// Package p1413 is a random API package (seed 1413).
//
// +groupName=p1413.example.com
package p1413
