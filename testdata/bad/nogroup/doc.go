// Package nogroup has a kind but no +groupName.
package nogroup
