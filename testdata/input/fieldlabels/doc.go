// Package fieldlabels shows field label conversions that accept more or
// fewer labels than the field set, as built-in kinds' do.
//
// +groupName=labels.example.com
package fieldlabels
