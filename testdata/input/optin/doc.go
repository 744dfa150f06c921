// Package optin has no package opt-in: each kind opts in on its own.
//
// +groupName=optin.example.com
package optin
