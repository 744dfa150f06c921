package generators

import (
	"fmt"
	gotypes "go/types"
	"slices"
	"strconv"
	"strings"

	"k8s.io/client-go/util/jsonpath"
	"k8s.io/gengo/v2/types"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
	"github.com/selectable-gen/selectable-gen/generators/internal/jsontype"
)

// The cells of compiled JSONPath columns: the planner writes each cell's
// statements with a cellWriter, walking the column's resolved path
// (model_paths.go) and printing the leaf by its cell rule (cells.go);
// structs, lists and maps go through the JSON writers (jsonwriters.go).

// cellWriter writes the statements of one compiled JSONPath cell.
type cellWriter struct {
	gocode.StmtWriter
	p   *tablePlanner
	col *Column
	// neverNil: the leaf's return is never nil (the column's placeholder
	// would never apply to it).
	neverNil bool
}

// zeroAge is what runtime.DateCell prints for a zero time, as kubectl and
// kube-apiserver's printers do (HumanAge, translateTimestampSince).
const zeroAge = "<unknown>"

// nullCell is the cell of a JSON null: string columns print "<no value>".
func (cw *cellWriter) nullCell() string {
	if cw.col.cells() == "string" {
		return cw.p.im.Ref(gocode.RuntimePkg) + ".NullStringCell"
	}
	return "nil"
}

// cellBody returns the statements of a compiled column's cell function,
// and whether they are one return that is never nil.
func (tp *tablePlanner) cellBody(c *Column) ([]string, bool) {
	cw := &cellWriter{p: tp, col: c}
	cw.Declare("obj", "ok") // the parameter; walk's map reads spell ok
	cw.walk(c.path.segments, "obj", true, "return nil")
	cw.Flush()
	lines := cw.Lines()
	return lines, cw.neverNil && len(lines) == 1
}

// walk writes the steps segs from x, a Go expression of the current value
// (ptr: x is a non-nil pointer to it). notFound is the statement for "no
// result here": return nil, or continue inside a [*] or filter loop.
func (cw *cellWriter) walk(segs []segment, x string, ptr bool, notFound string) {
	if len(segs) == 0 {
		return
	}
	s := segs[0]
	switch s.kind {
	case segField:
		cw.walkField(segs, x, notFound)
	case segKey:
		v := cw.NewVar("value")
		cw.Line("%s, ok := %s[%s]", v, deref1(x, ptr), strconv.Quote(s.key))
		cw.Guard("!ok", notFound)
		cw.afterElement(segs, v, s.result, notFound)
	case segIndex:
		cw.walkIndex(segs, deref1(x, ptr), notFound)
	case segRange:
		cw.walkRange(segs, deref1(x, ptr), notFound)
	case segAll, segFilter:
		cw.walkEach(segs, deref1(x, ptr), notFound)
	}
}

// walkField writes the field steps at the start of segs from x: the chain
// of members down to each field, then the rest of the walk or the leaf.
// Consecutive field steps are one chain of members, so that an embedded
// member is left out where Go promotes through it across steps
// (obj.CreationTimestamp for .metadata.creationTimestamp).
func (cw *cellWriter) walkField(segs []segment, x string, notFound string) {
	var chain []jsontype.Member
	for _, s := range segs {
		if s.kind != segField {
			break
		}
		chain = append(chain, s.members...)
	}
	cw.walkFields(segs, jsontype.Selectors(x, chain), notFound)
}

// walkFields writes the field step segs[0], whose members' expressions
// start sels (those of the field steps after it follow).
func (cw *cellWriter) walkFields(segs []segment, sels []string, notFound string) {
	s := segs[0]
	last := len(segs) == 1
	for i, m := range s.members {
		acc := sels[i]
		final := i == len(s.members)-1
		// Below an omitted or null member there is no result; at the
		// end of the path a null is a result, the null cell.
		switch omitted, null := jsontype.PresenceTests(acc, m); {
		case omitted.Implies(nextNoResultTest(sels, segs, i)):
			// A struct omitted when every member is zero: the next
			// member is then zero too, and its test leaves as this would.
		case final && !last && jsontype.Unwrap(m.Type).Kind == types.Slice && (segs[1].kind == segAll || segs[1].kind == segFilter):
			// An omitted or null list has no elements: the walk over
			// them, next, finds none, and leaves as its test would.
		case final && last && m.Type.Kind != types.Pointer && cw.agePrintsNull():
			// A zero time, omitted or null, makes the cell the
			// placeholder, which DateCell prints for it.
		case omitted.Is != "":
			cw.GuardAny(omitted.TermList(), notFound)
		case null.Is != "" && final && last:
			cw.GuardAny(null.TermList(), "return "+cw.nullCell())
		case null.Is != "":
			cw.GuardAny(null.TermList(), notFound)
		}
	}
	x := sels[len(s.members)-1]
	switch {
	case last:
		cw.leaf(x, s.result, false)
	case segs[1].kind == segField:
		cw.walkFields(segs[1:], sels[len(s.members):], notFound)
	default:
		cw.walk(segs[1:], x, s.result.Kind == types.Pointer, notFound)
	}
}

