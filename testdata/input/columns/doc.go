// Package columns has printer columns in both dialects.
//
// +groupName=columns.example.com
package columns
