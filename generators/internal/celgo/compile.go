package celgo

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	celast "github.com/google/cel-go/common/ast"
	celtypes "github.com/google/cel-go/common/types"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// The CEL compiler turns a type-checked column expression into Go that
// reads the typed object directly, for the subset of CEL that columns
// mostly use (docs/printer-columns.md lists it): field selection and has()
// with JSON presence, literals, comparisons, &&, ||, !, ternaries, int
// arithmetic with CEL's overflow errors, string functions, size(),
// indexing, timestamps (metav1.Time and MicroTime) and durations,
// quantities as their canonical strings, formatting, list functions,
// cel.bind, and exists, all, filter and map over lists and map keys.
// Anything else stays on cel-go. Every CEL error makes the cell empty, as
// on cel-go; where CEL forgives an error (false && error, exists with one
// true element, a bound value nobody reads) the Go does too.

// cKind is the CEL kind of a compiled value.
type cKind int

const (
	kString cKind = iota + 1
	kInt
	kDouble
	kBool
	kTime
	kDuration
	kList
	kObject
	// kMap is a map read from a struct field: compiled code counts it,
	// tests its presence and hands a map of strings to formatLabels; any
	// other use stays on cel-go.
	kMap
	// kAny is dyn: a Go any holding a string, int64, float64 or bool
	// (dyn(x) of such an x), which compiled code only stores and renders as
	// a cellType=any cell.
	kAny
)

func (k cKind) String() string {
	names := [...]string{kString: "string", kInt: "int", kDouble: "double", kBool: "bool", kTime: "timestamp",
		kDuration: "duration", kList: "list", kObject: "object", kMap: "map", kAny: "dyn"}
	if k > 0 && int(k) < len(names) {
		return names[k]
	}
	return fmt.Sprintf("kind %d", int(k))
}

// cType is a compiled value's type: for lists the element type, for
// objects the Go struct.
type cType struct {
	kind cKind
	elem *cType
	obj  *types.Type
}

