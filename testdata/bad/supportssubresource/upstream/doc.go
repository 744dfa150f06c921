// Package upstream stands for another module's API package.
//
// +groupName=upstream.example.com
package upstream
