package celgo

import (
	"fmt"
	"math/rand"
)

// exprGen draws CEL expressions over the fixture, typed by construction.
type exprGen struct {
	r *rand.Rand
	// items, strs are the loop variables in scope over items and over
	// strings (tags, keys).
	items, strs []string
	// sortMapLists sorts every list made from a map's keys, as a column
	// must where the order shows (CEL leaves it open; compiled code
	// ranges the keys sorted, cel-go in Go's map order).
	sortMapLists bool
}

func (g *exprGen) pick(options ...string) string { return options[g.r.Intn(len(options))] }

// varName is a loop variable's name, some of them Go's names
// (strings, len, obj) or single letters a person uses.
func (g *exprGen) varName() string {
	return g.pick("x", "i", "t", "v", "k", "e", "strings", "len", "obj")
}

func (g *exprGen) column() (string, string) {
	switch g.r.Intn(8) {
	case 0, 1:
		return g.str(3), "string"
	case 2, 3:
		return g.int(3), "integer"
	case 4:
		return g.double(3), "number"
	case 5:
		return g.dyn(3), "any"
	}
	return g.bool(3), "boolean"
}

// dyn draws a value of dyn type, for a column of type any: branches of
// different types as a hand-written table's cells (a number or "<none>").
func (g *exprGen) dyn(d int) string {
	if d <= 0 {
		return "dyn(" + g.int(0) + ")"
	}
	switch g.r.Intn(4) {
	case 0:
		return "dyn(" + g.int(d-1) + ")"
	case 1:
		return "(" + g.bool(d-1) + " ? dyn(" + g.int(d-1) + `) : "<none>")`
	case 2:
		return "(" + g.bool(d-1) + " ? dyn(" + g.str(d-1) + ") : dyn(" + g.double(d-1) + "))"
	}
	return "(" + g.bool(d-1) + " ? " + g.dyn(d-1) + " : dyn(" + g.bool(d-1) + "))"
}

// scoped draws body with name in scope over items (or strings).
func (g *exprGen) scoped(overItems bool, body func(name string) string) string {
	name := g.varName()
	if overItems {
		g.items = append(g.items, name)
		defer func() { g.items = g.items[:len(g.items)-1] }()
	} else {
		g.strs = append(g.strs, name)
		defer func() { g.strs = g.strs[:len(g.strs)-1] }()
	}
	return body(name)
}

