// Package legacyoptin opts in with the first spelling of the opt-in, which
// is read as the new one with a note each: code-generator's tag lint
// rejects it (compat/codegenlint_test.go).
//
// +k8s:selectable-gen=package
// +groupName=legacyoptin.example.com
package legacyoptin
