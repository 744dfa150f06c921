// Package upstream stands for k8s.io/api: kinds whose subresources are
// declared with +k8s:supportsSubresource, and their selectors in the
// built-in forms (a LabelSelector, a label map). Nothing is generated here.
//
// +groupName=upstream.example.com
package upstream