func (g *exprGen) str(d int) string {
	leaves := []string{`self.spec.owner`, `"a"`, `(has(self.spec.owner) ? self.spec.owner : "-")`}
	for _, it := range g.items {
		leaves = append(leaves, it+".name")
	}
	leaves = append(leaves, g.strs...)
	if d <= 0 || g.r.Intn(3) == 0 {
		return g.pick(leaves...)
	}
	if s, ok := g.strOfOthers(d - 1); ok {
		return s
	}
	switch g.r.Intn(7) {
	case 0:
		return g.str(d-1) + " + " + g.str(d-1)
	case 1:
		return "(" + g.bool(d-1) + " ? " + g.str(d-1) + " : " + g.str(d-1) + ")"
	case 2:
		return "string(" + g.int(d-1) + ")"
	case 3:
		return g.list(d-1) + `.join(",")`
	case 4:
		return g.str(d-1) + ".lowerAscii()"
	case 5:
		return fmt.Sprintf("cel.bind(%s, %s, %s + %s)", "b", g.str(d-1), "b", g.str(d-1))
	}
	switch g.r.Intn(10) {
	case 8: // an exists, then the first match it found (existsAsFirstMatch)
		var x, p string
		g.scoped(true, func(name string) string { x, p = name, g.bool(d-1); return "" })
		exists, first := "self.spec.items.exists("+x+", "+p+")", "self.spec.items.filter("+x+", "+p+")[0].name"
		switch g.r.Intn(3) {
		case 0:
			return "(!has(self.spec.items) || !" + exists + " || " + first + ` == "a" ? "u" : ` + g.str(d-1) + ")"
		case 1:
			return "(" + g.pick("", "has(self.spec.items) && ", "!") + exists + " ? " + first + " : " + g.str(d-1) + ")"
		}
		return "(" + first + ` == "b" || ` + exists + ` ? "y" : "n")`
	case 7: // one list made twice: made once (sameList)
		l := g.list(d - 1)
		return "(" + l + `.join(",") + string(size(` + l + `)) + (size(` + l + `) > 0 ? ` + l + `[0] : "-"))`
	case 6: // reasons to return a literal, runs of them reading variables (returnAnyOf)
		return "(" + g.varBool(d-1) + " || " + g.varBool(d-1) + " || " + g.bool(d-1) + ` ? "r" : ` + g.str(d-1) + ")"
	case 4: // a bind of an object: named in Go as a pointer
		return g.scoped(true, func(x string) string {
			return "cel.bind(" + x + ", self.spec.items[" + g.pick("0", "1", "size(self.spec.items) - 1") + "], " + g.str(d-1) + ")"
		})
	case 5:
		return `cel.bind(s, self.spec, has(s.owner) ? s.owner + ` + g.str(d-1) + ` : "-")`
	case 0:
		return `self.spec.?owner.orValue("x")`
	case 1:
		return g.pick(`(has(self.spec.labels) && "a" in self.spec.labels ? self.spec.labels["a"] : "-")`,
			`("a" in self.spec.labels ? self.spec.labels["a"] : "-")`,
			`(has(self.spec.labels) ? formatLabels(self.spec.labels) : "<none>")`,
			`(!has(self.spec.labels) ? "<none>" : formatLabels(self.spec.labels))`,
			`(has(self.spec.items) ? self.spec.items.map(i, i.name).join(",") : "")`,
			`(!has(self.spec.tags) ? "" : self.spec.tags.filter(t, t != "a").join())`,
			`(size(self.spec.tags) > 0 ? self.spec.tags.max() : "-")`,
			`(has(self.spec.tags) && size(self.spec.tags.filter(t, t != "a")) > 0 ? self.spec.tags.filter(t, t != "a").min() : "-")`,
			`(has(self.spec.items) && size(self.spec.items.filter(i, has(i.code))) > 0 ? string(self.spec.items.filter(i, has(i.code)).map(i, i.code).max()) : "-")`,
			// a map's keys either way, and exists loops a has() only guarded (unguardLoop)
			`(has(self.spec.labels) ? self.spec.labels.filter(k, k != "a").sort().map(k, k + "=" + self.spec.labels[k]).join(",") : "")`, // sorted: cel-go ranges a map in Go's order
			`(has(self.spec.slots) && self.spec.slots.exists(k, k == "a") ? "y" : "n")`,
			`(has(self.spec.owner) && has(self.spec.slots) && self.spec.slots.exists(k, k == "a") && size(variables.names) > 0 ? "y" : "n")`,
			`(size(variables.peers) > 0 && has(self.spec.items) && self.spec.items.exists(i, i.name == "a") && self.spec.items[0].name != "b" ? "y" : "n")`,
			// a loop's list appended to after it is no loop alone: empty only where the guard says so
			`(has(self.spec.tags) ? self.spec.tags.filter(t, t != "a") + (has(self.spec.owner) ? [self.spec.owner] : []) : []).join(",")`,
			`(has(self.spec.labels) ? self.spec.labels.filter(k, k != "a").sort().map(k, k) + (has(self.spec.owner) ? [self.spec.owner] : []) : []).join(",")`,
			// parts after the loop empty where the map is (loopThenParts), or not
			`(has(self.spec.labels) ? self.spec.labels.filter(k, k != "a").sort().map(k, k) + ("b" in self.spec.labels && self.spec.labels["b"] != "" ? [self.spec.labels["b"]] : []) + ("k" in self.spec.labels ? ["k!"] : []) : []).join(",")`,
			`(has(self.spec.labels) ? self.spec.labels.filter(k, k != "a").sort().map(k, k) + ("b" in self.spec.labels || has(self.spec.owner) ? ["+"] : []) : []).join(",")`,
			`cel.bind(rs, self.spec.tags.filter(t, t != "a").map(t, t + "!") + (has(self.spec.owner) ? [self.spec.owner] : []) + ["z"], rs.join(",") + string(size(rs)))`,
			// indexes, bound and read (indexlists.go)
			"cel.bind(b, "+g.indexes(d-1)+", "+g.readIndexes("b")+")", g.readIndexes("variables.picked"),
			"cel.bind(w, "+g.list(d-1)+", "+throughItems("w")+")",
			// facts that combine (resolution.go): a predicate and a branch, a || and a test
			`(has(self.spec.items) ? self.spec.items.filter(x, has(x.code) || has(self.spec.owner)).map(x, has(x.code) ? string(x.code) : self.spec.owner).join(",") : "")`,
			g.factsTogether(d-1),
			// a call whose value of "" is "" (emptyOfEmpty)
			"(has(self.spec.owner) ? self.spec.owner"+g.pick(".trim()", ".lowerAscii()", ".upperAscii()")+` : "")`)
	case 2:
		return g.scoped(false, func(k string) string {
			return "lists.range(" + g.pick("size(self.spec.items)", "2") + ").map(" + k + ", self.spec.items[" + k + "].name).join(\"/\")"
		})
	case 3:
		if g.r.Intn(2) == 0 { // a guarded search over strings (returnFirstMatch)
			return g.scoped(false, func(x string) string {
				return "cel.bind(l, has(self.spec.tags) ? self.spec.tags.filter(" + x + ", " + g.bool(d-1) + ").map(" + x + ", " + x + ` + "!") : [], size(l) > 0 ? l[0] : ` + g.str(d-1) + ")"
			})
		}
		return "cel.bind(l, " + g.list(d-1) + ", size(l) > 0 ? l[0] : " + g.str(d-1) + ")"
	}
	if g.r.Intn(3) == 0 { // a bound first match of objects, mapped: the match, its function where read (firstMatchMapped)
		var x, p, f string
		g.scoped(true, func(name string) string { x, p, f = name, g.bool(d-1), g.str(d-1); return "" })
		init := "self.spec.items.filter(" + x + ", " + p + ").map(" + x + ", " + f + ")"
		if g.r.Intn(2) == 0 {
			init = "self.spec.items.map(" + x + ", " + p + ", " + f + ")"
		}
		if g.r.Intn(2) == 0 {
			init = "has(self.spec.items) ? " + init + " : []"
		}
		return `("<" + cel.bind(m, ` + init + ", " + g.pick(`size(m) > 0 ? m[0] : "-"`, `size(m) == 0 ? "-" : m[0] + m[0]`, `size(m) > 0 && m[0] == "a" ? "y" : "n"`) + "))"
	}
	if g.r.Intn(2) == 0 { // a bound first match of objects: a pointer (firstPtr)
		var x, p string
		g.scoped(true, func(name string) string { x, p = name, g.bool(d-1); return "" })
		init := "self.spec.items.filter(" + x + ", " + p + ")"
		if g.r.Intn(2) == 0 { // guarded, as Kubernetes' CEL writes a search (returnFirstMatch)
			init = "has(self.spec.items) ? " + init + " : []"
		}
		return "cel.bind(m, " + init + ", " + g.pick("size(m) == 0", "0 == size(m)", "!(size(m) > 0)") +
			` ? "-" : m[0].name + (size(m) != 0 && has(m[0].code) ? "c" : ""))`
	}
	return `(size(self.spec.tags) > 0 ? self.spec.tags[0] : "none")`
}

