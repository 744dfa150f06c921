// Package fieldlabels holds bad field label conversions.
//
// +groupName=labels.example.com
package fieldlabels
