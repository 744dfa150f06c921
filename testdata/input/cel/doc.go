// Package cel has CEL columns: compiled to Go and left to cel-go.
//
// +groupName=cel.example.com
package cel