// nextNoResultTest is the test under which the member after member i of
// segs[0] (in that step or the next field step) is no result here:
// omitted, or null short of the path's end (where a null is the null
// cell). sels are the expressions of the members of segs[0] and the field
// steps after it. Is "" when there is no such member or it always is one.
func nextNoResultTest(sels []string, segs []segment, i int) jsontype.Test {
	members := segs[0].members
	next := i + 1 // in sels: also where the next field step's first member is
	if i+1 == len(members) {
		if len(segs) < 2 || segs[1].kind != segField {
			return jsontype.Test{}
		}
		segs, members, i = segs[1:], segs[1].members, -1
	}
	omitted, null := jsontype.PresenceTests(sels[next], members[i+1])
	switch {
	case omitted.Is != "":
		return omitted
	case i+2 == len(members) && len(segs) == 1:
		return jsontype.Test{}
	}
	return null
}

// walkIndex writes an index step, segs[0], into list. An index out of
// range is no cell at all, not merely no result here, even inside a loop.
func (cw *cellWriter) walkIndex(segs []segment, list string, notFound string) {
	s := segs[0]
	idx := strconv.Itoa(s.index)
	if s.index < 0 {
		i := cw.NewVar("i")
		cw.Line("%s := len(%s) %d", i, list, s.index)
		cw.Guard(i+" < 0", "return nil")
		idx = i
	} else {
		cond := fmt.Sprintf("len(%s) <= %d", list, s.index) // out of range: no cell
		if s.index == 0 {
			cond = "len(" + list + ") == 0"
		}
		cw.Guard(cond, "return nil")
	}
	cw.afterIndex(segs, list, idx, notFound)
}

// walkRange writes a range step [start:end:step], segs[0], over list: a
// loop continuing the walk from each element in the range.
func (cw *cellWriter) walkRange(segs []segment, list string, notFound string) {
	s := segs[0]
	start, end := cw.rangeBounds(list, s.params, notFound)
	step := 1
	if s.params[2].Known {
		step = s.params[2].Value
	}
	i := cw.NewVar("i")
	if step == 1 {
		cw.Line("for %s := %s; %s < %s; %s++ {", i, start, i, end, i)
	} else {
		cw.Line("for %s := %s; %s < %s; %s += %d {", i, start, i, end, i, step)
	}
	cw.Indent++
	item := cw.element(list, i, s.result)
	cw.afterElement(segs, item, s.result, "continue")
	cw.Indent--
	cw.Line("}")
	cw.Line("%s", notFound)
}

// rangeBounds declares the start and end of a range over list and returns
// their names. They follow client-go's evalArray: negative bounds count
// from the end; bounds outside the list are an error (no cell); an empty
// range is no result.
func (cw *cellWriter) rangeBounds(list string, p [3]jsonpath.ParamsEntry, notFound string) (start, end string) {
	n := cw.NewVar("n")
	start, end = cw.NewVar("start"), cw.NewVar("end")
	cw.Line("%s := len(%s)", n, list)
	if p[0].Known {
		cw.Line("%s := %d", start, p[0].Value)
		if p[0].Value < 0 {
			cw.Line("%s += %s", start, n)
		}
	} else {
		cw.Line("%s := 0", start)
	}
	if p[1].Known {
		cw.Line("%s := %d", end, p[1].Value)
		if p[1].Value < 0 || p[1].Value == 0 && p[1].Derived {
			cw.Line("%s += %s", end, n)
		}
	} else {
		cw.Line("%s := %s", end, n)
	}
	cw.Guard(start+" == "+end, notFound)
	cw.GuardAny([]string{start + " >= " + n, start + " < 0", end + " > " + n, end + " < 0", start + " > " + end}, "return nil")
	return start, end
}

