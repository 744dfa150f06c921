// Package v1 is the storage version of a group whose kinds are served in
// two versions (v1 and v1beta1), each with its own columns, selectable
// fields and subresources: one CRD per kind, one version per package.
//
// +groupName=multiversion.example.com
package v1