// cVal is a compiled value: a Go expression (valid after the statements
// written so far) of the Go type goTypeName(t) — except list values read
// from struct fields, whose elements still need elemOf. Its Go is a leaf,
// text (an operand as it is: a name, a literal, a call, a selector), an
// operator node over other values (node: a + b, len(x) - 1), or, for a
// bool, a condition tree (cond); operand and standalone write it.
type cVal struct {
	text string
	node *goNode
	t    *cType
	// raw lists (from struct fields): how to turn element expression e
	// into a value of t.elem; elemPtr: elements are pointers (nil is null).
	raw     bool
	elemOf  func(e string) string
	elemPtr bool
	// rawElem is the Go element type of a raw list (for pointers to struct
	// elements).
	rawElem *types.Type
	// lazy, for a cel.bind variable whose value can fail, is the Go
	// closure that computes it once (text is unset): each use calls it.
	lazy string
	// countTo, for lists.range(n) iterated by a comprehension, is the Go
	// variable holding n: the loop counts, no list is made (text is unset).
	// countSlice: n is size(x) and countTo is x, a slice the loop ranges
	// over (its index is an int). countConst: n is a constant within
	// lists.range's limit, and countTo is it (for i := range 3, its index
	// an int too).
	countTo                string
	countSlice, countConst bool
	// countFrom and countEnd, for such a count, delimit the statements
	// that compute n and check it (n := int64(len(x)), n > 10_000_000),
	// written right before the loop: a count of x's elements over an
	// empty x counts nothing and cannot fail (notePlainLoop).
	countFrom, countEnd int
	// counter: an int that is a counting loop's index, never negative (an
	// index into a list needs no check below 0); below, for the index of
	// a loop over lists.range(size(x)), is x: the index is within x. On
	// the counting list itself (countTo), below is that x. alsoBelow is
	// the list x is no longer than (x's within), which the index is
	// within too.
	counter          bool
	below, alsoBelow string
	// ranged: the element variable of a loop (for _, i := range l): one
	// value throughout the loop's body, so an element it indexes is named
	// once there, as a counter's is.
	ranged bool
	// sameLen, for a list made by map over the list x with no filter, is
	// x: it has x's length, so an index within x is within it.
	sameLen string
	// lenOf, for size() of a list or a map, is the Go expression whose
	// length it is: size(x) > 0 tells a branch that x[0] is there.
	// lenOfPtr: lenOf is a list held as a pointer (firstPtr), whose
	// length is 0 or 1.
	lenOf    string
	lenOfPtr bool
	// firstPtr, for a filter's list of objects read only for its first
	// element, says text is a pointer to that element, nil for none, as a
	// person finds a condition (var ready *Condition … ready = c; break):
	// its length is 0 or 1 (listLengthIs), its [0] the pointer itself.
	firstPtr bool
	// firstMapped, for a map of such a list held as its first match
	// (firstPtr), is the map's function: [0] is it of the match.
	firstMapped *mappedMatch
	// single, for a list known to hold exactly one element (the match a
	// search returns from its loop: returnFirstMatch), is that element:
	// its [0], its size 1.
	single *cVal
	// within, for a list a filter or a map made from the list x, is x:
	// it is no longer, so what a comparison of its size says of its
	// length below holds of x too (size(hosts) == 3 says x has 3
	// elements); for size() of such a list, and for a filter's count
	// (size(x.filter(…))), the same x.
	within string
	// absent, for a call whose value is a constant where its operand is
	// absent (formatLabels(m) is "<none>" for an empty m), says so:
	// has(m) ? formatLabels(m) : "<none>" is the call either way.
	absent *absentValue
	// elementOf, for a map's element read as it is (the key known to be
	// there), is the map and key: a comparison of it says so
	// (condition.elementOf).
	elementOf *keyIn
	// made: a list this code made itself (map, filter), which no one
	// else holds: appending to it writes no object's array.
	made bool
	// recalled: a list made before in the block by the same expression
	// (sameList), its value here as there.
	recalled bool
	// empty: the literal [], which a variable returns as nil: only
	// compiled code reads a variable, and to it nil is an empty list.
	empty bool
	// lists, for a list made by slices.Concat, are its operands: a
	// further + adds to them (slices.Concat(a, b, c), one call).
	lists []string
	// sortedKeys, for a filter of a map's keys, says they are sorted and
	// distinct already: its sort() and distinct() are itself.
	sortedKeys bool
	// keysOf, for the sorted keys of a map, is the map: a loop over
	// them reads each key's value as it is.
	keysOf *cVal
	// fromEnd, for size(x) - k (k > 0), is x and k: an index reading
	// from x's end, there when len(x) >= k.
	fromEnd *lengthOffset
	// constant, for a string, int or double literal, is its Go constant
	// without a type ("0", "1.5", "\"a\""): beside a typed value a
	// comparison writes it bare (n > 0).
	constant string
	// goVal, for a value read from the object (a field of a basic kind, a
	// list's length), is the Go value as read, before the conversion to
	// its CEL type (obj.Spec.Replicas for int64(obj.Spec.Replicas),
	// len(x) for int64(len(x))), and goBasic its Go type ("int32"): a
	// comparison with a constant the type holds reads it as it is, and
	// it names the value the comparison tests. goType is the field's Go
	// type (a named string type: a list of it is searched for goVal as
	// it is).
	goVal, goBasic string
	goType         *types.Type
	// indexesOf, for a list of ints, is x where each element is an index
	// into the list x, at least 0 and below its length: a filter of
	// lists.range(size(x)) (indexlists.go). indexRead, for such an
	// element read by position (l[0], not a loop's), says the element of
	// x it indexes is read as it is, not named as a loop's is.
	indexesOf string
	indexRead bool
	// bits, for an int, bounds its magnitude where it is known by how it
	// was made: |v| <= 2^bits (magnitude; 0 is unknown). A length or a
	// count is below Go's largest allocation (lengthBits).
	bits int
	// cond, for a bool, is its condition tree (boolVal), of which expr is
	// the Go; nil for a bool read as it is (a field, a variable).
	cond *condition
	// deferred, for a cel.bind read at one place, is its init, compiled
	// there (text is unset).
	deferred *deferredInit
	// own: text is the variable a conditional declared for its result
	// (not a bind's name), which nothing but this value reads: a string
	// concatenation may append to it (appendWhen).
	own bool
	// ptr, for an object, says text is a pointer to the struct (obj, a
	// loop's element, a pointer field); otherwise text is the struct
	// itself, addressable (a field, a slice's element), whose address a
	// cel.bind of it takes.
	ptr bool
}

