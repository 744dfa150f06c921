// Package supportssubresource: +k8s:supportsSubresource="/scale" where the
// conventional scale paths cannot be used.
//
// +selectable-gen=package
// +groupName=supports.example.com
package supportssubresource
