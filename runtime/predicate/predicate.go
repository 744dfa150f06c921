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
// applied. A multi-valued field (one declared through lists,
// .spec.containers[*].image) is a list(string) of its values, one per
// element in order: test an element with 'v' in object.<field>, count
// them with size(object.<field>), and range over them with the macros
// exists, all, exists_one, filter and map, which are allowed over such a
// field only.
package predicate

import (
	"errors"
	"fmt"
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/google/cel-go/cel"
	"github.com/google/cel-go/checker"
	"github.com/google/cel-go/common/ast"
	"github.com/google/cel-go/common/operators"
	"github.com/google/cel-go/common/types"
	"github.com/google/cel-go/common/types/ref"
	"github.com/google/cel-go/ext"
	"github.com/google/cel-go/interpreter"
	exprpb "google.golang.org/genproto/googleapis/api/expr/v1alpha1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
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

// Error is a predicate that cannot be used: its text says what is wrong,
// with the position in the expression where there is one. A server
// answers it with 400 Bad Request.
type Error struct{ Msg string }

func (e *Error) Error() string { return "invalid field predicate: " + e.Msg }

// BadRequest is the API server's answer to a predicate that does not
// compile, as caches and test doubles give it: 400 Bad Request whose
// message is the predicate's error; other errors are returned as they are.
func BadRequest(err error) error {
	var perr *Error
	if errors.As(err, &perr) {
		return apierrors.NewBadRequest(err.Error())
	}
	return err
}

// Predicate is a checked field predicate of one kind.
type Predicate struct {
	expr    string
	program cel.Program
	// labels are the field labels it reads, each with its CEL variable.
	labels map[string]string // variable name -> label
	// multi are the variables of multi-valued fields: list(string).
	multi map[string]bool
	plan  *Plan
	// requires are the label = value equalities the predicate cannot be
	// true without.
	requires map[string]string
	// estimated is the static estimate of its cost (its maximum).
	estimated uint64
	// tree is the predicate compiled to Go (eval.go), when every
	// function it calls is one the tree evaluates; nil otherwise.
	tree *tree
	// env and checked are what cel-go evaluates when there is no tree;
	// folds says whether the predicate has a macro, whose evaluation on
	// cel-go is bounded by an estimate at the object's own sizes
	// (objectcost.go), and untracked is its program without cost
	// tracking.
	env       *cel.Env
	checked   *cel.Ast
	folds     bool
	untracked cel.Program
	perObject objectEstimates
}

// Options configure Compile.
type Options struct {
	// Accepts reports whether label is a field selector of the kind, with
	// the server's error otherwise (a field label conversion).
	Accepts func(label string) error
	// Indexed says under which index name a label's values are indexed,
	// if they are; nil: no field is indexed (every plan is a scan).
	Indexed func(label string) (index string, ok bool)
	// MultiValued reports whether a label's field is multi-valued: its
	// variable is a list(string), and the get function of Eval returns
	// its values joined (selectableruntime.JoinFieldValues). Nil: none is.
	MultiValued func(label string) bool
}

// ForDescriptor returns the options of a kind's descriptor: its field
// label conversion accepts labels, and the fields its watch-cache indexes
// name are indexed (under their field names), and its multi-valued fields
// (by field set key or by label) are lists.
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
		MultiValued: func(label string) bool {
			key, _, err := d.FieldLabelConversion(label, "")
			return (err == nil && d.IsMultiValued(key)) || d.IsMultiValued(label)
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
		celCostEstimates(),
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
	refs, err := fieldRefs(parsed, o)
	if err != nil {
		return nil, err
	}
	p := &Predicate{expr: expr, labels: map[string]string{}, multi: map[string]bool{}}
	var decls []cel.EnvOption
	for _, r := range refs {
		if err := accepts(parsed, r, o); err != nil {
			return nil, err
		}
		if _, seen := p.labels[r.variable]; !seen {
			p.labels[r.variable] = r.label
			t := cel.StringType
			if o.MultiValued != nil && o.MultiValued(r.label) {
				p.multi[r.variable] = true
				t = cel.ListType(cel.StringType)
			}
			decls = append(decls, cel.Variable(r.variable, t))
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
		return nil, &Error{Msg: p.listTypeError(parsed, rewritten, refs, strings.TrimSpace(iss.Err().Error()))}
	}
	if !checked.OutputType().IsExactType(types.BoolType) {
		return nil, &Error{Msg: fmt.Sprintf("the expression's type is %s; a predicate must be a bool", checked.OutputType())}
	}
	p.tree = compileTree(checked.NativeRep(), p.labels, p.multi)
	p.env, p.checked, p.folds = env, checked, hasFold(checked.NativeRep().Expr())
	if p.tree != nil {
		p.estimated = p.tree.worst()
	} else {
		est, err := env.EstimateCost(checked, sizes{lists: p.multi})
		if err != nil {
			return nil, &Error{Msg: "estimating the cost: " + err.Error()}
		}
		p.estimated = est.Max
	}
	if p.estimated > EstimatedCostLimit {
		return nil, &Error{Msg: fmt.Sprintf("estimated cost exceeds budget by factor of %s (try simplifying the predicate)", costFactor(p.estimated, EstimatedCostLimit))}
	}
	p.program, err = env.Program(checked,
		cel.EvalOptions(cel.OptTrackCost),
		cel.CostLimit(PerCallCostLimit),
		celCostTracking())
	if err != nil {
		return nil, &Error{Msg: err.Error()}
	}
	if p.tree == nil && p.folds {
		if p.untracked, err = env.Program(checked); err != nil {
			return nil, &Error{Msg: err.Error()}
		}
	}
	p.plan = planOf(checked.NativeRep().Expr(), p.labels, p.multi, o.Indexed, expr)
	p.requires = requiredEqualities(checked.NativeRep().Expr(), p.labels, p.multi)
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
// returns by label (only those the expression reaches are asked for), a
// multi-valued field's values joined (selectableruntime.JoinFieldValues,
// as FieldValue and GetAttrs' field set give them). A cost over the
// per-call limit is an error, as is any evaluation error.
func (p *Predicate) Eval(get func(label string) string) (bool, error) {
	switch {
	case p.tree != nil:
		ok, _, err := p.tree.eval(get, PerCallCostLimit)
		if err != nil {
			return false, &Error{Msg: err.Error()}
		}
		return ok, nil
	case p.folds:
		return p.evalBounded(get)
	}
	// Without a macro, cel-go's cost tracking is linear.
	return p.evalCEL(get)
}

// evalCEL evaluates the predicate on cel-go, cost-limited.
func (p *Predicate) evalCEL(get func(label string) string) (bool, error) {
	return p.evalOn(p.program, get)
}

// evalOn evaluates the predicate with one of its cel-go programs.
func (p *Predicate) evalOn(program cel.Program, get func(label string) string) (bool, error) {
	out, _, err := program.Eval(activation{p: p, get: get})
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
	if a.p.multi[name] {
		return types.NewStringList(types.DefaultTypeAdapter, selectableruntime.SplitFieldValues(a.get(label))), true
	}
	return types.String(a.get(label)), true
}

func (a activation) Parent() interpreter.Activation { return nil }

var _ ref.Val = types.String("")

// sizes bounds every string the estimate sees at maxFieldValueLength, and
// the values of a multi-valued field (the variables in lists) at
// maxFieldValues; other lists (split's) keep the bound of a string.
type sizes struct{ lists map[string]bool }

func (s sizes) EstimateSize(n checker.AstNode) *checker.SizeEstimate {
	if path := n.Path(); len(path) == 1 && s.lists[path[0]] {
		return &checker.SizeEstimate{Min: 0, Max: maxFieldValues}
	}
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
	// call: written field('<label>').
	call bool
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

// macrosOverLists is the error of a macro over anything but a
// multi-valued field.
const macrosOverLists = "macros (all, exists, exists_one, filter, map) are allowed in a field predicate only over a multi-valued field, as in object.<field>.exists(v, v.startsWith('x'))"

// accepts checks that the kind has the field r names.
func accepts(a *cel.Ast, r fieldRef, o Options) error {
	if o.Accepts == nil {
		return nil
	}
	if err := o.Accepts(r.label); err != nil {
		return &Error{Msg: fmt.Sprintf("%s: %v", position(a, r.id), err)}
	}
	return nil
}

// written is how the expression writes a field: object.<label>, or
// field('<label>').
func (r fieldRef) written() string {
	if r.call || !strings.HasPrefix(r.variable, "object.") {
		return fmt.Sprintf("field('%s')", r.label)
	}
	return r.variable
}

// refOf returns the field e names, if it names one: an object.a.b chain
// or a field('name') call with a literal.
func refOf(a *cel.Ast, e ast.Expr) (fieldRef, bool, error) {
	switch e.Kind() {
	case ast.SelectKind, ast.IdentKind:
		path, ok := objectPath(e)
		if !ok {
			return fieldRef{}, false, nil
		}
		if path == "" {
			return fieldRef{}, false, &Error{Msg: fmt.Sprintf("%s: object alone is no field; write object.<field>, such as object.metadata.name", position(a, e.ID()))}
		}
		return fieldRef{id: e.ID(), label: path, variable: variableOf(path)}, true, nil
	case ast.CallKind:
		c := e.AsCall()
		if c.FunctionName() != "field" || c.IsMemberFunction() {
			return fieldRef{}, false, nil
		}
		if len(c.Args()) == 1 && c.Args()[0].Kind() == ast.LiteralKind {
			if s, ok := c.Args()[0].AsLiteral().Value().(string); ok {
				return fieldRef{id: e.ID(), label: s, variable: variableOf(s), call: true}, true, nil
			}
		}
		return fieldRef{}, false, &Error{Msg: fmt.Sprintf("%s: field takes one string literal, the field selector's name", position(a, e.ID()))}
	}
	return fieldRef{}, false, nil
}

// fieldRefs finds the fields an expression names, outermost first: the
// longest object.a.b.c chains and field('name') calls with a literal. A
// macro is allowed only over a multi-valued field (o.MultiValued).
func fieldRefs(a *cel.Ast, o Options) ([]fieldRef, error) {
	var out []fieldRef
	var walk func(e ast.Expr) error
	walk = func(e ast.Expr) error {
		r, ok, err := refOf(a, e)
		if err != nil {
			return err
		}
		if ok {
			out = append(out, r)
			return nil
		}
		switch e.Kind() {
		case ast.SelectKind:
			return walk(e.AsSelect().Operand())
		case ast.CallKind:
			c := e.AsCall()
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
			comp := e.AsComprehension()
			r, isField, err := refOf(a, comp.IterRange())
			if err != nil {
				return err
			}
			if isField {
				if err := accepts(a, r, o); err != nil {
					return err
				}
			}
			if !isField || o.MultiValued == nil || !o.MultiValued(r.label) {
				msg := macrosOverLists
				if isField {
					msg = fmt.Sprintf("%s is single-valued; %s", r.written(), msg)
				}
				return &Error{Msg: fmt.Sprintf("%s: %s", position(a, e.ID()), msg)}
			}
			if comp.IterVar() == "object" {
				return &Error{Msg: fmt.Sprintf("%s: a macro's variable cannot be named object: object.<field> always names a field", position(a, e.ID()))}
			}
			for _, part := range []ast.Expr{comp.IterRange(), comp.AccuInit(), comp.LoopCondition(), comp.LoopStep(), comp.Result()} {
				if err := walk(part); err != nil {
					return err
				}
			}
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
		case ast.ComprehensionKind:
			c := e.AsComprehension()
			return fac.NewComprehension(e.ID(), rewrite(c.IterRange()), c.IterVar(), c.AccuVar(),
				rewrite(c.AccuInit()), rewrite(c.LoopCondition()), rewrite(c.LoopStep()), rewrite(c.Result()))
		}
		return e
	}
	out := ast.NewAST(rewrite(native.Expr()), native.SourceInfo())
	return cel.ParsedExprToAstWithSource(mustParsedExpr(out), a.Source())
}

// listTypeError makes the checker's error on a multi-valued field say
// what to write instead: a list compared with a literal or a single-valued
// field (object.spec.tags == 'x') is an error of its own, positioned at
// the comparison; any other error about a list(string) gets a hint.
func (p *Predicate) listTypeError(parsed, rewritten *cel.Ast, refs []fieldRef, msg string) string {
	if len(p.multi) == 0 {
		return msg
	}
	written := func(variable string) string {
		return fieldRef{label: p.labels[variable], variable: variable}.written()
	}
	byID := map[int64]fieldRef{}
	for _, r := range refs {
		byID[r.id] = r
	}
	var found string
	var walk func(e ast.Expr)
	walk = func(e ast.Expr) {
		if found != "" {
			return
		}
		switch e.Kind() {
		case ast.CallKind:
			c := e.AsCall()
			args := c.Args()
			if (c.FunctionName() == operators.Equals || c.FunctionName() == operators.NotEquals) && len(args) == 2 {
				for _, pair := range [][2]ast.Expr{{args[0], args[1]}, {args[1], args[0]}} {
					if pair[0].Kind() != ast.IdentKind || !p.multi[pair[0].AsIdent()] {
						continue
					}
					// Compared with a literal or a single-valued field, no
					// list: that is the checker's error.
					var v string
					if s, ok := stringLiteral(pair[1]); ok {
						v = strconv.Quote(s)
						if v == `"`+s+`"` && !strings.Contains(s, "'") {
							v = "'" + s + "'"
						}
					} else if r, ok := byID[pair[1].ID()]; ok && !p.multi[r.variable] {
						v = r.written()
					} else {
						continue
					}
					f := byID[pair[0].ID()].written()
					test := fmt.Sprintf("%s in %s", v, f)
					if c.FunctionName() == operators.NotEquals {
						test = fmt.Sprintf("!(%s in %s)", v, f)
					}
					found = fmt.Sprintf("%s: %s is multi-valued, a list(string) of its values, and %s compares the whole list: to test its values write %s, or %s.exists(v, …)",
						position(parsed, e.ID()), f, c.FunctionName()[1:len(c.FunctionName())-1], test, f)
					return
				}
			}
			if c.IsMemberFunction() {
				walk(c.Target())
			}
			for _, arg := range args {
				walk(arg)
			}
		case ast.SelectKind:
			walk(e.AsSelect().Operand())
		case ast.ListKind:
			for _, el := range e.AsList().Elements() {
				walk(el)
			}
		case ast.ComprehensionKind:
			c := e.AsComprehension()
			for _, part := range []ast.Expr{c.IterRange(), c.AccuInit(), c.LoopCondition(), c.LoopStep(), c.Result()} {
				walk(part)
			}
		}
	}
	walk(rewritten.NativeRep().Expr())
	if found != "" {
		return found
	}
	if !strings.Contains(msg, "list(string)") {
		return msg
	}
	var lists []string
	for v := range p.multi {
		lists = append(lists, written(v))
	}
	sort.Strings(lists)
	return fmt.Sprintf("%s (%s: multi-valued, a list(string) of the values; test them with 'x' in <field>, size(<field>) or <field>.exists(v, …))", msg, strings.Join(lists, ", "))
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
