// Package p1251 is a random API package (seed 1251).
//
// +groupName=p1251.example.com
package p1251