// isOperand reports whether v is one Go operand as it is (a name, a
// selector, a call: text alone), which needs nothing written before it and
// reads the same wherever it is written: no constant, no list this code
// made, no condition or operator tree.
func (v cVal) isOperand() bool {
	return v.text != "" && v.node == nil && v.cond == nil && v.lazy == "" && v.countTo == "" && v.deferred == nil &&
		v.constant == "" && !v.empty && !v.made && v.lists == nil && v.keysOf == nil
}

// A lengthOffset is len(of) - k.
type lengthOffset struct {
	of string
	k  int64
}

// concatenation is the string parts joined with +, one chain: a part
// that is a concatenation itself joins with its operands, constants next
// to each other are one ("a" + "b" is "ab"), and "" goes.
func concatenation(parts ...cVal) cVal {
	var terms []cVal
	for _, p := range parts {
		operands := []cVal{p}
		if p.node != nil && p.node.op == "+" {
			operands = p.node.args // a concatenation: its operands
		}
		for _, t := range operands {
			if last := len(terms) - 1; last >= 0 && t.constant != "" && terms[last].constant != "" {
				terms[last] = literalString(unquote(terms[last].constant) + unquote(t.constant))
			} else {
				terms = append(terms, t)
			}
		}
	}
	terms = slices.DeleteFunc(terms, func(t cVal) bool { return t.constant == `""` })
	switch len(terms) {
	case 0:
		return literalString("")
	case 1:
		return cVal{text: terms[0].text, node: terms[0].node, constant: terms[0].constant, t: &cType{kind: kString}}
	}
	return cVal{node: binary("+", terms...), t: &cType{kind: kString}}
}

// unquote is the value of a string constant the compiler wrote.
func unquote(c string) string {
	s, err := strconv.Unquote(c)
	if err != nil {
		panic("not a string constant: " + c)
	}
	return s
}

// unsupported stops compilation: the column stays on cel-go.
type unsupported struct{ reason string }

