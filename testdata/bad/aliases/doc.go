// Package aliases holds bad declarations of kinds of other packages.
//
// +groupName=apps
package aliases
