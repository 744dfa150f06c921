// Package v1beta1 declares the field selectors and columns of
// wardle.example.com/v1beta1 Flunder, whose package has no markers.
package v1beta1
