// Package predicate is the field predicate language: a CEL expression over
// a kind's declared field selectors, for queries beyond the exact match of
// field selectors (set membership, OR, negation, prefixes), and the one
// planner that turns its parts on indexed fields into index lookups
// (docs/queries.md). The server, the caches and the test doubles all use
// it, so they give the same answers and the same errors.
//
// A field is written object.<field selector name> (object.spec.color,
// object.metadata.name), as KEP-5866's shardSelector roots its paths at
// object, or field('<name>') for a name that is no CEL identifier path
// (field('legacy.spec-color')). Every field is a string: the value the
// field selector `=` compares, defaults, legacy names and conversions
// applied.
package predicate

import (
	"fmt"
	"math"
	"regexp"
	"sort"
	"strings"
	"sync"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/checker"
	"github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/ext"
	"github.com/google/cel-go/interpreter"
	exprpb "google.golang.org/genproto/googleapis/api/expr/v1alpha1"
	"k8s.io/apimachinery/pkg/runtime"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// The cost limits Kubernetes applies to a CEL expression
// (k8s.io/apiserver/pkg/apis/cel/config.go): the static estimate of one
// expression, and the actual cost of one evaluation.
const (
	EstimatedCostLimit = 10_000_000
	PerCallCostLimit   = 1_000_000
)

// maxFieldValueLength bounds the length of a field value for the cost
// estimate: no value is longer than the largest object a server accepts
// (3 MiB, as Kubernetes estimates unbounded strings).
const maxFieldValueLength = 3 * 1024 * 1024

// Error is a predicate that cannot be used: its text says what is wrong,
// with the position in the expression where there is one. A server
// answers it with 400 Bad Request.
type Error struct{ Msg string }

func (e *Error) Error() string { return "invalid field predicate: " + e.Msg }

// Predicate is a checked field predicate of one kind.
type Predicate struct {
	expr    string
	program cel.Program
	// labels are the field labels it reads, each with its CEL variable.
	labels map[string]string // variable name -> label
	plan   *Plan
	// requires are the label = value equalities the predicate cannot be
	// true without.
	requires map[string]string
	// native is the predicate compiled to Go, when it is of the forms that
	// need no interpreter (native.go); nil otherwise.
	native native
}

// Options configure Compile.
type Options struct {
	// Accepts reports whether label is a field selector of the kind, with
	// the server's error otherwise (a field label conversion).
	Accepts func(label string) error
	// Indexed says under which index name a label's values are indexed,
	// if they are; nil: no field is indexed (every plan is a scan).
	Indexed func(label string) (index string, ok bool)
}

// ForDescriptor returns the options of a kind's descriptor: its field
// label conversion accepts labels, and the fields its watch-cache indexes
// name are indexed (under their field names).
func ForDescriptor(d *selectableruntime.Descriptor) Options {
	indexed := map[string]bool{}
	for _, ix := range d.Indexes {
		indexed[ix.Field] = true
	}
	return Options{
		Accepts: func(label string) error {
			_, _, err := d.FieldLabelConversion(label, "")
			return err
		},
		Indexed: func(label string) (string, bool) {
			key, _, err := d.FieldLabelConversion(label, "")
			if err != nil || !indexed[key] {
				return "", false
			}
			return key, true
		},
	}
}

// baseEnv is the environment every predicate extends with its fields,
// built once: building it is most of a compilation's cost.
var baseEnv = sync.OnceValues(func() (*cel.Env, error) {
	return cel.NewEnv(
		cel.HomogeneousAggregateLiterals(),
		cel.EagerlyValidateDeclarations(true),
		cel.CrossTypeNumericComparisons(true),
		ext.Strings(ext.StringsVersion(2)),
		cel.Function("field", cel.Overload("field_string", []*cel.Type{cel.StringType}, cel.StringType)),
		cel.CostEstimatorOptions(checker.PresenceTestHasCost(false)),
	)
})

// fieldRef matches what an object-rooted path may name.
var identPath = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$`)

// Compile parses and checks expr before any object is read: its syntax
// (errors with their position), its fields (each must be accepted, with
// the server's message otherwise), its type (bool) and its estimated cost.
func Compile(expr string, o Options) (*Predicate, error) {
	if strings.TrimSpace(expr) == "" {
		return nil, &Error{Msg: "the expression is empty"}
	}
	base, err := baseEnv()
	if err != nil {
		return nil, err
	}
	parsed, iss := base.Parse(expr)
	if iss.Err() != nil {
		return nil, &Error{Msg: strings.TrimSpace(iss.Err().Error())}
	}
	// The fields it names: object.<path> chains and field('<name>') calls.
	refs, err := fieldRefs(parsed)
	if err != nil {
		return nil, err
	}
	p := &Predicate{expr: expr, labels: map[string]string{}}
	var decls []cel.EnvOption
	for _, r := range refs {
		if o.Accepts != nil {
			if err := o.Accepts(r.label); err != nil {
				return nil, &Error{Msg: fmt.Sprintf("%s: %v", position(parsed, r.id), err)}
			}
		}
		if _, seen := p.labels[r.variable]; !seen {
			p.labels[r.variable] = r.label
			decls = append(decls, cel.Variable(r.variable, cel.StringType))
		}
	}
	env, err := base.Extend(decls...)
	if err != nil {
		return nil, err
	}
	// field('x') becomes the variable of x before checking.
	rewritten := rewriteFieldCalls(parsed, refs)
	checked, iss := env.Check(rewritten)
	if iss.Err() != nil {
		return nil, &Error{Msg: strings.TrimSpace(iss.Err().Error())}
	}
	if !checked.OutputType().IsExactType(types.BoolType) {
		return nil, &Error{Msg: fmt.Sprintf("the expression's type is %s; a predicate must be a bool", checked.OutputType())}
	}
	est, err := env.EstimateCost(checked, sizes{})
	if err != nil {
		return nil, &Error{Msg: "estimating the cost: " + err.Error()}
	}
	if est.Max > EstimatedCostLimit {
		return nil, &Error{Msg: fmt.Sprintf("estimated cost exceeds budget by factor of %s (try simplifying the predicate)", costFactor(est.Max, EstimatedCostLimit))}
	}
	p.program, err = env.Program(checked,
		cel.EvalOptions(cel.OptTrackCost),
		cel.CostLimit(PerCallCostLimit),
		cel.CostTrackerOptions(interpreter.PresenceTestHasCost(false)))
	if err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	p.plan = planOf(checked.NativeRep().Expr(), p.labels, o.Indexed, expr)
	p.requires = requiredEqualities(checked.NativeRep().Expr(), p.labels)
	p.native = compileNative(checked.NativeRep().Expr(), p.labels)
	return p, nil
}

func costFactor(cost, limit uint64) string {
	if cost == math.MaxUint64 {
		return "more than 100x"
	}
	return fmt.Sprintf("%.1fx", float64(cost)/float64(limit))
}

// String is the expression as written.
func (p *Predicate) String() string { return p.expr }

// Labels are the field labels the predicate reads, sorted.
func (p *Predicate) Labels() []string {
	var out []string
	for _, l := range p.labels {
		out = append(out, l)
	}
	sort.Strings(out)
	return out
}

// Plan is how to answer the predicate with the indexes it was compiled
// with.
func (p *Predicate) Plan() *Plan { return p.plan }

// Eval evaluates the predicate on one object, whose field values get
// returns by label (only those the expression reaches are asked for). A
// cost over the per-call limit is an error, as is any evaluation error.
func (p *Predicate) Eval(get func(label string) string) (bool, error) {
	if p.native != nil {
		// Within half the limit, CEL's own count (which the bound
		// exceeds) cannot reach it: the Go answer is CEL's.
		if ok, cost := p.native(get); cost <= PerCallCostLimit/2 {
			return ok, nil
		}
	}
	return p.evalCEL(get)
}

// evalCEL evaluates the predicate on cel-go, cost-limited.
func (p *Predicate) evalCEL(get func(label string) string) (bool, error) {
	out, _, err := p.program.Eval(activation{p: p, get: get})
	if err != nil {
		return false, &Error{Msg: err.Error()}
	}
	b, ok := out.Value().(bool)
	if !ok {
		return false, &Error{Msg: fmt.Sprintf("the expression gave %v, not a bool", out)}
	}
	return b, nil
}

// Matches evaluates the predicate on obj with the descriptor's field
// values (the generated FieldValue: no field set is built).
func (p *Predicate) Matches(d *selectableruntime.Descriptor, obj runtime.Object) (bool, error) {
	var missing string
	ok, err := p.Eval(func(label string) string {
		v, found := d.FieldValue(obj, label)
		if !found && missing == "" {
			missing = label
		}
		return v
	})
	if missing != "" {
		return false, fmt.Errorf("%s is not a field of %T", missing, obj)
	}
	return ok, err
}

// activation resolves the predicate's variables lazily, by label.
type activation struct {
	p   *Predicate
	get func(label string) string
}

func (a activation) ResolveName(name string) (any, bool) {
	label, ok := a.p.labels[name]
	if !ok {
		return nil, false
	}
	return types.String(a.get(label)), true
}

func (a activation) Parent() interpreter.Activation { return nil }

var _ ref.Val = types.String("")

// sizes bounds every string the estimate sees.
type sizes struct{}

func (sizes) EstimateSize(checker.AstNode) *checker.SizeEstimate {
	return &checker.SizeEstimate{Min: 0, Max: maxFieldValueLength}
}

func (sizes) EstimateCallCost(function, overloadID string, target *checker.AstNode, args []checker.AstNode) *checker.CallEstimate {
	return nil
}

// fieldRef is one field the expression names.
type fieldRef struct {
	id       int64 // the expression node
	label    string
	variable string
}

// variableOf is the CEL variable of a label: object.<label> when that is
// a CEL path, else a name of its own.
func variableOf(label string) string {
	if identPath.MatchString(label) {
		return "object." + label
	}
	var b strings.Builder
	b.WriteString("field__")
	for _, r := range label {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		} else {
			fmt.Fprintf(&b, "_%x_", r)
		}
	}
	return b.String()
}

// fieldRefs finds the fields an expression names, outermost first: the
// longest object.a.b.c chains and field('name') calls with a literal.
func fieldRefs(a *cel.Ast) ([]fieldRef, error) {
	var out []fieldRef
	var walk func(e ast.Expr) error
	walk = func(e ast.Expr) error {
		switch e.Kind() {
		case ast.SelectKind, ast.IdentKind:
			if path, ok := objectPath(e); ok {
				if path == "" {
					return &Error{Msg: fmt.Sprintf("%s: object alone is no field; write object.<field>, such as object.metadata.name", position(a, e.ID()))}
				}
				out = append(out, fieldRef{id: e.ID(), label: path, variable: variableOf(path)})
				return nil
			}
			if e.Kind() == ast.SelectKind {
				return walk(e.AsSelect().Operand())
			}
		case ast.CallKind:
			c := e.AsCall()
			if c.FunctionName() == "field" && !c.IsMemberFunction() {
				if len(c.Args()) != 1 || c.Args()[0].Kind() != ast.LiteralKind {
					return &Error{Msg: fmt.Sprintf("%s: field takes one string literal, the field selector's name", position(a, e.ID()))}
				}
				s, ok := c.Args()[0].AsLiteral().Value().(string)
				if !ok {
					return &Error{Msg: fmt.Sprintf("%s: field takes one string literal, the field selector's name", position(a, e.ID()))}
				}
				out = append(out, fieldRef{id: e.ID(), label: s, variable: variableOf(s)})
				return nil
			}
			if c.IsMemberFunction() {
				if err := walk(c.Target()); err != nil {
					return err
				}
			}
			for _, arg := range c.Args() {
				if err := walk(arg); err != nil {
					return err
				}
			}
		case ast.ListKind:
			for _, el := range e.AsList().Elements() {
				if err := walk(el); err != nil {
					return err
				}
			}
		case ast.ComprehensionKind:
			return &Error{Msg: fmt.Sprintf("%s: macros (all, exists, filter, map) are not allowed in a field predicate", position(a, e.ID()))}
		case ast.MapKind, ast.StructKind:
			return &Error{Msg: fmt.Sprintf("%s: maps and objects are not allowed in a field predicate", position(a, e.ID()))}
		}
		return nil
	}
	if err := walk(a.NativeRep().Expr()); err != nil {
		return nil, err
	}
	return out, nil
}

// objectPath returns the dotted path of an object.a.b chain ("" for
// object itself); false when e is not rooted at object.
func objectPath(e ast.Expr) (string, bool) {
	var parts []string
	for e.Kind() == ast.SelectKind {
		s := e.AsSelect()
		if s.IsTestOnly() {
			return "", false
		}
		parts = append([]string{s.FieldName()}, parts...)
		e = s.Operand()
	}
	if e.Kind() != ast.IdentKind || e.AsIdent() != "object" {
		return "", false
	}
	return strings.Join(parts, "."), true
}

// rewriteFieldCalls replaces field('x') calls and object paths by the
// identifiers of their variables, so that the checker resolves them.
func rewriteFieldCalls(a *cel.Ast, refs []fieldRef) *cel.Ast {
	byID := map[int64]string{}
	for _, r := range refs {
		byID[r.id] = r.variable
	}
	native := a.NativeRep()
	fac := ast.NewExprFactory()
	var rewrite func(e ast.Expr) ast.Expr
	rewrite = func(e ast.Expr) ast.Expr {
		if v, ok := byID[e.ID()]; ok {
			return fac.NewIdent(e.ID(), v)
		}
		switch e.Kind() {
		case ast.CallKind:
			c := e.AsCall()
			args := make([]ast.Expr, len(c.Args()))
			for i, arg := range c.Args() {
				args[i] = rewrite(arg)
			}
			if c.IsMemberFunction() {
				return fac.NewMemberCall(e.ID(), c.FunctionName(), rewrite(c.Target()), args...)
			}
			return fac.NewCall(e.ID(), c.FunctionName(), args...)
		case ast.SelectKind:
			s := e.AsSelect()
			if s.IsTestOnly() {
				return fac.NewPresenceTest(e.ID(), rewrite(s.Operand()), s.FieldName())
			}
			return fac.NewSelect(e.ID(), rewrite(s.Operand()), s.FieldName())
		case ast.ListKind:
			l := e.AsList()
			elems := make([]ast.Expr, len(l.Elements()))
			for i, el := range l.Elements() {
				elems[i] = rewrite(el)
			}
			return fac.NewList(e.ID(), elems, l.OptionalIndices())
		}
		return e
	}
	out := ast.NewAST(rewrite(native.Expr()), native.SourceInfo())
	return cel.ParsedExprToAstWithSource(mustParsedExpr(out), a.Source())
}

// mustParsedExpr is a rewritten AST in the form cel.Env.Check takes.
func mustParsedExpr(a *ast.AST) *exprpb.ParsedExpr {
	checked, err := ast.ToProto(a)
	if err != nil {
		panic(err) // an AST of parsed nodes always converts
	}
	return &exprpb.ParsedExpr{Expr: checked.GetExpr(), SourceInfo: checked.GetSourceInfo()}
}

// position is the line:column of an expression node.
func position(a *cel.Ast, id int64) string {
	loc := a.NativeRep().SourceInfo().GetStartLocation(id)
	return fmt.Sprintf("%d:%d", loc.Line(), loc.Column()+1)
}