// walkEach writes a [*] or filter step, segs[0], over list: a loop
// continuing the walk from each element (that passes the filter).
func (cw *cellWriter) walkEach(segs []segment, list string, notFound string) {
	s := segs[0]
	if s.kind == segAll && cw.firstElement(segs, list, notFound) {
		return
	}
	i := cw.NewVar("i")
	cw.Line("for %s := range %s {", i, list)
	cw.Indent++
	item := cw.element(list, i, s.result)
	if s.kind == segFilter {
		// A null element has no field to compare: client-go skips it.
		if jsontype.Nilable(s.result) {
			cw.Guard(item+" == nil", "continue")
		}
		cw.filter(item, s.result, s.filter)
	}
	cw.afterElement(segs, item, s.result, "continue")
	cw.Indent--
	cw.Line("}")
	cw.Line("%s", notFound)
}

// afterIndex continues the walk from list[idx], segs[0]'s element. A
// struct element whose fields the rest reads once (one statement, the
// return) is read through the index, obj.Status.Addresses[0].Value, as a
// person writes it; else it is bound to a temporary first (element).
func (cw *cellWriter) afterIndex(segs []segment, list, idx, notFound string) {
	elem := segs[0].result
	if elem.Kind == types.Struct && len(segs) > 1 && segs[1].kind == segField {
		cw.Flush()
		t, from := cw.Trial(), cw.Len()
		cw.afterElement(segs, list+"["+idx+"]", elem, notFound)
		cw.Flush()
		if cw.Len() == from+1 {
			return
		}
		cw.Reset(t)
	}
	cw.afterElement(segs, cw.element(list, idx, elem), elem, notFound)
}

// nextElement is the statement that goes on to a list's next element,
// written (with a comment no other statement has) where firstElement
// tries an element's walk.
const nextElement = "continue // next element"

// firstElement writes [*] over list, segs[0], as its first element where
// the walk from an element never goes on to the next: a cell is the first
// result, which the loop would return in its first turn. It reports
// whether it did (else it has written nothing).
func (cw *cellWriter) firstElement(segs []segment, list string, notFound string) bool {
	t := cw.Trial()
	cw.Guard("len("+list+") == 0", notFound)
	cw.Flush()
	from := cw.Len()
	cw.afterIndex(segs, list, "0", nextElement)
	cw.Flush()
	if slices.ContainsFunc(cw.Stmts[from:], func(s gocode.Stmt) bool { return s.Text == nextElement }) {
		cw.Reset(t)
		return false
	}
	return true
}

// element declares the i-th element of list and returns its name: a
// pointer to a struct element (no copy) or the element itself. Another
// element at a constant index is read where it is used (list[0]).
func (cw *cellWriter) element(list, i string, elem *types.Type) string {
	if _, err := strconv.Atoi(i); err == nil && elem.Kind != types.Struct {
		return list + "[" + i + "]"
	}
	v := cw.NewVar("item")
	if elem.Kind == types.Struct {
		cw.Line("%s := &%s[%s]", v, list, i)
	} else {
		cw.Line("%s := %s[%s]", v, list, i)
	}
	return v
}

// afterElement continues after a map value or list element v of type t:
// a nil element is JSON null.
func (cw *cellWriter) afterElement(segs []segment, v string, t *types.Type, notFound string) {
	last := len(segs) == 1
	if jsontype.Nilable(t) {
		if last {
			cw.Guard(v+" == nil", "return "+cw.nullCell())
		} else {
			cw.Guard(v+" == nil", notFound)
		}
	}
	if last {
		// A struct element is bound by address (element): v points to it.
		cw.leaf(v, t, t.Kind == types.Struct && !strings.HasPrefix(v, "value"))
		return
	}
	cw.walk(segs[1:], v, t.Kind == types.Pointer || t.Kind == types.Struct && !strings.HasPrefix(v, "value"), notFound)
}