// celCompiler writes the statements of one cell function.
type celCompiler struct {
	gocode.StmtWriter
	im         *gocode.Imports
	ast        *celast.AST
	columnType string
	fail       string // statement on a CEL error: return nil, or return false, false in a closure
	fails      int    // error exits written so far
	// lastChecked is the last helper call checkedAs wrote, which a
	// variable's function returning its value right after returns as it
	// is (tailCall).
	lastChecked checkedCall
	// rangedFirst is the list a filter's loop ranges, computed before
	// the declaration of what the loop fills (declaredLoop).
	rangedFirst *rangedList
	// returned is what a variable's function returns, one a return: the
	// values' bounds and indexes (Value.Bits, Value.IndexesOf).
	returned []returnedValue
	// pairResult is the Go type of the value a variable's function
	// returns with whether it has one, where a branch may return another
	// variable's call as it is (returnVariable); "" elsewhere.
	pairResult string
	// guards are the error exits failIf wrote, in order, each with the
	// scope of its fail statement (a fallible operand's closure, a lazy
	// binding's, the function's) and its indentation, so that an operand
	// can tell the guards it always runs (logic.go hoists those two
	// operands share); scope is the current one, scopes the last made.
	guards        []guard
	scope, scopes int
	lastGuard     guardBlock
	locals        map[string]cVal
	kind          *types.Type
	// objects are the Go structs of the CEL object types, by CEL name;
	// jsonStrings the structs read as their JSON string.
	objects     map[string]*types.Type
	jsonStrings map[*types.Type]bool
	// hasFacts are, by the ID of a has() or a size comparison, the
	// conditions that are false where it holds (the field's absence
	// tests; len(x) < 2 for size(x) >= 2); assumed are those a branch
	// takes as false (the ternary's condition said the field is there):
	// withFacts reads them beside the guards settled before this point,
	// so that a read in the branch writes no check the condition made.
	hasFacts map[int64][]*condition
	assumed  []*condition
	// keyTests are the conditions under which a map has a key, by the
	// index they answer (m["k"]): a `key in map` test's ok variable, or
	// true for the key a loop over the map's keys is at. Where one holds,
	// the index reads the map as it is.
	keyTests map[string]*condition
	// reached are the member chains struct values were read by, by the Go
	// expression absence wrote for them (obj.ObjectMeta for self.metadata,
	// from obj): a selection on one continues its chain, so that Go's
	// promotion leaves an embedded member out (obj.Labels for
	// self.metadata.labels), as a person writes it.
	reached map[string]memberChain
	// plainLoops are the quantifiers whose statements are their loop
	// alone, by result variable (emptyLoop); keysMade the statements that
	// made a map's sorted keys, by the keys' variable.
	plainLoops map[string]emptyLoop
	keysMade   map[string]int
	// guardedParts are the ifs that append a part of a list only where
	// their condition holds (appendConditional), by statement: after a
	// loop, a part whose condition says the loop's list is not empty is
	// empty where the list is (loopThenParts).
	guardedParts map[int]*condition
	// vars are the kind's variables, by CEL name (variables.ready).
	vars map[string]Variable
	// resultName, set while a cel.bind's init is compiled, is the bound
	// name, which the variable holding the init's result takes (a
	// conditional's, a map's or a filter's result, a checked call's
	// value), so that the bind reads it without a copy: namedVars are the
	// variables so named. resultFor is the init: only the construct that
	// compiles it takes the name, never one inside it (expr hides it).
	resultName string
	resultFor  int64
	namedVars  map[string]bool
	// leafName is the name of what is compiled (a column's, a variable's),
	// which the value each branch returns takes where it has a variable
	// of its own (returnFrom): a cell's status built in parts is
	// condition, not t.
	leafName string
	// element, while a map's transform is compiled, names the conditional
	// that is each element (the transform, or the result of the binds
	// around it) after one of the map's list: items gives item.
	elementHint elementName
	// into, set while a conditional's branch is compiled whose result
	// variable holds its zero, is that variable, which a map, filter, sum
	// or count compiling the branch builds its value in (accumulateIn).
	into accumulation
	// tidied are the variables whose writer drops their statements where
	// nothing reads them: a loop's element and index (closeLoop), a
	// cel.bind's value (withBinding). A condition reading one may be left
	// out (condition.reads names none of them).
	tidied map[string]bool
	// unassigned are the result variables a conditional declared that no
	// statement on the path being written has assigned: they still hold
	// their zero value, so a branch whose value is that zero is left out
	// (an else-if chain's last `else { t = "" }`).
	unassigned map[string]bool
	// madeLists are the lists maps and filters made, by listKey: what a
	// second one recalls (sameList).
	madeLists map[string]cVal
	// firstOnly is the ID of the range of the map or filter whose list
	// is read only for its first element (firstOnlyBinding): its loop
	// stops there; firstDepth is the depth of that list's declaration,
	// where its loop's body starts one deeper.
	// firstEscapes: that list is a variable's value, kept after its
	// method returns (on the heap either way), so it starts nil.
	firstOnly    int64
	firstDepth   int
	firstEscapes bool
	// matchFound, set while a search that returns from its loop is
	// compiled (returnFirstMatch), writes what its first-only list's
	// loop does at the match, in place of keeping it.
	matchFound func(elem cVal, transform celast.Expr)
	// searched is that search's loop, where it ranges a list as it is
	// (noteSearch).
	searched *emptyLoop
	// firstMatches are the filters whose first element the expression
	// reads, by matchKey: what an exists that looks for the same match
	// makes instead of a loop of its own (matchFor).
	firstMatches map[string]celast.Expr
	// anyCell: the expression is a cellType=any column's, whose cells may
	// be dyn values (kAny).
	anyCell bool
	// importMark is where im stood when compilation began.
	importMark int
	// packageTypes are the types of the file's own package the body
	// names unqualified (typeName): a temporary must not hide them.
	packageTypes map[string]bool
}

