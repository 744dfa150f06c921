// Package optin has no package opt-in: each kind opts in on its own.
//
// +groupName=optin.example.com
// +k8s:openapi-model-package=com.example.optin
package optin
