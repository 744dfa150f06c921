// Package p1334 is a random API package (seed 1334).
//
// +groupName=p1334.example.com
package p1334