// Self is what compiled expressions read as self: the kind's Go type,
// and the Go structs of the CEL object types its schema names
// (v1.Condition), for values the checker types by name only (a list of
// objects that a variable or a ternary holds).
type Self struct {
	Type    *types.Type
	Objects map[string]*types.Type
	// JSONStrings are the structs that marshal themselves to a JSON
	// string, which CEL reads as a string (+kubebuilder:validation:Type=string).
	JSONStrings map[*types.Type]bool
}

// Variable is a CEL variable of the kind's columns (variables.<name>) as
// compiled code reads it.
type Variable struct {
	// Call is the Go call that returns its value and whether it has one
	// (false: a CEL error), vars.ready(), or its value alone (CanFail
	// false); empty when the variable runs on cel-go, and so does any
	// column that reads it.
	Call string
	// Type is its checked CEL type.
	Type *celtypes.Type
	// CanFail: Call returns the value and whether it has one; false for
	// a variable whose computation has no error exit, whose Call returns
	// the value alone.
	CanFail bool
	// Bits, for an int, bounds the value the variable returns from every
	// branch, |v| <= 2^Bits (0: unknown): a count is small, and sums of
	// small ints need no overflow check (magnitude.go).
	Bits int
	// IndexesOf, for a list of ints, is the field (obj.…) every element
	// of every list the variable returns is an index into, at least 0
	// and below its length (indexlists.go); "" where not known.
	IndexesOf string
	// Within, for a list (or a count of one), is the field (obj.…) that
	// every list the variable returns is no longer than (cVal.within),
	// the empty ones aside: an index below its length is below the
	// field's; "" where not known.
	Within string
	// plain, of a variable read in place (Value.Plain), is its value as
	// compiled, which a reader takes as it is: what it knows of the value
	// (a field of a basic kind, a list's length) holds where it is read.
	plain *cVal
}

// Compile returns the statements of the body of a cell function
// `func(obj *Self) any` that computes a printer column's cell from a
// type-checked CEL expression over self (of Go type self), for a column of
// columnType (string, integer, number, boolean, date), with CEL's
// semantics and errors (an error is a nil cell). Packages are named through
// im; vars are the kind's variables, by their CEL names (variables.ready).
// When the expression is outside the compiled subset, body is nil and
// reason says why: the column then runs on cel-go.
func Compile(expr *celast.AST, self Self, columnType string, im *gocode.Imports, vars map[string]Variable, name string) (body []string, reason string) {
	v := unhidden(im, func(taken []string) (v Value, cc *celCompiler) {
		cc = newCompiler(expr, self, columnType, im, vars, "return nil", taken)
		cc.anyCell = columnType == "any"
		cc.setLeafName(name)
		defer cc.recoverUnsupported(&v.Reason)
		cc.readsFirst(cc.ast.Expr(), func() { cc.returnCell(cc.ast.Expr()) })
		return Value{Body: cc.Lines()}, cc
	})
	return v.Body, v.Reason
}

// unhidden returns what compile wrote with a compiler of its own
// (newCompiler, with the names taken): temporaries named as a person
// names them (e, i, a CEL variable's own name, gocode.NewVar). Where one
// of them took the name of a package the file imports or of a type of
// the file's package (a CEL variable named labels, time or v1), it would
// hide that from the statements in its scope, and which names the body
// refers to is known only once it is written: compile writes it again
// with those names taken, so that its temporaries are numbered
// (labels2). A body Go would reject (notGo) is none: the expression
// stays on cel-go, and the reason says why.
func unhidden(im *gocode.Imports, compile func(taken []string) (Value, *celCompiler)) Value {
	var taken []string
	for {
		mark := im.Mark()
		v, cc := compile(taken)
		hiding := cc.hiding()
		if len(hiding) > 0 {
			im.Rollback(mark)
			taken = append(taken, hiding...)
			continue
		}
		if v.Body != nil {
			// Checked while every name is one variable's (notGo reads
			// names), then renumbered, which keeps every read.
			if why := notGo(v.Body); why != "" {
				im.Rollback(mark)
				return Value{Reason: why}
			}
			v.Body = cc.Renumbered(v.Body)
		}
		return v
	}
}

