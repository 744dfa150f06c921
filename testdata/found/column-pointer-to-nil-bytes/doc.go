// Package v1 reproduces a bug found by the property test.
//
// +groupName=found.example.com
package v1