func (g *exprGen) int(d int) string {
	leaves := []string{`self.spec.replicas`, `1`, `size(self.spec.tags)`, `size(self.spec.items)`}
	for _, it := range g.items {
		leaves = append(leaves, "(has("+it+".code) ? "+it+".code : 0)")
	}
	if d <= 0 || g.r.Intn(3) == 0 {
		return g.pick(leaves...)
	}
	if g.r.Intn(8) == 0 {
		return "int(" + g.pick(g.timestamp(d-1), g.duration(d-1)) + ")"
	}
	if g.r.Intn(8) == 0 {
		return g.ints(d - 1)
	}
	if g.r.Intn(12) == 0 { // optional ints: chains through lists and maps of objects, or-chains
		return g.optionalInt(d - 1)
	}
	if g.r.Intn(8) == 0 { // 64-bit arithmetic: overflow, division by zero
		switch g.r.Intn(5) {
		case 0:
			return "int(" + g.double(d-1) + ")"
		case 1:
			return "-self.spec.weight"
		case 2: // a string that may not be a number
			return "int(" + g.str(d-1) + ")"
		case 3: // small ints (int32 fields, lengths, counts): Go's own operators where no overflow can be
			return "(" + g.pick("self.spec.replicas", "size(self.spec.tags)", "self.spec.port", "self.spec.counts[0]") + " " + g.pick("*", "+", "-") + " " +
				g.pick("self.spec.replicas", "self.spec.counts[1]", "size(self.spec.items)", "-3", "2147483648", "4611686018427387904") + ")"
		}
		return "self.spec.weight " + g.pick("*", "/", "%", "+", "-") + " " + g.pick("self.spec.weight", "self.spec.replicas", "self.spec.port", "3")
	}
	switch g.r.Intn(6) {
	case 0:
		return g.int(d-1) + " + " + g.int(d-1)
	case 1: // a sum or a count a branch builds in the conditional's result, which holds 0
		return "(" + g.bool(d-1) + " ? " + g.int(d-1) + " : " + g.pick(g.int(d-1), "0") + ")"
	case 2:
		return "size(" + g.list(d-1) + ")"
	case 3:
		return g.scoped(true, func(x string) string { return "self.spec.items.map(" + x + ", " + g.int(d-1) + ").sum()" })
	case 4:
		return g.scoped(true, func(x string) string {
			return "size(self.spec.items.filter(" + x + ", " + g.bool(d-1) + "))"
		})
	}
	return "size(lists.range(size(self.spec.items)).filter(" + g.varName() + ", " + g.bool(d-1) + "))"
}