// hiding are the temporaries written that are named as a package the
// file imports or a type the body names.
func (cc *celCompiler) hiding() []string {
	if cc.Stmts == nil {
		return nil // nothing written: the expression stays on cel-go
	}
	var names []string
	for _, name := range cc.Temps() {
		if cc.im.Imported(name) || cc.packageTypes[name] {
			names = append(names, name)
		}
	}
	return names
}

// typeName is the Go name of a named type t, qualified outside the
// file's package.
func (cc *celCompiler) typeName(t *types.Type) string {
	q := cc.pkg(t.Name.Package)
	if q == "" {
		cc.packageTypes[t.Name.Name] = true
	}
	return q + t.Name.Name
}

// readsFirst compiles body after reading each variable that can fail and
// that every evaluation of e reads: its error is e's whichever way e goes,
// so checking it first changes no result, and the operands that read it
// then cannot fail apart (variables.restarts != 0 && size(variables.finished) > 0,
// both branches reading restarts, needs no closure). A variable that
// cannot fail, every evaluation reads and e reads more than once (or in
// a loop) is named first too, as a person names a value read several
// times (gardenlet := vars.gardenlet(), not vars.gardenlet() at each
// read). A read nothing uses in the end (a branch folded away) is
// dropped.
func (cc *celCompiler) readsFirst(e celast.Expr, body func()) {
	type read struct {
		temp     string
		from, to int
	}
	var reads []read
	for _, name := range slices.Sorted(maps.Keys(cc.vars)) {
		v := cc.vars[name]
		if v.Call == "" || v.plain != nil || !strictlyReads(e, name, cc.nonEmpty) {
			continue
		}
		from := cc.Len()
		var temp string
		switch n, looped := readSites(e, name, false); {
		case v.CanFail:
			temp = cc.checkedOnce(v.Call, variableName(name))
		case n > 1 || looped:
			if _, ok := cc.Recall(v.Call); ok {
				continue // named already, before this branch
			}
			temp = cc.NewVar(variableName(name))
			cc.Line("%s := %s", temp, v.Call)
			cc.Read(v.Call, temp)
		default:
			continue
		}
		reads = append(reads, read{temp, from, cc.Len()})
	}
	cc.lastGuard = guardBlock{} // the body's first check stays apart: a read may go
	body()
	for _, r := range slices.Backward(reads) {
		if !gocode.StmtsUse(cc.Stmts[r.to:], r.temp) {
			cc.Stmts = slices.Delete(cc.Stmts, r.from, r.to)
		}
	}
}

// A Value is an expression compiled to the body of a Go function that
// returns its value and whether it has one (false: a CEL error), or, for
// a variable that cannot fail, its value alone.
type Value struct {
	// Body is nil when the expression is outside the compiled subset,
	// and Reason says why.
	Body   []string
	Reason string
	// GoType is the value's Go type.
	GoType string
	// CanFail: the body has an error exit (it may return false); a
	// reader of one that cannot fail checks nothing.
	CanFail bool
	// Bits is Variable.Bits of the variable compiled.
	Bits int
	// IndexesOf and Within are Variable's of the variable compiled.
	IndexesOf, Within string
	// Plain, of a variable that cannot fail, is its value as one Go
	// operand computed by no statement, a field of a basic kind or a
	// length as read (string(obj.Status.Phase), int64(len(x))), which a
	// reader may write where it reads the variable, as a person reads a
	// field twice rather than keep it; "" otherwise.
	Plain string
	plain *cVal
}

// InPlace is the variable of type t whose value is v, read in place: each
// reader writes v.Plain where it reads it.
func (v Value) InPlace(t *celtypes.Type) Variable {
	return Variable{Call: v.Plain, Type: t, plain: v.plain}
}

