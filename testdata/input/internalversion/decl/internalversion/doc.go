// Package internalversion declares wardle.example.com's internal kinds:
// Flunder, stored in v1beta1 and served in v1alpha1 (whose package carries
// its markers) and v1beta1 (declared in decl/v1beta1); Fischer, stored and
// served in v1alpha1, without a list declared.
package internalversion
