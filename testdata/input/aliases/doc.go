// Package aliases declares kinds of another package (k8s.io/api's
// coordination/v1 Lease) with type aliases: the generated
// functions are those of an owned kind, for the real types, in this
// package. Its group and version are those of the aliased kinds.
package aliases
