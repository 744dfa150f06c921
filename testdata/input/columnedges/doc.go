// Package columnedges holds printer columns the random-package property
// test found generating code that did not compile.
//
// +groupName=columnedges.example.com
package columnedges