// filter writes the test of [?(@.path op literal)] on item; elements
// without the field are skipped, as client-go does.
func (cw *cellWriter) filter(item string, elem *types.Type, f *pathFilter) {
	x := item
	var excluded string
	for i, s := range f.left {
		sels := jsontype.Selectors(x, s.members)
		for j, m := range s.members {
			acc := sels[j]
			missing := jsontype.MissingTest(acc, m)
			// An omitted zero is not the literal == compares with: the
			// comparison, next, skips it too, and past it the key is
			// there (a later test of it is settled).
			compared := i == len(f.left)-1 && j == len(s.members)-1
			switch {
			case missing.Is != "" && compared && f.op == "==" && missing.ExcludesValue(acc, f.literal):
				excluded = missing.Is
			case missing.Is != "":
				cw.Guard(missing.Is, "continue")
			}
			x = acc
		}
	}
	op := "!="
	if f.op == "!=" {
		op = "=="
	}
	cw.Guard(x+" "+op+" "+f.literal, "continue")
	if excluded != "" {
		cw.Settle(excluded)
	}
}

// deref1 dereferences x when it is a pointer to a list or map.
func deref1(x string, ptr bool) string {
	if ptr {
		return "(*" + x + ")"
	}
	return x
}

// leaf writes the return of the cell for the value x of type t (not nil
// when t is a pointer: the walk has checked).
//
// addressed: x is a pointer to the value of struct type t (a list element
// bound by address), not the value itself.
func (cw *cellWriter) leaf(x string, t *types.Type, addressed bool) {
	r := cw.col.leaf
	col := cw.col.cells()
	sr := cw.p.im.Ref(gocode.RuntimePkg)
	// Basic values are printed through the pointer's target; the other
	// kinds call methods, which take the pointer as it is.
	v := x
	if t.Kind == types.Pointer && r.kind != cellJSON {
		switch r.kind {
		case cellString, cellBool, cellSigned, cellUnsigned, cellFloat, cellBytes:
			v = "*" + x
		}
	}
	switch r.kind {
	case cellString, cellBool, cellSigned, cellUnsigned, cellFloat:
		cw.basicLeaf(v, col, sr)
	case cellTime, cellMicroTime:
		cw.timeLeaf(v, col, sr)
	case cellDuration:
		cw.Line("return %s.Duration.String()", v)
	case cellQuantity:
		if col == "date" {
			cw.Line("return %s.DateCellFromString(%s.String())", sr, v)
		} else {
			cw.Line("return %s.String()", v)
		}
	case cellIntOrString:
		cw.intOrStringLeaf(v, col, sr)
	case cellBytes:
		// A nil slice is JSON null, also behind a pointer or as a list
		// element (a nil member has been checked on the way: not again).
		cw.Guard(v+" == nil", "return "+cw.nullCell())
		cw.Line("return %s.StdEncoding.EncodeToString(%s)", cw.p.im.Ref("encoding/base64"), v)
	case cellJSON:
		cw.jsonLeaf(v, t, addressed, sr)
	}
}

// convertLeaf converts the leaf value v to the basic type to, unless it
// is of that type already: a named type always needs the conversion.
func convertLeaf(r cellRule, v, to string) string {
	if r.named || r.basic != to {
		return to + "(" + v + ")"
	}
	return v
}

// basicLeaf writes the return of a string, bool, integer or float leaf v
// in the cell type col: the value itself where the column's type is its
// own, converted or formatted otherwise.
func (cw *cellWriter) basicLeaf(v, col, sr string) {
	r := cw.col.leaf
	switch r.kind {
	case cellString:
		if col == "date" {
			cw.Line("return %s.DateCellFromString(%s)", sr, convertLeaf(r, v, "string"))
		} else {
			cw.Line("return %s", convertLeaf(r, v, "string"))
		}
	case cellBool:
		if col == "boolean" {
			cw.Line("return %s", convertLeaf(r, v, "bool"))
		} else {
			cw.Line("return %s.FormatBool(%s)", cw.p.im.Ref("strconv"), convertLeaf(r, v, "bool"))
		}
	case cellSigned, cellUnsigned:
		// An unsigned 64-bit value may not fit an int64.
		wide := r.kind == cellUnsigned && (r.basic == "uint64" || r.basic == "uint" || r.basic == "uintptr")
		switch {
		case col == "integer" && wide:
			cw.Line("return %s.UnsignedCell(%s)", sr, convertLeaf(r, v, "uint64"))
		case col == "number" && wide:
			cw.Line("return float64(%s)", v)
		case col == "integer":
			cw.Line("return %s", convertLeaf(r, v, "int64"))
		case col == "number":
			cw.Line("return float64(%s)", convertLeaf(r, v, "int64"))
		default:
			if r.kind == cellSigned {
				cw.Line("return %s.FormatInt(%s, 10)", cw.p.im.Ref("strconv"), convertLeaf(r, v, "int64"))
			} else {
				cw.Line("return %s.FormatUint(%s, 10)", cw.p.im.Ref("strconv"), convertLeaf(r, v, "uint64"))
			}
		}
	case cellFloat:
		switch col {
		case "integer":
			cw.Line("return int64(%s)", convertLeaf(r, v, "float64"))
		case "number":
			cw.Line("return %s", convertLeaf(r, v, "float64"))
		default:
			cw.Line("return %s.FormatFloat(%s)", sr, convertLeaf(r, v, "float64"))
		}
	}
}

