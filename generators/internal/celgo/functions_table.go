package celgo

import (
	"slices"

	celast "github.com/google/cel-go/common/ast"

	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// function is how compiled code computes one CEL overload.
type function struct {
	// compile writes the Go of a call; args are its operands, a member
	// call's target first, and e is the call.
	compile func(cc *celCompiler, e celast.Expr, args []celast.Expr) cVal
	// kubernetes: Kubernetes' CEL has the overload, so a CRD column may
	// call it; the others exist in generated tables only.
	kubernetes bool
}

// k8s is an overload Kubernetes' CEL has; tableOnly one it does not.
func k8s(compile func(*celCompiler, celast.Expr, []celast.Expr) cVal) function {
	return function{compile: compile, kubernetes: true}
}

func tableOnly(compile func(*celCompiler, celast.Expr, []celast.Expr) cVal) function {
	return function{compile: compile}
}

// functions are the compiled CEL overloads, by cel-go's overload id (the
// checker resolves each call to one). A call of any other overload stays
// on cel-go. Adding a function: an entry here, its compile function beside
// the others of its family, and a case in the celcorpus differential. (Set
// in init: the compile functions reach call, which reads the table.)
var functions map[string]function

func init() {
	functions = map[string]function{
		// Logic (logic.go).
		"logical_and": k8s(compileLogical),
		"logical_or":  k8s(compileLogical),
		"logical_not": k8s(compileNot),
		"conditional": k8s(compileConditional),

		// Operators (functions_operators.go).
		"equals":     k8s(compileEquality),
		"not_equals": k8s(compileEquality),
		"less_int64": k8s(compileOrder), "less_double": k8s(compileOrder), "less_string": k8s(compileOrder),
		"less_timestamp": k8s(compileOrder), "less_duration": k8s(compileOrder),
		"less_equals_int64": k8s(compileOrder), "less_equals_double": k8s(compileOrder), "less_equals_string": k8s(compileOrder),
		"less_equals_timestamp": k8s(compileOrder), "less_equals_duration": k8s(compileOrder),
		"greater_int64": k8s(compileOrder), "greater_double": k8s(compileOrder), "greater_string": k8s(compileOrder),
		"greater_timestamp": k8s(compileOrder), "greater_duration": k8s(compileOrder),
		"greater_equals_int64": k8s(compileOrder), "greater_equals_double": k8s(compileOrder), "greater_equals_string": k8s(compileOrder),
		"greater_equals_timestamp": k8s(compileOrder), "greater_equals_duration": k8s(compileOrder),
		"add_int64": k8s(compileArithmetic), "subtract_int64": k8s(compileArithmetic), "multiply_int64": k8s(compileArithmetic),
		"divide_int64": k8s(compileArithmetic), "modulo_int64": k8s(compileArithmetic),
		"add_double": k8s(compileArithmetic), "subtract_double": k8s(compileArithmetic), "multiply_double": k8s(compileArithmetic),
		"divide_double": k8s(compileArithmetic),
		"add_string":    k8s(compileArithmetic), "add_list": k8s(compileArithmetic),
		"add_duration_duration": k8s(compileArithmetic), "subtract_duration_duration": k8s(compileArithmetic),
		"subtract_timestamp_timestamp": k8s(compileArithmetic),
		"negate_int64":                 k8s(compileNegate), "negate_double": k8s(compileNegate),
		"in_list": k8s(compileIn), "in_map": k8s(compileIn),
		"index_list": k8s(compileIndex), "index_map": k8s(compileIndex),

		// Optional values (optional.go).
		"optional_orValue_value": k8s(compileOptional),
		"optional_hasValue":      k8s(compileOptional),
		"optional_value":         k8s(compileOptional),

		// Sizes and lists (functions_lists.go): the lists extension and
		// Kubernetes' lists library.
		"size_string": k8s(compileSize), "string_size": k8s(compileSize),
		"size_list": k8s(compileSize), "list_size": k8s(compileSize),
		"size_map": k8s(compileSize), "map_size": k8s(compileSize),
		"list_flatten":  k8s(compileFlatten),
		"list_int_sort": k8s(compileSortOrDistinct), "list_string_sort": k8s(compileSortOrDistinct),
		"list_distinct":           k8s(compileSortOrDistinct),
		"list_slice":              k8s(compileSlice),
		selectablecel.SumOverload: k8s(compileSum),
		"list_int_max":            k8s(compileExtreme), "list_string_max": k8s(compileExtreme), "list_google.protobuf.Timestamp_max": k8s(compileExtreme),
		"list_int_min": k8s(compileExtreme), "list_string_min": k8s(compileExtreme), "list_google.protobuf.Timestamp_min": k8s(compileExtreme),
		"lists_range": k8s(compileListsRange),

		// Strings (functions_strings.go): the strings extension.
		"starts_with_string": k8s(compileStringTest), "ends_with_string": k8s(compileStringTest), "contains_string": k8s(compileStringTest),
		"string_lower_ascii": k8s(compileASCIICase), "string_upper_ascii": k8s(compileASCIICase),
		"string_substring_int": k8s(compileSubstring), "string_substring_int_int": k8s(compileSubstring),
		"string_split_string": k8s(compileSplit), "string_split_string_int": k8s(compileSplit),
		"string_trim":                  k8s(compileTrim),
		"string_replace_string_string": k8s(compileReplace), "string_replace_string_string_int": k8s(compileReplace),
		"string_format": k8s(compileFormat),
		"list_join":     k8s(compileJoin), "list_join_string": k8s(compileJoin),

		// Conversions (functions_conversions.go).
		"string_to_string": k8s(compileString), "int64_to_string": k8s(compileString), "bool_to_string": k8s(compileString),
		"double_to_string": k8s(compileString), "timestamp_to_string": k8s(compileString), "duration_to_string": k8s(compileString),
		"int64_to_int64": k8s(compileInt), "double_to_int64": k8s(compileInt), "string_to_int64": k8s(compileInt),
		"timestamp_to_int64": k8s(compileInt), "duration_to_int64": k8s(compileInt),
		"double_to_double": k8s(compileDouble), "int64_to_double": k8s(compileDouble), "string_to_double": k8s(compileDouble),
		"string_to_timestamp": k8s(compileTimestamp), "timestamp_to_timestamp": k8s(compileTimestamp),
		"string_to_duration": k8s(compileDuration), "duration_to_duration": k8s(compileDuration),
		"to_dyn": k8s(compileDyn),

		// The table functions of generated tables (functions_strings.go).
		selectablecel.HumanDurationOverload:       tableOnly(compileHumanDuration),
		selectablecel.FormatLabelsOverload:        tableOnly(compileFormatLabels),
		selectablecel.FormatLabelSelectorOverload: tableOnly(compileFormatLabelSelector),
	}
}

// KubernetesHas reports whether Kubernetes' CEL has the overload with
// cel-go id id (false only for the table functions of generated tables).
func KubernetesHas(id string) bool {
	f, ok := functions[id]
	return !ok || f.kubernetes
}

// call compiles a function or operator call by its checked overload.
func (cc *celCompiler) call(e celast.Expr) cVal {
	c := e.AsCall()
	ids := cc.ast.GetOverloadIDs(e.ID())
	if len(ids) != 1 {
		cc.unsupported("function %s", c.FunctionName())
	}
	f, ok := functions[ids[0]]
	if !ok {
		cc.unsupported("function %s", c.FunctionName())
	}
	return f.compile(cc, e, callArgs(c))
}

// callArgs are a call's operands, a member call's target first.
func callArgs(c celast.CallExpr) []celast.Expr {
	if c.IsMemberFunction() {
		return append([]celast.Expr{c.Target()}, c.Args()...)
	}
	return slices.Clone(c.Args())
}