func (g *exprGen) bool(d int) string {
	leaves := []string{`has(self.spec.owner)`, `self.spec.replicas > 1`, `"a" in self.spec.tags`, `"k" in self.spec.labels`}
	for _, it := range g.items {
		leaves = append(leaves, "has("+it+".code)", it+`.name == "a"`)
	}
	for _, s := range g.strs {
		leaves = append(leaves, s+` != ""`)
	}
	if d <= 0 || g.r.Intn(3) == 0 {
		return g.pick(leaves...)
	}
	if g.r.Intn(8) == 0 {
		return g.timeBool(d - 1)
	}
	if g.r.Intn(10) == 0 { // equality of lists, maps and objects; orders of strings
		op := g.pick("==", "!=")
		return g.pick(g.list(d-1)+" "+op+" "+g.list(d-1), `self.spec.labels `+op+` {"a": "b"}`, `self.spec.labels `+op+` self.spec.labels`,
			`self.spec.items[0] `+op+` self.spec.items[1]`, `self.spec.slots.a `+op+` self.spec.items[0]`,
			`self.spec.counts `+op+` [3, 1]`, g.str(d-1)+" "+g.pick("<", ">=")+" "+g.str(d-1))
	}
	if g.r.Intn(8) == 0 {
		return g.scoped(false, func(x string) string {
			return g.pick("3 in self.spec.counts", "self.spec.counts.exists("+x+", "+x+" < 0)", "self.spec.counts.all("+x+", "+x+" != 0)",
				"self.spec.counts.exists_one("+x+", "+x+" == 1)", `self.spec.slots.exists(k, self.spec.slots[k].name == "a")`,
				`has(self.spec.slots.b)`, `self.spec.slots.all(k, has(self.spec.slots[k].code))`, `"k" in self.spec.slots`)
		})
	}
	if g.r.Intn(8) == 0 {
		return g.pick(`self.spec.paused`, `has(self.spec.paused)`, `self.spec.phase == "Running"`, `has(self.spec.ratio)`,
			g.double(d-1)+" "+g.pick("<", ">=", "==", "!=")+" "+g.double(d-1), `self.spec.weight < 0`, `self.spec.port > 80`)
	}
	switch g.r.Intn(7) {
	case 0:
		return g.bool(d-1) + " && " + g.bool(d-1)
	case 1:
		return g.bool(d-1) + " || " + g.bool(d-1)
	case 2:
		return "!(" + g.bool(d-1) + ")"
	case 3:
		return g.int(d-1) + " > " + g.int(d-1)
	case 4:
		return g.str(d-1) + " == " + g.str(d-1)
	case 5:
		q := g.pick("exists", "all")
		return g.scoped(true, func(x string) string { return "self.spec.items." + q + "(" + x + ", " + g.bool(d-1) + ")" })
	}
	if g.r.Intn(3) == 0 {
		return g.pick(`has(self.spec.items[0].code)`, `self.spec.items[size(self.spec.items) - 1].name == "z"`, `variables.names.exists(n, n == "a")`,
			`size(self.spec.owner) > 2`, `self.spec.?labels[?"a"].hasValue()`,
			`size(variables.owners) == 0 || variables.owners[0] == "a"`, `size(variables.peers) > 1 && variables.peers[1] != "b"`)
	}
	q := g.pick("exists", "all")
	return g.scoped(false, func(x string) string {
		return g.pick("self.spec.tags", "self.spec.labels") + "." + q + "(" + x + ", " + g.bool(d-1) + ")"
	})
}

// strOfOthers is, now and then, a string of the fixture's other
// fields and functions: times, the strings extension, optional values,
// the map of items and the list of ints, the scalars of other kinds.
func (g *exprGen) strOfOthers(d int) (string, bool) {
	switch {
	case g.r.Intn(8) == 0:
		return g.timeStr(d), true
	case g.r.Intn(6) == 0:
		return g.strFunc(d), true
	case g.r.Intn(10) == 0:
		return g.optional(d), true
	case g.r.Intn(10) == 0:
		return g.pick(`self.spec.slots["a"].name`, `("a" in self.spec.slots ? self.spec.slots["a"].name : "-")`, `self.spec.slots.b.name`,
			`(has(self.spec.slots.a) ? "y" : "n")`, `self.spec.?slots[?"a"].?name.orValue("-")`,
			`self.spec.slots.map(k, self.spec.slots[k].name + k).sort().join(",")`,
			"self.spec.counts.map(x, string(x)).join(\",\")", "string("+g.ints(d)+")"), true
	case g.r.Intn(10) == 0: // a status built of parts (appendWhen)
		return "(" + g.bool(d) + ` ? "A" : ` + g.pick(`"B"`, g.str(d)) + ") + (" + g.bool(d) + ` ? ",x" : "") + (` + g.bool(d) + ` ? "" : ",y")`, true
	case g.r.Intn(10) == 0: // a part computed only where it is appended (appendWhen), after any string
		return g.str(d-1) + " + (" + g.bool(d-1) + " ? " + g.pick(`" + " + `, `"/" + `, "") + g.str(d-1) + ` : "")` +
			g.pick("", ` + (`+g.bool(d-1)+` ? "" : `+g.str(d-1)+")"), true
	case g.r.Intn(12) == 0: // comprehensions as users nest them
		return g.nested(d), true
	case g.r.Intn(8) == 0:
		return g.pick(`self.spec.phase`, `(has(self.spec.phase) ? self.spec.phase : "Unknown")`, "string("+g.double(d)+")",
			`string(self.spec.weight)`, `string(self.spec.port)`, `string(self.spec.paused)`), true
	}
	return "", false
}