// agePrintsNull reports whether the cell is an age whose null (a zero
// time) is its placeholder, which DateCell prints for a zero time: the
// leaf needs no test of it. kube-apiserver's Age columns then read
// DateCell(obj.CreationTimestamp.Time), as printers.go's
// translateTimestampSince(obj.CreationTimestamp).
func (cw *cellWriter) agePrintsNull() bool {
	return cw.col.leaf.kind == cellTime && cw.col.cells() == "date" && cw.col.Placeholder != nil && *cw.col.Placeholder == zeroAge
}

// timeLeaf writes the return of a metav1.Time or MicroTime leaf v: a zero
// time is JSON null, and the others print in RFC 3339 as JSON has them.
func (cw *cellWriter) timeLeaf(v, col, sr string) {
	micro := cw.col.leaf.kind == cellMicroTime
	if cw.agePrintsNull() {
		cw.Line("return %s.DateCell(%s.Time)", sr, v)
		cw.neverNil = true
		return
	}
	cw.Guard(v+".IsZero()", "return "+cw.nullCell())
	// Only the branch that prints the layout refers to its package.
	layout := func() string {
		if micro {
			return cw.p.im.Ref(jsontype.Metav1Pkg) + ".RFC3339Micro"
		}
		return cw.p.im.Ref("time") + ".RFC3339"
	}
	switch {
	case col == "date" && !micro:
		cw.Line("return %s.DateCell(%s.Time)", sr, v)
	case col == "date":
		cw.Line("return %s.DateCellFromString(%s.UTC().Format(%s))", sr, v, layout())
	default:
		cw.Line("return %s.UTC().Format(%s)", v, layout())
	}
}

// intOrStringLeaf writes the return of an intstr.IntOrString leaf v: a
// numeric column shows its int form, a date column its string form, and
// other columns its String().
func (cw *cellWriter) intOrStringLeaf(v, col, sr string) {
	// Reference intstr only where it is printed: a string column needs
	// only String(), and an import that is not used does not compile.
	is := func() string { return cw.p.im.Ref(jsontype.IntstrPkg) }
	switch col {
	case "integer":
		cw.Line("if %s.Type == %s.Int {", v, is())
		cw.Nested(1, "return int64(%s.IntVal)", v)
		cw.Line("}")
		cw.Line("return nil")
	case "number":
		cw.Line("if %s.Type == %s.Int {", v, is())
		cw.Nested(1, "return float64(%s.IntVal)", v)
		cw.Line("}")
		cw.Line("return nil")
	case "date":
		cw.Line("if %s.Type == %s.String {", v, is())
		cw.Nested(1, "return %s.DateCellFromString(%s.StrVal)", sr, v)
		cw.Line("}")
		cw.Line("return nil")
	default:
		cw.Line("return %s.String()", v)
	}
}

// jsonLeaf writes the return of a struct, list or map leaf v as its JSON:
// through the generated JSON writers when they can write t, through the
// runtime's encoding otherwise.
func (cw *cellWriter) jsonLeaf(v string, t *types.Type, addressed bool, sr string) {
	// A field's walk has returned for a nil list or map already.
	var gt gotypes.Type
	last := cw.col.path.segments[len(cw.col.path.segments)-1]
	if last.result == t {
		gt = last.resultGo
	}
	if plainJSON(t, gt, map[*types.Type]bool{}) {
		if addressed { // the writer takes the pointer as it is
			t, gt = &types.Type{Kind: types.Pointer, Elem: t}, nil
		}
		cw.p.json.cell(&cw.StmtWriter, v, t, gt, last.kind == segField && last.result == t)
	} else {
		cw.Line("return %s.JSONCell(%s)", sr, v)
	}
}
