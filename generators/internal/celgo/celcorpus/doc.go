// Package celcorpus is the CEL compiler's differential corpus: every CEL
// construct selectable-gen compiles to Go, and some it leaves to cel-go,
// on fields with and without omitempty, pointers and lists. Its tests
// compare each compiled column (and list variable) with cel-go's
// evaluation of the same expression on random objects, errors included
// (TestCompiledCELDifferential, TestCompiledCELListDifferential), and
// benchmark a compiled column against cel-go (BenchmarkCELColumn).
//
// It lives beside the compiler so that a change to the compiler and the
// columns that pin it are one change; hack/update-codegen.sh regenerates
// it with --cel-go-evaluators (FooCELColumns for every kind).
//
// +k8s:deepcopy-gen=package
// +groupName=celcorpus.example.com
package celcorpus
