package cel

import (
	"fmt"
	"math"
	"reflect"
	"strings"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/checker"
	"github.com/google/cel-go/common/overloads"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/common/types/traits"
	"github.com/google/cel-go/ext"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	apiruntime "k8s.io/apimachinery/pkg/runtime"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// PerCallLimit is Kubernetes' per-call CEL cost limit
// (k8s.io/apiserver/pkg/apis/cel.PerCallLimit), the default limit of a
// column's estimated and actual cost.
const PerCallLimit = 1000000

// maxRequestSizeBytes bounds lists without a declared maxItems in cost
// estimates, as Kubernetes does: no object is larger than a request.
const maxRequestSizeBytes = 3 * 1024 * 1024

// provider declares the object types of a schema to cel-go. Field values
// come from the object values' Get and IsSet, as in Kubernetes' CEL.
type provider struct {
	*types.Registry
	objects map[string]*Type
}

func (p *provider) FindStructType(name string) (*types.Type, bool) {
	if _, ok := p.objects[name]; ok {
		return types.NewTypeTypeWithParam(types.NewObjectType(name)), true
	}
	return p.Registry.FindStructType(name)
}

func (p *provider) FindStructFieldNames(name string) ([]string, bool) {
	if t, ok := p.objects[name]; ok {
		return t.order, true
	}
	return p.Registry.FindStructFieldNames(name)
}

func (p *provider) FindStructFieldType(name, field string) (*types.FieldType, bool) {
	if t, ok := p.objects[name]; ok {
		ft, ok := t.fields[field]
		if !ok {
			return nil, false
		}
		return &types.FieldType{Type: ft.celType()}, true
	}
	return p.Registry.FindStructFieldType(name, field)
}

func (p *provider) NewValue(name string, fields map[string]ref.Val) ref.Val {
	if _, ok := p.objects[name]; ok {
		return types.NewErr("objects of type %s cannot be created in a column expression", name)
	}
	return p.Registry.NewValue(name, fields)
}

// NewEnv returns the CEL environment of a kind's columns: `self` is the
// object and `now` the current time (with humanDuration() to print a
// duration as kubectl prints ages), with the standard macros, Kubernetes' numeric and time options,
// and the strings (.format), lists (.flatten), bindings (cel.bind) and
// optional-types extensions at the versions Kubernetes uses.
func NewEnv(self *Type) (*cel.Env, error) {
	objects := map[string]*Type{}
	self.objects(objects)
	reg, err := types.NewRegistry()
	if err != nil {
		return nil, err
	}
	p := &provider{Registry: reg, objects: objects}
	return cel.NewEnv(
		cel.CustomTypeProvider(p),
		cel.Variable("self", self.celType()),
		// now is the current time (runtime.Now, which tests can fix), for
		// cells such as a heartbeat's age: a variable, not a function, so
		// that no optimization folds it into a constant.
		cel.Variable("now", cel.TimestampType),
		// humanDuration prints a duration as kubectl prints ages ("5m",
		// "3d4h"): runtime.HumanDuration, apimachinery's duration.HumanDuration.
		cel.Function("humanDuration", cel.Overload(HumanDurationOverload, []*cel.Type{cel.DurationType}, cel.StringType,
			cel.UnaryBinding(func(v ref.Val) ref.Val {
				d, ok := v.(types.Duration)
				if !ok {
					return types.MaybeNoSuchOverloadErr(v)
				}
				return types.String(selectableruntime.HumanDuration(d.Duration))
			}))),
		// formatLabels and formatLabelSelector print labels and a label
		// selector as kube-apiserver's tables do (labels.FormatLabels,
		// metav1.FormatLabelSelector).
		cel.Function("formatLabels", cel.Overload(FormatLabelsOverload, []*cel.Type{cel.MapType(cel.StringType, cel.StringType)}, cel.StringType,
			cel.UnaryBinding(formatLabels))),
		cel.Function("formatLabelSelector", cel.Overload(FormatLabelSelectorOverload, []*cel.Type{cel.DynType}, cel.StringType,
			cel.UnaryBinding(formatLabelSelector))),
		// sum(), min() and max() of a list, as Kubernetes' CEL lists
		// library has them (kube-apiserver's Pod table adds restart counts
		// and takes the latest restart): sum of ints (0 for none, an error
		// on overflow); min and max of ints, strings and timestamps (an
		// error for an empty list).
		cel.Function("sum", cel.MemberOverload(SumOverload, []*cel.Type{cel.ListType(cel.IntType)}, cel.IntType,
			cel.UnaryBinding(sumInts))),
		cel.Function("max", extremeOverloads("max", 1)...),
		cel.Function("min", extremeOverloads("min", -1)...),
		cel.HomogeneousAggregateLiterals(),
		cel.EagerlyValidateDeclarations(true),
		cel.DefaultUTCTimeZone(true),
		cel.CrossTypeNumericComparisons(true),
		cel.OptionalTypes(),
		ext.Strings(ext.StringsVersion(2)),
		ext.Lists(ext.ListsVersion(3)),
		// cel.bind(name, value, expression): a value computed once and
		// named, as Kubernetes' CEL has it.
		ext.Bindings(ext.BindingsVersion(0)),
		cel.CostEstimatorOptions(checker.PresenceTestHasCost(false)),
	)
}

// CheckError is a problem found in a column expression at generation
// time: a parse or type error (with CEL's own message and position) or a
// result type or cost the column cannot take.
type CheckError struct {
	Msg string
}

func (e *CheckError) Error() string { return e.Msg }

// CostError is an expression that checks but whose estimated cost
// exceeds the limit: cel-go could not evaluate it within the per-call
// limit on the largest objects. A column the generator compiles to Go
// needs no cel-go evaluation, so it is accepted all the same.
type CostError struct {
	CheckError
	Estimated uint64
}

// Check parses and type-checks expr for a column of columnType and
// estimates its cost against limit. It returns the checked AST; with a
// *CostError too when only the cost is over the limit.
func Check(env *cel.Env, self *Type, expr, columnType string, limit uint64) (*cel.Ast, error) {
	ast, iss := env.Compile(expr)
	if iss.Err() != nil {
		return nil, &CheckError{Msg: strings.TrimSpace(iss.Err().Error())}
	}
	if msg := checkResultType(ast.OutputType(), columnType); msg != "" {
		return nil, &CheckError{Msg: msg}
	}
	if err := planError(env, ast); err != nil {
		return nil, err
	}
	est, err := env.EstimateCost(ast, &sizeEstimator{self: self})
	if err != nil {
		return nil, &CheckError{Msg: "estimating the cost: " + err.Error()}
	}
	if est.Max > limit {
		return ast, &CostError{CheckError: CheckError{Msg: fmt.Sprintf("estimated cost %s exceeds the limit of %d; bound the lists and maps it walks "+
			"with +kubebuilder:validation:MaxItems=<n> (or +k8s:maxItems=<n>), or raise --cel-cost-limit",
			costString(est.Max), limit)}, Estimated: est.Max}
	}
	return ast, nil
}

func costString(c uint64) string {
	if c == math.MaxUint64 {
		return "unbounded"
	}
	return fmt.Sprint(c)
}

// checkResultType says whether a column type can show a result type.
func checkResultType(t *types.Type, columnType string) string {
	if t.Kind() == types.OpaqueKind && t.TypeName() == "optional_type" && len(t.Parameters()) == 1 {
		t = t.Parameters()[0]
	}
	ok := false
	switch columnType {
	case "string", "any":
		ok = true // every value has a printed form, or is a cell as it is
	case "integer", "number":
		ok = t.IsExactType(types.IntType) || t.IsExactType(types.UintType) || t.IsExactType(types.DoubleType)
	case "boolean":
		ok = t.IsExactType(types.BoolType)
	case "date":
		ok = t.IsExactType(types.TimestampType) || t.IsExactType(types.StringType)
	}
	if ok || t.IsExactType(types.DynType) {
		return ""
	}
	want := map[string]string{
		"integer": "int, uint or double", "number": "int, uint or double",
		"boolean": "bool", "date": "timestamp or string",
	}[columnType]
	article := "a"
	if columnType == "integer" {
		article = "an"
	}
	return fmt.Sprintf("the expression's type is %s, but %s %s column needs %s", t, article, columnType, want)
}

// sizeEstimator bounds list and map sizes from the schema: declared
// maxItems, else what fits in the largest request.
type sizeEstimator struct {
	self *Type
}

func (e *sizeEstimator) EstimateSize(node checker.AstNode) *checker.SizeEstimate {
	path := node.Path()
	if len(path) == 1 && strings.HasPrefix(path[0], VariablesPrefix) {
		return variableSize(node.Type())
	}
	if len(path) == 0 || path[0] != "self" {
		return nil
	}
	t := e.self
	for _, p := range path[1:] {
		switch {
		case t.Kind == Object:
			ft, ok := t.fields[p]
			if !ok {
				return nil
			}
			t = ft
		case (t.Kind == List || t.Kind == Map) && (p == "@items" || p == "@values"):
			t = t.Elem
		case t.Kind == Map && p == "@keys":
			t = StringType
		default:
			return nil
		}
	}
	switch t.Kind {
	case List, Map:
		if t.MaxItems > 0 {
			return &checker.SizeEstimate{Min: 0, Max: uint64(t.MaxItems)}
		}
		return &checker.SizeEstimate{Min: 0, Max: maxRequestSizeBytes / (minSerializedSize(t.Elem) + 1)}
	case String, Bytes:
		return &checker.SizeEstimate{Min: 0, Max: maxRequestSizeBytes}
	}
	return nil
}

// variableSize bounds the size of a variable's value as the sizes of the
// object's own strings and lists are bounded: it is computed from one
// object, which is no larger than a request, and each element of a list
// takes at least two bytes of it.
func variableSize(t *types.Type) *checker.SizeEstimate {
	switch t.Kind() {
	case types.StringKind, types.BytesKind:
		return &checker.SizeEstimate{Min: 0, Max: maxRequestSizeBytes}
	case types.ListKind, types.MapKind:
		return &checker.SizeEstimate{Min: 0, Max: maxRequestSizeBytes / 2}
	}
	return nil
}

// EstimateCallCost bounds the results of converting scalars to strings,
// which cel-go leaves unbounded: without it "x" + string(n) would estimate
// as unbounded.
func (e *sizeEstimator) EstimateCallCost(function, overloadID string, target *checker.AstNode, args []checker.AstNode) *checker.CallEstimate {
	if max, ok := scalarStringSizes[overloadID]; ok {
		return &checker.CallEstimate{CostEstimate: checker.CostEstimate{Min: 1, Max: 1}, ResultSize: &checker.SizeEstimate{Min: 1, Max: max}}
	}
	return nil
}

// scalarStringSizes are the longest strings scalar conversions give.
var scalarStringSizes = map[string]uint64{
	overloads.IntToString:    20, // -9223372036854775808
	overloads.UintToString:   20,
	overloads.DoubleToString: 32,
	overloads.BoolToString:   5,
	HumanDurationOverload:    16, // "-292y", "3y364d", "23h59m"
}

// FormatLabelsOverload and FormatLabelSelectorOverload are the overload
// IDs of formatLabels(map) and formatLabelSelector(selector).
const (
	FormatLabelsOverload        = "format_labels_map"
	FormatLabelSelectorOverload = "format_label_selector_dyn"
)

func formatLabels(v ref.Val) ref.Val {
	m, err := v.ConvertToNative(reflect.TypeOf(map[string]string{}))
	if err != nil {
		return types.NewErr("formatLabels: %v", err)
	}
	return types.String(labels.FormatLabels(m.(map[string]string)))
}

// formatLabelSelector reads a metav1.LabelSelector object (its
// unstructured form, typed by LabelSelectorType) and prints it.
func formatLabelSelector(v ref.Val) ref.Val {
	o, ok := v.(*object)
	if !ok || o.t != LabelSelectorType() {
		return types.NewErr("formatLabelSelector: %s is not a label selector", v.Type())
	}
	var sel metav1.LabelSelector
	if err := apiruntime.DefaultUnstructuredConverter.FromUnstructured(o.m, &sel); err != nil {
		return types.NewErr("formatLabelSelector: %v", err)
	}
	return types.String(metav1.FormatLabelSelector(&sel))
}

// SumOverload is the overload ID of sum() of a list of ints.
const SumOverload = "list_int_sum"

func sumInts(v ref.Val) ref.Val {
	l, ok := v.(traits.Lister)
	if !ok {
		return types.MaybeNoSuchOverloadErr(v)
	}
	var sum ref.Val = types.Int(0)
	for it := l.Iterator(); it.HasNext() == types.True; {
		sum = sum.(traits.Adder).Add(it.Next())
		if types.IsError(sum) {
			return sum
		}
	}
	return sum
}

// extremeOverloads are min() or max() (sign -1 or 1) of lists of ints,
// strings and timestamps.
func extremeOverloads(name string, sign int) []cel.FunctionOpt {
	var opts []cel.FunctionOpt
	for _, t := range []*cel.Type{cel.IntType, cel.StringType, cel.TimestampType} {
		opts = append(opts, cel.MemberOverload("list_"+t.String()+"_"+name, []*cel.Type{cel.ListType(t)}, t,
			cel.UnaryBinding(func(v ref.Val) ref.Val { return extreme(name, sign, v) })))
	}
	return opts
}

func extreme(name string, sign int, v ref.Val) ref.Val {
	l, ok := v.(traits.Lister)
	if !ok {
		return types.MaybeNoSuchOverloadErr(v)
	}
	var best ref.Val
	for it := l.Iterator(); it.HasNext() == types.True; {
		e := it.Next()
		if best == nil {
			best = e
			continue
		}
		c, ok := e.(traits.Comparer)
		if !ok {
			return types.MaybeNoSuchOverloadErr(e)
		}
		if cmp := c.Compare(best); types.IsError(cmp) {
			return cmp
		} else if int(cmp.(types.Int))*sign > 0 {
			best = e
		}
	}
	if best == nil {
		return types.NewErr("%s called on an empty list", name)
	}
	return best
}

// HumanDurationOverload is humanDuration(duration)'s overload ID.
const HumanDurationOverload = "human_duration_duration"

// minSerializedSize is the smallest JSON a value of t takes, as Kubernetes
// estimates it.
func minSerializedSize(t *Type) uint64 {
	switch t.Kind {
	case String, Bytes, Timestamp, Duration, IntOrString:
		return 2 // ""
	case Int, Double:
		return 1
	case Bool:
		return 4
	case List, Map, Object:
		return 2 // [] or {}
	}
	return 1
}