// timeStr is a string of the fixture's times, durations or quantity.
func (g *exprGen) timeStr(d int) string {
	switch g.r.Intn(5) {
	case 0:
		return "string(" + g.timestamp(d) + ")"
	case 1:
		return "string(" + g.duration(d) + ")"
	case 2:
		return "humanDuration(" + g.duration(d) + ")"
	case 3:
		return g.pick(`self.spec.size`, `(has(self.spec.size) ? self.spec.size : "-")`)
	}
	return "string(" + g.pick(g.timestamp(d), g.duration(d)) + ") + " + g.str(d)
}

// timeBool compares the fixture's times or durations, or tests their
// presence.
func (g *exprGen) timeBool(d int) string {
	op := g.pick("<", "<=", ">", ">=", "==", "!=")
	switch g.r.Intn(4) {
	case 0:
		return g.timestamp(d) + " " + op + " " + g.timestamp(d)
	case 1:
		return g.duration(d) + " " + op + " " + g.duration(d)
	case 2:
		return g.pick(`has(self.spec.started)`, `has(self.spec.ended)`, `has(self.spec.timeout)`, `has(self.spec.size)`)
	}
	return "[" + g.timestamp(d) + ", " + g.timestamp(d) + "]." + g.pick("max", "min") + "() " + op + " " + g.timestamp(d)
}

// optional is a string from optional values: chains of optional
// selections and indexes (maps, lists), or, orValue, hasValue and value,
// optional.of and optional.none.
func (g *exprGen) optional(d int) string {
	opt := g.pick(`self.?spec.?owner`, `self.spec.?labels[?"a"]`, `self.spec.?slots[?"k"].?name`, `self.spec.items[?0].?name`,
		`self.spec.?tags[?1]`, `self.?spec.?phase`, `optional.of(`+g.str(d)+`)`, `optional.none()`,
		`(`+g.bool(d)+` ? self.?spec.?owner : optional.of("c"))`)
	switch g.r.Intn(7) {
	case 5: // an or-chain: the first with a value
		return opt + ".or(" + g.pick(`self.spec.?labels[?"k"]`, `self.spec.?tags[?0]`, `optional.none()`) + ").or(" +
			g.pick(`self.?spec.?owner`, `optional.of("o")`, `self.spec.items[?1].?name`) + ")." + g.pick(`orValue("-")`, "value()")
	case 6: // an optional tested, then read as the value it holds
		return "(" + opt + ".hasValue() ? " + opt + ".value() + " + g.str(d) + ` : "-")`
	case 0:
		return opt + ".orValue(" + g.str(d) + ")"
	case 1:
		return "(" + opt + `.hasValue() ? "y" : "n")`
	case 2:
		return opt + `.or(self.spec.?labels[?"k"]).orValue("-")`
	case 3:
		return opt + ".value()"
	}
	return `(self.?spec.?ratio.hasValue() ? string(self.spec.ratio) : "-") + ` + opt + `.orValue("")`
}

// indexes is a list of ints that may be indexes into a list
// (indexlists.go): kept by a filter of lists.range(size(x)) of the items
// or of the counts, either of them, or of a constant range.
func (g *exprGen) indexes(d int) string {
	k := g.varName()
	items := "lists.range(size(self.spec.items)).filter(" + k + ", " +
		g.pick("self.spec.items["+k+"].name != \"a\"", "has(self.spec.items["+k+"].code)", g.bool(d)) + ")"
	counts := "lists.range(size(self.spec.counts)).filter(" + k + ", self.spec.counts[" + k + "] > 0)"
	return g.pick(items, "(has(self.spec.items) ? "+items+" : [])", counts, "lists.range(2).filter("+k+", "+g.bool(d)+")",
		"("+g.bool(d)+" ? "+items+" : "+counts+")")
}

// readIndexes reads l, a list of ints (indexes): as indexes into the
// items (their names, a bounds check only where l is no list of their
// indexes) or the counts, and added to.
func (g *exprGen) readIndexes(l string) string {
	return g.pick("size("+l+") > 0 ? self.spec.items["+l+"[0]].name + string("+l+"[0] + 1) : \"-\"",
		l+".map(j, self.spec.items[j].name).join(\",\")",
		"size("+l+") > 1 ? string(self.spec.counts["+l+"[1]] + "+l+"[size("+l+") - 1]) : \"-\"")
}

