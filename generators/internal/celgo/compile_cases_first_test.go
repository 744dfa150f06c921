package celgo

// firstElementCompileCases are TestCompile's expressions of lists read
// only for their first element (firstelement.go, firstreturn.go): loops
// that stop at the first match, a match held as a pointer, searches that
// return from their loop, and where the whole list is made instead.
var firstElementCompileCases = []compileCase{
	{
		// A list read only for its emptiness and first element (the
		// first match decides, as printers.go's loops with a break): its
		// loop stops at that element. A map of objects is held as the
		// match, its function computed where [0] reads it.
		expr: `"<" + cel.bind(names, self.spec.items.filter(i, i.name != "a").map(i, i.name + "!"), size(names) > 0 ? names[0] : "none")`, columnType: "string",
		want:   []string{"var names *Item", "for j := range obj.Spec.Items {", "names = i", "break", "if names != nil {", "t = names.Name + \"!\""},
		absent: []string{"append(", "make("},
	},
	{
		// A function that is more than one Go expression is computed in
		// the loop, into a list of capacity one.
		expr: `"<" + cel.bind(names, self.spec.items.filter(i, i.name != "a").map(i, has(i.code) ? i.name + "!" : i.name), size(names) > 0 ? names[0] : "none")`, columnType: "string",
		want: []string{"names := make([]string, 0, 1)", "for j := range obj.Spec.Items {", "names = append(names, ", "break", "if len(names) > 0 {", "t = names[0]"},
	},
	{
		// The same without a bind (KEP-4595's
		// conditions.filter(…)[0].status): named after what it finds.
		expr: `self.spec.items.filter(i, i.name == "Gold").map(i, i.name + "!")[0] + "?"`, columnType: "string",
		want: []string{"var gold *Item", "gold = i", "break", "if gold == nil {", "return gold.Name + \"!?\""},
	},
	{
		// Where that is the cell's value, a search: the loop returns at
		// the match (its value's branches each), the default after it.
		expr: `cel.bind(names, self.spec.items.filter(i, i.name != "a").map(i, has(i.code) ? i.name + "!" : i.name), size(names) > 0 ? names[0] : "none")`, columnType: "string",
		want:   []string{"for j := range obj.Spec.Items {", `if i.Name == "a" {`, "\tcontinue", "if i.Code != nil {", "\treturn i.Name + \"!\"", "return i.Name", "}", `return "none"`},
		absent: []string{"names", "make(", "break"},
	},
	{
		// A search of objects behind has(l) ? … : [] (FlowSchema's
		// MissingPL): the loop returns the match's field.
		expr: `cel.bind(d, has(self.spec.items) ? self.spec.items.filter(c, c.name == "Dangling") : [], size(d) == 0 ? "?" : d[0].name + "!")`, columnType: "string",
		want:   []string{"for i := range obj.Spec.Items {", `if c.Name == "Dangling" {`, "\treturn c.Name + \"!\"", `return "?"`},
		absent: []string{"var d", "break"},
	},
	{
		// The emptiness test negated: the same search.
		expr: `cel.bind(m, has(self.spec.tags) ? self.spec.tags.filter(t, t != "a") : [], !(size(m) > 0) ? "-" : m[0] + "!")`, columnType: "string",
		want:   []string{"for _, t := range obj.Spec.Tags {", `if t != "a" {`, "\treturn t + \"!\"", `return "-"`},
		absent: []string{"var m", "make(", "break"},
	},
	{
		// Not where a later element's value can fail (CEL makes the
		// whole list): the list is made.
		expr: `cel.bind(ips, self.spec.items.map(a, a.name == "b", 10 / (has(a.code) ? a.code : 0)), size(ips) > 0 ? ips[0] : 0)`, columnType: "integer",
		want: []string{"var ips []int64", "ips = append(ips, val)", "if len(ips) > 0 {", "return ips[0]"},
	},
	{
		// Also behind has(l) ? … : [], and for a filter alone, and with
		// size(x) on either side of the comparison.
		expr: `cel.bind(ts, has(self.spec.tags) ? self.spec.tags.filter(t, t.startsWith("x")) : [], 0 < size(ts) && ts[0] == "xa")`, columnType: "boolean",
		want: []string{"ts := make([]string, 0, 1)", "ts = append(ts, t)", "\tbreak"},
	},
	{
		// The first match of a list of objects, bound and read only for
		// its first element, is a pointer to it: its size compared with 0
		// is a nil test, its [0] the pointer (FlowSchema's MissingPL).
		expr: `"<" + cel.bind(d, self.spec.items.filter(c, c.name == "Dangling"), size(d) == 0 ? "?" : (has(d[0].code) ? string(d[0].code) : "") + (0 < size(d) && d[0].name == "x" ? "!" : ""))`, columnType: "string",
		want:   []string{"var d *Item", "\td = c", "\tbreak", "if d == nil {", "\tt = \"?\"", "if d.Code != nil {", `if d.Name == "x" {`},
		absent: []string{"len(d)", "d[0]", "make("},
	},
	{
		// Named after what it looks for: the condition's type.
		expr: `self.spec.items.filter(c, c.name == "Ready")[0].name`, columnType: "string",
		want: []string{"var ready *Item", "\tready = c", "if ready == nil {", "return ready.Name"},
	},
	{
		// l.filter(p)[0] (KEP-4595's conditions.filter(c, c.type ==
		// "Ready")[0].status): the loop stops at the first match.
		expr: `self.spec.items.filter(i, i.name == "a")[0].name + "!"`, columnType: "string",
		want: []string{"var match *Item", "if i.Name == \"a\" {", "\tmatch = i", "\tbreak", "if match == nil {", "return match.Name + \"!\""},
	},
	{
		// An element after the first could fail (an index out of range):
		// CEL fails the whole list, so the loop reads every element.
		expr: `cel.bind(names, self.spec.items.map(i, i.name + self.spec.tags[1]), size(names) > 0 ? names[0] : "none")`, columnType: "string",
		want:   []string{"make([]string, 0, len(obj.Spec.Items))"},
		absent: []string{"break", ", 0, 1)"},
	},
	{
		// Read another way (its size as a number): every element.
		expr: `cel.bind(names, self.spec.items.map(i, i.name), size(names) > 0 ? names[0] + string(size(names)) : "none")`, columnType: "string",
		absent: []string{"break", ", 0, 1)"},
	},
}
