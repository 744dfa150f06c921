// Package pkgmarkers writes its group twice, with two values.
//
// +groupName=one.example.com
package pkgmarkers
