// Package v1beta1 is the older version of the group of package v1: the
// same kinds with other columns, selectable fields and subresources.
//
// +groupName=multiversion.example.com
package v1beta1