// CompileVariable compiles the body of a method
// `func (vars *Row) compute() (T, bool)` that computes a CEL variable's
// value, false for a CEL error, with obj being vars.obj, and T, the value's
// Go type; other variables are read through vars. As for Compile, Body is
// nil and Reason says why when the expression is outside the compiled
// subset (a variable of a type compiled code does not store: an object, a
// map, a list of objects).
//
// firstOnly says that every expression of the kind reads the variable
// only for its first element (FirstReads): a variable that is a map or a
// filter then stops at it (firstElementOnly), where no element can fail.
func CompileVariable(expr *celast.AST, self Self, im *gocode.Imports, vars map[string]Variable, name string, firstOnly bool) (v Value) {
	if firstOnly {
		if v, ok := compileFirstOnlyVariable(expr, self, im, vars, name); ok {
			return v
		}
	}
	return unhidden(im, func(taken []string) (v Value, cc *celCompiler) {
		cc = newCompiler(expr, self, "any", im, vars, "", taken)
		defer cc.recoverUnsupported(&v.Reason)
		return cc.rowVariable(name), cc
	})
}

// rowVariable is variable(true, name), reading obj from the row's
// variables.
func (cc *celCompiler) rowVariable(name string) Value {
	v := cc.variable(true, name)
	if gocode.StmtsUse(cc.Stmts, "obj") {
		v.Body = append([]string{"obj := vars.obj"}, v.Body...)
	}
	return v
}

// CompileListVariable is CompileVariable for a list variable
// (+k8s:printerColumnListVariable): a method of the list's variables,
// which reads the printed list's objects, vars.items (a []Self), as CEL's
// items, and the list variables before it through vars.
func CompileListVariable(expr *celast.AST, self Self, im *gocode.Imports, vars map[string]Variable, name string) Value {
	return unhidden(im, func(taken []string) (v Value, cc *celCompiler) {
		cc = newCompiler(expr, self, "any", im, vars, "", taken)
		cc.Declare(selectablecel.ItemsName) // items := vars.items
		defer cc.recoverUnsupported(&v.Reason)
		cc.locals[selectablecel.ItemsName] = cc.fromGo("items", &types.Type{Kind: types.Slice, Elem: self.Type})
		v = cc.variable(true, name)
		if gocode.StmtsUse(cc.Stmts, "items") {
			v.Body = append([]string{"items := vars.items"}, v.Body...)
		}
		return v, cc
	})
}

// CompileKey compiles the body of a function `func(obj *Self) (T, bool)`
// that computes a row order key (+k8s:printerRowOrder) or a row
// condition, false for a CEL error, and T, the key's Go type. As for
// Compile, Body is nil and Reason says why when the expression is outside
// the compiled subset.
func CompileKey(expr *celast.AST, self Self, im *gocode.Imports) Value {
	return unhidden(im, func(taken []string) (v Value, cc *celCompiler) {
		cc = newCompiler(expr, self, "any", im, nil, "", taken)
		defer cc.recoverUnsupported(&v.Reason)
		return cc.variable(false, ""), cc
	})
}