// factsTogether is a read that is safe only where what a || (a false &&)
// says and a test of one of its operands combine (resolution.go), or
// where they do not: the tags read in a branch where they are there, or
// may not be.
func (g *exprGen) factsTogether(d int) string {
	a := g.bool(d)
	b := g.pick("has(self.spec.tags)", "size(self.spec.tags) > 0", g.bool(d))
	if g.r.Intn(2) == 0 {
		return "((" + a + " || " + b + ") && " + g.pick("!("+a+")", a, "true") + " ? self.spec.tags[0] : \"-\")"
	}
	return "(" + a + " && !(" + b + ") ? \"-\" : (" + g.pick(a, g.bool(d), "true") + " ? self.spec.tags[0] : \"+\"))"
}

// throughItems counts through l, a list of strings, reading the items at
// its indexes: unchecked where l is no longer than the items
// (cVal.within), an error where it is longer.
func throughItems(l string) string {
	return "lists.range(size(" + l + ")).map(j, self.spec.items[j].name + " + l + "[j]).join(\",\")"
}

// ints is an int from the fixture's list of int32 (sums that may
// overflow, extremes of an empty list, which are errors, indexes) or its
// map of items.
func (g *exprGen) ints(d int) string {
	return g.scoped(false, func(x string) string {
		return g.pick(`self.spec.counts.sum()`, `self.spec.counts.max()`, `self.spec.counts.min()`, `size(self.spec.counts)`,
			`self.spec.counts[0]`, `self.spec.counts[size(self.spec.counts) - 1]`, "self.spec.counts.map("+x+", "+x+" * self.spec.weight).sum()",
			"self.spec.counts.filter("+x+", "+x+" > 0).size()", `self.spec.counts.sort()[0]`, `self.spec.counts.distinct().sum()`,
			`lists.range(size(self.spec.counts)).map(i, self.spec.counts[i] * i).sum()`, "self.spec.counts.map("+x+", "+x+" + "+g.int(d)+").max()",
			`size(self.spec.slots)`, `(has(self.spec.slots.a) && has(self.spec.slots.a.code) ? self.spec.slots.a.code : 0)`)
	})
}

// strFunc is a function of the strings extension on a string: code
// points, not bytes, count (size, substring, on the objects' non-ASCII
// words), and indexes out of range are errors.
func (g *exprGen) strFunc(d int) string {
	s := g.str(d)
	switch g.r.Intn(10) {
	case 0:
		return s + ".substring(" + g.pick("0", "1", "size("+s+") - 1", g.int(d)) + ")"
	case 1:
		return s + ".substring(" + g.pick("0", "1") + ", " + g.pick("1", "2", "size("+s+")", g.int(d)) + ")"
	case 2:
		return s + ".replace(" + g.pick(`"a"`, `""`, `"é"`, g.str(d)) + ", " + g.pick(`"-"`, `""`, g.str(d)) + g.pick("", ", 1", ", -1", ", 0") + ")"
	case 3:
		return s + ".split(" + g.pick(`"a"`, `""`, `"本"`, g.str(d)) + `).join("|")`
	case 4:
		return s + g.pick(".trim()", ".upperAscii()", ".lowerAscii()")
	case 5:
		return `"%s:%d/%s".format([` + s + ", " + g.int(d) + ", " + g.str(d) + "])"
	case 6:
		return "string(size(" + s + "))"
	case 7:
		return "(" + s + "." + g.pick("startsWith", "endsWith", "contains") + "(" + g.pick(`"a"`, `""`, `"本"`, g.str(d)) + `) ? "y" : "n")`
	case 8:
		// A substring after a prefix it tested: the rest, as the facts
		// know it (within the prefix, at it, beyond it).
		p := g.pick(`"a"`, `"ab"`, `"本"`, `""`)
		return "(" + s + ".startsWith(" + p + ") ? " + s + ".substring(" + g.pick("1", "2", "0") + `) : "-")`
	}
	return s + ".split(" + g.pick(`"a"`, `","`) + ", " + g.pick("0", "1", "2", "-1") + `).join("|")`
}

// double is a double: the fixture's ratio (absent, large, small,
// fractional), arithmetic on it (a division by zero is an infinity, not
// an error), or a conversion of an int.
func (g *exprGen) double(d int) string {
	leaves := []string{`self.spec.ratio`, `(has(self.spec.ratio) ? self.spec.ratio : 0.25)`, `double(self.spec.weight)`, `2.5`, `double(self.spec.owner)`}
	if d <= 0 || g.r.Intn(2) == 0 {
		return g.pick(leaves...)
	}
	switch g.r.Intn(3) {
	case 0:
		return "(" + g.double(d-1) + " " + g.pick("+", "-", "*", "/") + " " + g.double(d-1) + ")"
	case 1:
		return "double(" + g.int(d-1) + ")"
	}
	return "(" + g.bool(d-1) + " ? " + g.double(d-1) + " : " + g.double(d-1) + ")"
}

// timestamp is a timestamp: the fixture's (started is null when zero),
// a literal, or one parsed from a string that may not be one.
func (g *exprGen) timestamp(d int) string {
	leaves := []string{`self.spec.started`, `self.spec.ended`, `timestamp("2026-03-01T10:00:00Z")`, `now`,
		`(has(self.spec.started) ? self.spec.started : timestamp("2020-01-01T00:00:00Z"))`}
	if d <= 0 || g.r.Intn(2) == 0 {
		return g.pick(leaves...)
	}
	switch g.r.Intn(3) {
	case 0:
		return "(" + g.bool(d-1) + " ? " + g.timestamp(d-1) + " : " + g.timestamp(d-1) + ")"
	case 1:
		return "timestamp(" + g.pick(`"2026-03-01T10:00:00.5+01:00"`, `self.spec.owner`, `"2026-03-0" + string(size(self.spec.tags) + 1) + "T00:00:00Z"`) + ")"
	}
	return "[" + g.timestamp(d-1) + ", " + g.timestamp(d-1) + "]." + g.pick("max", "min") + "()"
}

// duration is a duration: the fixture's, a literal, a difference of
// times, a sum, or one parsed from a string that may not be one.
func (g *exprGen) duration(d int) string {
	leaves := []string{`self.spec.timeout`, `duration("90m")`, `duration("1.5s")`,
		`(has(self.spec.timeout) ? self.spec.timeout : duration("0s"))`}
	if d <= 0 || g.r.Intn(2) == 0 {
		return g.pick(leaves...)
	}
	switch g.r.Intn(4) {
	case 0:
		if g.r.Intn(2) == 0 { // an age, as tables print one
			return "(now - " + g.timestamp(d-1) + ")"
		}
		return "(" + g.timestamp(d-1) + " - " + g.timestamp(d-1) + ")"
	case 1:
		return "(" + g.duration(d-1) + g.pick(" + ", " - ") + g.duration(d-1) + ")"
	case 2:
		// A count of seconds as a duration's text: an int32's never
		// overflows, an int64's can (CELSeconds).
		return "duration(" + g.pick(`self.spec.owner`, `string(self.spec.replicas) + "h"`, `"-1m30s"`,
			`string(self.spec.replicas) + "s"`, `string(self.spec.weight) + "s"`, "string("+g.int(d-1)+`) + "s"`) + ")"
	}
	return "(" + g.bool(d-1) + " ? " + g.duration(d-1) + " : " + g.duration(d-1) + ")"
}

// varBool is a bool that reads a row variable, often twice.
func (g *exprGen) varBool(d int) string {
	v := g.pick("variables.owners", "variables.peers", "variables.names")
	switch g.r.Intn(4) {
	case 0:
		return "size(" + v + ") == 0 || " + v + `[0] == "a"`
	case 1:
		return "size(" + v + ") > 1 && " + v + "[1] != " + g.str(d)
	case 2:
		return `"a" in ` + v + " && " + g.bool(d)
	}
	return g.scoped(false, func(x string) string { return v + ".exists(" + x + ", " + g.bool(d) + ")" })
}

// list is a list of strings.
func (g *exprGen) list(d int) string {
	if d <= 0 || g.r.Intn(3) == 0 {
		return g.pick(`self.spec.tags`, `self.spec.hosts`, `variables.names`, `variables.owners`, `variables.peers`)
	}
	if g.r.Intn(6) == 0 { // slices out of range, lists of lists flattened, ranges of a count that may be negative
		return g.scoped(true, func(x string) string {
			return g.pick(g.list(d-1)+".slice("+g.pick("0", "1", "self.spec.replicas")+", "+g.pick("1", "2", "size("+g.list(d-1)+")", "self.spec.replicas")+")",
				"self.spec.items.map("+x+", ["+x+".name, "+g.str(d-1)+"]).flatten()", "[self.spec.tags, "+g.list(d-1)+"].flatten()",
				// a flat map's conditional or map appends to the flat list itself
				"self.spec.items.map("+x+", "+g.bool(d-1)+" ? ["+x+".name] : "+g.pick("[]", g.list(d-1))+").flatten()",
				"self.spec.items.map("+x+", "+g.scoped(false, func(y string) string { return "self.spec.tags.map(" + y + ", " + g.str(d-1) + ")" })+").flatten()",
				"lists.range("+g.pick("self.spec.replicas", "size(self.spec.counts)", "3")+").map(n, string(n))")
		})
	}
	switch g.r.Intn(4) {
	case 0:
		return g.scoped(true, func(x string) string { return "self.spec.items.map(" + x + ", " + g.str(d-1) + ")" })
	case 1:
		return g.scoped(false, func(x string) string { return "self.spec.tags.filter(" + x + ", " + g.bool(d-1) + ")" })
	case 2: // a branch's map builds its list in the conditional's result; [] is no branch
		return "(" + g.bool(d-1) + " ? " + g.pick("[]", g.list(d-1)) + " : " + g.pick("[]", g.list(d-1)) + ")"
	}
	keys := g.scoped(false, func(x string) string {
		if g.r.Intn(3) == 0 { // the keys as a list (mappedKeys)
			return "self.spec.labels.map(" + x + ", " + x + ")" + g.pick("", ".sort()", ".distinct()")
		}
		return "self.spec.labels.filter(" + x + ", " + g.bool(d-1) + ")"
	})
	if g.sortMapLists {
		keys += ".sort()"
	}
	return keys
}