// variable compiles the expression as a variable's value: the statements
// that return it and true, or the zero value and false on a CEL error;
// with valueOnly, an expression that cannot fail returns its value alone
// (a method `compute() T`). name, the variable's (none for a key), is the
// name the value's own variable takes where it has one (var endpoints
// []string … return endpoints), as a cel.bind's init takes the bound
// name.
func (cc *celCompiler) variable(valueOnly bool, name string) Value {
	e := cc.ast.Expr()
	t := cc.fromCELType(cc.ast.GetType(e.ID()))
	goType := cc.goTypeName(t)
	cc.fail = "return " + cc.goZero(t) + ", false"
	// returns writes the return of a value: alone (valueOnly) where
	// nothing can fail.
	var plain *cVal
	returns := func(canFail bool) func(cVal) {
		return func(v cVal) {
			v = cc.value(v)
			if cc.goTypeName(v.t) != goType {
				cc.unsupported("a variable of type %s computed as %s", goType, cc.goTypeName(v.t))
			}
			x := v.standalone()
			cc.returned = append(cc.returned, returnedOf(v))
			plain = nil
			if cc.Len() == 0 && v.isOperand() && v.goVal != "" {
				plain = &v // a field of a basic kind or a length, maybe converted
			}
			switch {
			case v.constant != "":
				x = v.constant // the function's result type is the constant's: return 0, not int64(0)
			case v.empty:
				x = "nil"
			}
			switch {
			case valueOnly && !canFail:
				cc.Line("return %s", x)
			case x == v.text && cc.tailCall(x):
			default:
				cc.Line("return %s, true", x)
			}
		}
	}
	// Once as one value, which says whether anything can fail; then, for
	// a conditional, a bind or a chain of && or ||, once more returning
	// from each branch (or where an operand decides), as a person writes
	// it (no temporary that each branch assigns), where that fails alike.
	cc.setLeafName(name)
	start := cc.startTrial()
	var canFail bool
	byValue := func() {
		cc.returned = nil
		cc.readsFirst(e, func() {
			if cc.leafName != "" {
				cc.resultName, cc.resultFor = cc.leafName, e.ID()
			}
			v := cc.value(cc.expr(e))
			cc.resultName = ""
			canFail = cc.fails > 0
			returns(canFail)(v)
		})
	}
	byValue()
	if isConditional(e) || isChain(e) || e.Kind() == celast.ComprehensionKind && isBind(e.AsComprehension()) {
		cc.undo(start)
		if canFail || !valueOnly {
			cc.pairResult = goType
		}
		cc.returned = nil
		cc.readsFirst(e, func() { cc.returnFrom(e, returns(canFail)) })
		cc.pairResult = ""
		if (cc.fails > 0) != canFail {
			cc.undo(start)
			byValue()
		}
	}
	v := Value{Body: cc.Lines(), GoType: goType, CanFail: canFail, Bits: returnedBits(cc.returned), IndexesOf: commonList(cc.returned, func(r returnedValue) string { return r.indexesOf }),
		Within: commonList(cc.returned, func(r returnedValue) string { return r.within })}
	if !canFail && len(v.Body) == 1 && plain != nil {
		v.Plain, v.plain = plain.text, plain
	}
	return v
}

// newCompiler returns a compiler of expr whose temporaries take none of
// the names taken (unhidden), nor the names its functions' parameters
// and receivers have (obj, vars; a list variable takes items too).
func newCompiler(expr *celast.AST, self Self, columnType string, im *gocode.Imports, vars map[string]Variable, fail string, taken []string) *celCompiler {
	cc := &celCompiler{im: im, ast: expr, columnType: columnType, fail: fail, locals: map[string]cVal{}, kind: self.Type, objects: self.Objects, jsonStrings: self.JSONStrings, importMark: im.Mark(),
		hasFacts: map[int64][]*condition{}, keyTests: map[string]*condition{}, plainLoops: map[string]emptyLoop{}, keysMade: map[string]int{}, guardedParts: map[int]*condition{}, namedVars: map[string]bool{}, tidied: map[string]bool{}, unassigned: map[string]bool{}, madeLists: map[string]cVal{}, vars: vars,
		packageTypes: map[string]bool{}}
	cc.Declare("obj", "vars", checkFlag)
	cc.Declare(taken...)
	return cc
}

// recoverUnsupported ends a compilation that met something outside the
// compiled subset, with its reason; the imports it recorded go with it.
func (cc *celCompiler) recoverUnsupported(reason *string) {
	if r := recover(); r != nil {
		u, ok := r.(unsupported)
		if !ok {
			panic(r)
		}
		cc.Stmts, *reason = nil, u.reason
		cc.im.Rollback(cc.importMark)
	}
}

func (cc *celCompiler) unsupported(format string, args ...any) {
	panic(unsupported{reason: fmt.Sprintf(format, args...)})
}

func (cc *celCompiler) rt(sym string) string { return cc.pkg(gocode.RuntimePkg) + sym }

// pkg returns "name." for an imported package.
func (cc *celCompiler) pkg(path string) string { return cc.im.Qual(path) }