// optionalInt is an int from optional values: a chain to an object's
// optional code through a list or a map, a list's element, or-chains.
func (g *exprGen) optionalInt(d int) string {
	opt := g.pick(`self.spec.items[?0].?code`, `self.spec.?slots[?"a"].?code`, `self.spec.?counts[?0]`,
		`self.spec.?counts[?(size(self.spec.counts) - 1)]`, `self.spec.?items[?1].?code`, `optional.of(`+g.int(d)+`)`)
	switch g.r.Intn(3) {
	case 0:
		return opt + ".orValue(" + g.pick("0", "-1", g.int(d)) + ")"
	case 1:
		return opt + ".or(" + g.pick(`self.spec.?slots[?"b"].?code`, `self.spec.?counts[?1]`) + ").orValue(7)"
	}
	return "(" + opt + ".hasValue() ? " + opt + ".value() * 2 : 5)"
}

// nested is a string of comprehensions nested as users write them: over a
// map's values by key, a search inside a search, a comprehension over a
// list a comprehension made, a conditional's list of objects.
func (g *exprGen) nested(d int) string {
	switch g.r.Intn(6) {
	case 0: // a map read by a loop's key, which may be missing (an error)
		return g.scoped(false, func(t string) string {
			return "self.spec.tags." + g.pick("filter("+t+", "+t+" in self.spec.labels)", "filter("+t+", "+g.bool(d)+")") +
				".map(" + t + ", self.spec.labels[" + t + "]).join(\",\")"
		})
	case 1: // a search inside a search
		return g.scoped(true, func(x string) string {
			inner := g.scoped(false, func(t string) string { return "self.spec.tags.exists(" + t + ", " + t + " == " + x + ".name)" })
			return "self.spec.items.filter(" + x + ", " + inner + ").map(" + x + ", " + x + ".name).join(\"+\")"
		})
	case 2: // a comprehension over a list a comprehension made
		return g.scoped(true, func(x string) string {
			return "(self.spec.items.map(" + x + ", " + g.str(d) + ")." + g.pick("exists", "all", "exists_one") + "(n, n == \"a\") ? \"y\" : \"n\")"
		})
	case 3: // a conditional's list of objects, mapped
		if g.r.Intn(2) == 0 {
			l := g.objects(d)
			return g.scoped(true, func(x string) string { return l + ".map(" + x + ", " + x + ".name).join(\",\")" })
		}
		return g.scoped(true, func(x string) string {
			return "(" + g.bool(d) + " ? self.spec.items : []).map(" + x + ", " + x + ".name + " + g.str(d) + ").join(\",\")"
		})
	case 4: // a map's values by its sorted keys, the ones present
		return g.scoped(false, func(k string) string {
			return "self.spec.slots.filter(" + k + ", has(self.spec.slots[" + k + "].code)).map(" + k + ", " + k + " + \"=\" + string(self.spec.slots[" + k + "].code)).sort().join(\",\")"
		})
	}
	// binds nested, the inner reading the outer
	return "cel.bind(a, " + g.str(d) + ", cel.bind(b, a + " + g.str(d) + ", " + g.pick("a + b", "size(b) > size(a) ? b : a", "b.lowerAscii()") + "))"
}

// objects is a list of the fixture's objects, as a variable holds one: the
// field, where it may be absent or not, filtered, chosen by a condition.
func (g *exprGen) objects(d int) string {
	return g.scoped(true, func(x string) string {
		return g.pick(`self.spec.items`, `(has(self.spec.items) ? self.spec.items : [])`,
			"self.spec.items.filter("+x+", "+g.bool(d)+")", "(has(self.spec.items) ? self.spec.items.filter("+x+", "+g.bool(d)+") : [])",
			"("+g.bool(d)+" ? self.spec.items : [])", "("+g.bool(d)+" ? self.spec.items.filter("+x+", "+g.bool(d)+") : self.spec.items)",
			"self.spec.slots.map(k, k).sort().map(k, self.spec.slots[k])",
			// chains whose branch is the field either way (as read, then stored)
			"("+g.bool(d)+" ? self.spec.items.filter("+x+", "+g.bool(d)+") : ("+g.bool(d)+" ? (has(self.spec.items) ? self.spec.items : []) : []))",
			`(self.spec.phase == "Running" ? self.spec.items.filter(`+x+`, has(`+x+`.code)) : self.spec.phase == "Pending" ? (has(self.spec.items) ? self.spec.items : []) : self.spec.phase == "" ? [] : self.spec.items)`)
	})
}
