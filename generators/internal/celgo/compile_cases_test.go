package celgo

import "slices"

// A compileCase is a TestCompile expression and what its body must and
// must not say.
type compileCase struct {
	expr, columnType string
	column           string   // the column's name ("" for none)
	want             []string // lines of the body, in order
	absent           []string // text the body must not have
	reason           string   // non-empty: stays on cel-go
}

// compileCases are TestCompile's expressions: these (values, functions,
// conversions, presence), those of lists read for their first element
// (compile_cases_first_test.go), and those of control flow and names
// (compile_cases_flow_test.go).
var compileCases = slices.Concat(generalCompileCases, firstElementCompileCases, flowCompileCases, arithmeticCompileCases, factsCompileCases)

var generalCompileCases = []compileCase{
	{
		expr: "self.spec.replicas", columnType: "integer",
		want: []string{"if obj.Spec == nil {", "\treturn nil", "}", "return int64(obj.Spec.Replicas)"},
	},
	{
		// spec is a pointer: nil is absent, and selecting from it is
		// CEL's "no such key" error, a nil cell. owner is omitempty: ""
		// is absent, so has() is false.
		expr: `has(self.spec.owner) ? self.spec.owner : "nobody"`, columnType: "string",
		// A conditional cell returns from each branch: the constant's
		// cell is boxed once, at compile time, not in a temporary.
		want:   []string{"if obj.Spec == nil {", "\treturn nil", "if obj.Spec.Owner != \"\" {", "\treturn obj.Spec.Owner", "}", "return \"nobody\""},
		absent: []string{"var t "},
	},
	{
		// Nested conditionals return from every branch; the inner one's
		// condition is checked only on its own path.
		expr: `has(self.spec.owner) ? self.spec.owner : (size(self.spec.items) > 1 ? self.spec.items[1].name : "none")`, columnType: "string",
		want:   []string{"if obj.Spec.Owner != \"\" {", "\treturn obj.Spec.Owner", "if len(obj.Spec.Items) == 0 {", "if len(obj.Spec.Items) > 1 {", "\treturn obj.Spec.Items[1].Name", "return \"none\""},
		absent: []string{"var t"},
	},
	{
		// A guard's condition is a fact after it: size(items) reads
		// items, whose absence (len == 0) is CEL's error, so
		// size(items) > 0 is true where it is tested; the branch is
		// known.
		expr: `has(self.spec.owner) ? self.spec.owner : (size(self.spec.items) > 0 ? self.spec.items[0].name : "none")`, columnType: "string",
		want:   []string{"if len(obj.Spec.Items) == 0 {", "\treturn nil", "return obj.Spec.Items[0].Name"},
		absent: []string{`"none"`, "> 0"},
	},
	{
		// has(x) ? x : "" of a field whose absence is "" is x either
		// way: no branch, no temporary.
		expr: `"by " + (has(self.spec.owner) ? self.spec.owner : "")`, columnType: "string",
		want:   []string{"if obj.Spec == nil {", "\treturn nil", "}", `return "by " + obj.Spec.Owner`},
		absent: []string{"var t", "!= \"\""},
	},
	{
		// The negated form, the constant first: the same value.
		expr: `(!has(self.spec.owner) ? "" : self.spec.owner) + "."`, columnType: "string",
		want:   []string{`return obj.Spec.Owner + "."`},
		absent: []string{"var t", "== \"\""},
	},
	{
		// Another constant is another value: the branch stays, the
		// result starting as the literal, set where the test holds.
		expr: `"by " + (has(self.spec.owner) ? self.spec.owner : "-")`, columnType: "string",
		want:   []string{`owner := "-"`, `if obj.Spec.Owner != "" {`, "owner = obj.Spec.Owner", "}", `return "by " + owner`},
		absent: []string{"else"},
	},
	{
		// a + b + c of lists is one slices.Concat.
		expr: `(self.spec.tags + self.spec.hosts + ["x"]).join(",")`, columnType: "string",
		want:   []string{`return strings.Join(slices.Concat(obj.Spec.Tags, obj.Spec.Hosts, []string{"x"}), ",")`},
		absent: []string{"Concat(slices.Concat"},
	},
	{
		// A sum of lists with optional parts (c ? [x] : []) is one
		// variable appended to, in order.
		expr: `((has(self.spec.owner) ? [self.spec.owner] : []) + (size(self.spec.tags) > 1 ? [] : ["few"]) + self.spec.hosts + ["end"]).join(",")`, columnType: "string",
		want:   []string{"var list []string", `if obj.Spec.Owner != "" {`, "\tlist = append(list, obj.Spec.Owner)", "if len(obj.Spec.Tags) <= 1 {", "\tlist = append(list, \"few\")", "list = append(list, obj.Spec.Hosts...)", `list = append(list, "end")`, `return strings.Join(list, ",")`},
		absent: []string{"Concat", "[]string{"},
	},
	{
		// A list made first by a map takes the optional parts itself.
		expr: `(self.spec.items.map(i, i.name) + (has(self.spec.owner) ? [self.spec.owner] : [])).join(",")`, columnType: "string",
		want:   []string{"mapped := make([]string, 0, len(obj.Spec.Items))", `if obj.Spec.Owner != "" {`, "\tmapped = append(mapped, obj.Spec.Owner)", `return strings.Join(mapped, ",")`},
		absent: []string{"list = ", "var list "},
	},
	{
		// A bound list is read again after: the sum is a list of its own.
		expr: `cel.bind(ns, self.spec.items.map(i, i.name), (ns + (has(self.spec.owner) ? [self.spec.owner] : [])).join(",") + string(size(ns)))`, columnType: "string",
		want:   []string{"var list []string", "list = append(list, ns...)"},
		absent: []string{"ns = append(ns, obj"},
	},
	{
		// The operands after a leading one see its value: ts[0] is
		// there where size(ts) == 0 is false. (has(l) ? l : [] is the
		// field either way, which the bind reads in place.)
		expr: `cel.bind(ts, has(self.spec.tags) ? self.spec.tags : [], size(ts) == 0 || ts[0] == "a")`, columnType: "boolean",
		want:   []string{"return len(obj.Spec.Tags) == 0 || obj.Spec.Tags[0] == \"a\""},
		absent: []string{"func()", "len(obj.Spec.Tags) != 0"},
	},
	{
		// x in a few constants is x == a || x == b.
		expr: `self.spec.owner in ["a", "b"] || self.spec.replicas in [1, 2, 3]`, columnType: "boolean",
		want:   []string{"if obj.Spec.Replicas == 1 || obj.Spec.Replicas == 2 || obj.Spec.Replicas == 3 {", `return obj.Spec.Owner == "a" || obj.Spec.Owner == "b"`},
		absent: []string{"slices.Contains"},
	},
	{
		// l.map(x, f).flatten() is one loop appending each f; a
		// conditional f appends each branch's elements where it is taken.
		expr: `self.spec.items.map(i, has(i.code) ? [i.name, i.name] : [i.name]).flatten().join(",")`, columnType: "string",
		want: []string{"var flat []string", "for j := range obj.Spec.Items {", "\tif i.Code != nil {", "\t\tflat = append(flat, i.Name, i.Name)",
			"\t} else {", "\t\tflat = append(flat, i.Name)", `return strings.Join(flat, ",")`},
		absent: []string{"[][]string", "var t", "[]string{"},
	},
	{
		// An empty branch appends nothing: !c guards the other.
		expr: `self.spec.items.map(i, !has(i.code) ? [] : [i.name + "!"]).flatten().join(",")`, columnType: "string",
		want:   []string{"var flat []string", "\tif i.Code != nil {", "\t\tflat = append(flat, i.Name + \"!\")", `return strings.Join(flat, ",")`},
		absent: []string{"else", "var t", "[]string{"},
	},
	{
		// replace of every occurrence is strings.ReplaceAll; a constant
		// count is written bare.
		expr: `self.spec.owner.replace("a", "b") + self.spec.owner.replace("x", "y", 1)`, columnType: "string",
		want:   []string{`return strings.ReplaceAll(obj.Spec.Owner, "a", "b") + strings.Replace(obj.Spec.Owner, "x", "y", 1)`},
		absent: []string{"int(", "-1"},
	},
	{
		// Constant arguments of helpers are bare; a computed list of
		// strings is ranged over its values.
		expr: `self.spec.owner.substring(1, 3) + string(self.spec.items.map(i, i.name).exists(n, n == "a"))`, columnType: "string",
		want:   []string{"selectableruntime.Substring(obj.Spec.Owner, 1, 3)", "for j := range obj.Spec.Items {", "\ti := &obj.Spec.Items[j]", "for _, n := range mapped {"},
		absent: []string{"int64(1)", "int64(3)"},
	},
	{
		// A chain of conditionals testing one string against constants
		// is a switch, as printers.go writes one; the value's check
		// goes first.
		expr: `self.spec.owner == "a" ? "A" : (self.spec.owner == "b" || self.spec.owner == "c" ? "BC" : (self.spec.owner == "d" ? self.spec.owner + "!" : "other"))`, columnType: "string",
		want:   []string{`if obj.Spec == nil || obj.Spec.Owner == "" {`, "switch obj.Spec.Owner {", `case "a":`, "\treturn \"A\"", `case "b", "c":`, "\treturn \"BC\"", `case "d":`, "\treturn obj.Spec.Owner + \"!\"", "}", `return "other"`},
		absent: []string{"if obj.Spec.Owner == \"a\""},
	},
	{
		// The leading conditions on the one value make the switch; the
		// rest of the chain is its last branch.
		expr: `self.spec.owner == "a" ? "A" : (self.spec.owner == "b" ? "B" : (self.spec.owner == "c" ? "C" : (size(self.spec.owner) > 3 ? "long" : "short")))`, columnType: "string",
		want: []string{"switch obj.Spec.Owner {", `case "c":`, "}", "if utf8.RuneCountInString(obj.Spec.Owner) > 3 {", `return "long"`, `return "short"`},
	},
	{
		// As a value: each case assigns the result; a default that would
		// assign a new variable its zero value is left out.
		expr: `"by " + (self.spec.owner == "a" ? "A" : (self.spec.owner == "b" ? "B" : (self.spec.owner == "c" ? "C" : "")))`, columnType: "string",
		want:   []string{"var t string", "switch obj.Spec.Owner {", `case "a":`, "\tt = \"A\"", `case "c":`, "\tt = \"C\"", "}", `return "by " + t`},
		absent: []string{"default:", "else"},
	},
	{
		expr: `"by " + (self.spec.owner == "a" ? "A" : (self.spec.owner == "b" ? "B" : (self.spec.owner == "c" ? "C" : (size(self.spec.owner) > 3 ? "long" : "short"))))`, columnType: "string",
		want: []string{"switch obj.Spec.Owner {", "default:", "\tif utf8.RuneCountInString(obj.Spec.Owner) > 3 {", "\t\tt = \"long\"", "\t} else {", "\t\tt = \"short\""},
	},
	{
		// The default's own conditional into the switch's new variable:
		// its else would assign the zero value the variable still holds.
		expr: `"by " + (self.spec.owner == "a" ? "A" : (self.spec.owner == "b" ? "B" : (self.spec.owner == "c" ? "C" : (size(self.spec.owner) > 3 ? "long" : ""))))`, columnType: "string",
		want:   []string{"var t string", "switch obj.Spec.Owner {", "default:", "\tif utf8.RuneCountInString(obj.Spec.Owner) > 3 {", "\t\tt = \"long\"", "\t}", "}", `return "by " + t`},
		absent: []string{"else", `t = ""`},
	},
	{
		// An else-if chain's last else assigning "" is not written: no
		// branch before it assigned the new variable.
		expr: `"by " + (has(self.spec.owner) ? self.spec.owner : (self.spec.replicas > 2 ? (self.spec.replicas > 5 ? "many" : "some") : ""))`, columnType: "string",
		want:   []string{"var owner string", "if obj.Spec.Owner != \"\" {", "\towner = obj.Spec.Owner", "} else if obj.Spec.Replicas > 2 {", "\tif obj.Spec.Replicas > 5 {", "\t\towner = \"many\"", "\t} else {", "\t\towner = \"some\"", "\t}", "}", `return "by " + owner`},
		absent: []string{`owner = ""`},
	},
	{
		// Two conditionals, or another value: no switch.
		expr: `self.spec.owner == "a" ? "A" : (self.spec.owner == "b" ? "B" : (self.spec.replicas == 2 ? "two" : "other"))`, columnType: "string",
		want:   []string{`if obj.Spec.Owner == "a" {`},
		absent: []string{"switch"},
	},
	{
		// A new variable holds its zero value: an else that assigns it
		// again is not written.
		expr: `(size(self.spec.tags) > 2 ? self.spec.tags[2] : "").lowerAscii()`, columnType: "string",
		want:   []string{"var t string", "if len(obj.Spec.Tags) > 2 {", "t = obj.Spec.Tags[2]", "}", `return selectableruntime.LowerASCII(t)`},
		absent: []string{"else", `t = ""`},
	},
	{
		// A part appended where it applies is computed only there, with
		// what its condition says (printers.go's formatHosts: list +=
		// " + 2 more..."); the value takes the column's name.
		expr: `self.spec.tags.join(",") + (size(self.spec.tags) > 2 ? " + " + string(size(self.spec.tags) - 2) + " " + self.spec.tags[2] : "")`, columnType: "string", column: "Tags",
		want: []string{`tags := strings.Join(obj.Spec.Tags, ",")`, "if len(obj.Spec.Tags) > 2 {",
			`tags += " + " + strconv.FormatInt(int64(len(obj.Spec.Tags)) - 2, 10) + " " + obj.Spec.Tags[2]`, "}", "return tags"},
		absent: []string{"var t string"},
	},
	{
		// A bind's value appended to is a copy of its own: the bind's
		// result reads it as it was.
		expr: `cel.bind(x, self.spec.owner + (has(self.spec.phase) ? self.spec.phase : "-"), x + (self.spec.replicas > 1 ? "!" : "") + x)`, columnType: "string",
		absent: []string{"x += \"!\""},
	},
	{
		// An else-if chain's last conditional that is its value either
		// way is the else's value.
		expr: `"by " + (size(self.spec.tags) > 2 ? self.spec.tags[2] : (has(self.spec.owner) ? self.spec.owner : ""))`, columnType: "string",
		want:   []string{"if len(obj.Spec.Tags) > 2 {", "t = obj.Spec.Tags[2]", "} else {", "t = obj.Spec.Owner", "}", `return "by " + t`},
		absent: []string{"else if", `t = ""`},
	},
	{
		// string() of a double, a timestamp and a duration, as cel-go
		// writes them (the corpus compares them on random objects).
		expr: `string(2.5) + " " + string(timestamp("2026-01-02T03:04:05Z")) + " " + string(duration("90s"))`, columnType: "string",
		want: []string{"runtime.FormatFloat(float64(2.5))", "time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC).Format(time.RFC3339Nano)",
			`strconv.FormatFloat((90 * time.Second).Seconds(), 'f', -1, 64) + "s"`},
		absent: []string{"CELDuration"}, // a constant duration is Go's
	},
	{
		// l[?0] tests the list's length as l[0] does, and no more where
		// a guard before says it is long enough; a selection the guards
		// say is there is read without an if, and an optional there on
		// every path has a value: hasValue is true, no flag.
		expr: `self.spec.items[?0].?code.orValue(0) + self.spec.?counts[?1].orValue(2) + (self.spec.?items[?0].hasValue() ? 1 : 0)`, columnType: "integer",
		want:   []string{"if obj.Spec == nil || len(obj.Spec.Items) == 0 {", "if obj.Spec.Items[0].Code != nil {", "if len(obj.Spec.Counts) > 1 {", "\tt2 = int64(obj.Spec.Counts[1])", "AddInt64(val, 1)"},
		absent: []string{"i := int64(", "i >= 0", "obj.Spec != nil", "found3"},
	},
	{
		// An or whose left side always has a value never computes its
		// right side; optional.of(x).or(…).hasValue() is true.
		expr: `optional.of(self.spec.owner).or(self.spec.?labels[?"a"]).orValue("-") + (optional.of("a").or(self.?spec.?owner).hasValue() ? "y" : "n")`, columnType: "string",
		want:   []string{"if obj.Spec == nil || obj.Spec.Owner == \"\" {", `return obj.Spec.Owner + "y"`},
		absent: []string{"found", "Labels"},
	},
	{
		// A map's member is its value at that key (a missing key is
		// CEL's error), has() of it the key's presence, after which the
		// value is read as it is.
		expr: `(has(self.spec.slots.b) ? self.spec.slots.b.name : "-") + self.spec.slots.a.name + (has(self.spec.labels.k) && self.spec.labels.k == "x" ? "!" : "")`, columnType: "string",
		want:   []string{"if obj.Spec == nil || len(obj.Spec.Slots) == 0 {", `if b, ok := obj.Spec.Slots["b"]; ok {`, "\tname = b.Name", `val, ok := obj.Spec.Slots["a"]`, `if obj.Spec.Labels["k"] == "x" {`},
		absent: []string{"HasKey(obj.Spec.Labels"},
	},
	{
		// has(l) ? l.map(…).join(sep) : "": the join of the loop over
		// an empty l is "" already, so the loop and the join alone
		// (emptyEitherWay); not where the other branch says otherwise.
		expr: `(has(self.spec.items) ? self.spec.items.map(i, i.name).join(",") : "") + (has(self.spec.tags) ? self.spec.tags.map(t, t + "x").join(",") : "-")`, columnType: "string",
		want:   []string{"mapped := make([]string, 0, len(obj.Spec.Items))", "mapped = append(mapped, i.Name)", `tags := "-"`, "if len(obj.Spec.Tags) != 0 {", `return strings.Join(mapped, ",") + tags`},
		absent: []string{"if len(obj.Spec.Items) != 0 {"},
	},
	{
		// has(m) ? formatLabels(m) : "<none>": formatLabels of an empty
		// map is "<none>" already (cVal.absent), as printers.go writes
		// labels.FormatLabels(m) alone.
		expr: `(has(self.spec.labels) ? formatLabels(self.spec.labels) : "<none>") + (has(self.spec.labels) ? formatLabels(self.spec.labels) : "-")`, columnType: "string",
		want:   []string{"if len(obj.Spec.Labels) != 0 {", "return selectableruntime.FormatLabels(obj.Spec.Labels) + t"},
		absent: []string{"if len(obj.Spec.Labels) == 0 {"},
	},
	{
		// So is has(l) ? l.join(sep) : "": a join of an empty (or nil)
		// list is "".
		expr: `(has(self.spec.tags) ? self.spec.tags.join(" ") : "") + (has(self.spec.hosts) ? self.spec.hosts.join(" ") : "")`, columnType: "string",
		want:   []string{`return strings.Join(obj.Spec.Tags, " ") + strings.Join(obj.Spec.Hosts, " ")`},
		absent: []string{"if len(obj.Spec.Tags)", "obj.Spec.Hosts != nil"},
	},
	{
		// A filter of a map's keys is sorted and distinct already: its
		// sort() is itself, and a map over it is one loop over the keys
		// that reads m[k] as it is (unsorted, sortedKeys).
		expr: `self.spec.labels.filter(k, k != "a").sort().join(",") + self.spec.labels.filter(k, !k.startsWith("x")).sort().map(k, k + "=" + self.spec.labels[k]).join(",")`, columnType: "string",
		want:   []string{"keys := selectableruntime.SortedKeys(obj.Spec.Labels)", "		filtered = append(filtered, k)", `if strings.HasPrefix(k, "x") {`, `mapped = append(mapped, k + "=" + obj.Spec.Labels[k])`, `return strings.Join(filtered, ",") + strings.Join(mapped, ",")`},
		absent: []string{"Sorted(", ", ok := obj.Spec.Labels["},
	},
	{
		// A substring after a prefix the facts know (the filter's
		// startsWith, a branch's) is the rest: strings.TrimPrefix for
		// the prefix's length, s[n:] within it, the checked Substring
		// beyond it (knownPrefix). The filter's list, the map's sorted
		// keys, comes before the declaration of what the loop fills.
		expr: `self.spec.labels.filter(k, k.startsWith("node-role.kubernetes.io/") && size(k) > 24).map(k, k.substring(24)).join(",") + (self.spec.owner.startsWith("abc") ? self.spec.owner.substring(2) : "-") + (self.spec.owner.startsWith("ab") ? self.spec.owner.substring(3) : "-")`, columnType: "string",
		want: []string{"keys := selectableruntime.SortedKeys(obj.Spec.Labels)", "var mapped []string", `mapped = append(mapped, strings.TrimPrefix(k, "node-role.kubernetes.io/"))`,
			"owner = obj.Spec.Owner[2:]", "selectableruntime.Substring(obj.Spec.Owner, 3,"},
		absent: []string{"Substring(k,", "Substring(obj.Spec.Owner, 2,"},
	},
	{
		// duration(string(n) + "s") is n seconds: multiplied by
		// time.Second where n's Go type cannot reach a time.Duration's
		// bound (an int32), checked where it can (CELSeconds); no text
		// is made and parsed.
		expr: `humanDuration(duration(string(self.spec.replicas) + "s")) + string(duration(string(self.spec.weight) + "s"))`, columnType: "string",
		want:   []string{"duration, ok := selectableruntime.CELSeconds(obj.Spec.Weight)", "selectableruntime.HumanDuration(time.Duration(obj.Spec.Replicas) * time.Second)"},
		absent: []string{"CELDuration", "FormatInt"},
	},
	{
		// The same guarded filter twice, held as its first match: the
		// second is the first's value (emptyEitherWay, recalled), never
		// a []*Item assigned the pointer (the random type-checks found
		// it, variables seed 5, once a string was drawn twice).
		expr: `cel.bind(m, has(self.spec.items) ? self.spec.items.filter(x, has(x.code)) : [], size(m) > 0 ? m[0].name : "-") + cel.bind(m, has(self.spec.items) ? self.spec.items.filter(x, has(x.code)) : [], size(m) > 0 ? m[0].name : "-")`, columnType: "string",
		want:   []string{"var m *Item", "		m = x", `name2 := "-"`, "if m != nil {", "	name2 = m.Name"},
		absent: []string{"[]*Item", "m2"},
	},
	{
		// max() and min() of a list the facts know is not empty are
		// Go's own (slices.Max, slices.MaxFunc of times), which cannot
		// fail there; elsewhere the checked helper.
		expr: `(size(self.spec.tags) > 0 ? self.spec.tags.min() : "-") + string(self.spec.counts.max())`, columnType: "string",
		want:   []string{"val, ok := selectableruntime.MaxOf(list)", "return slices.Min(obj.Spec.Tags) + strconv.FormatInt(val, 10)"},
		absent: []string{"MinOf"},
	},
	{
		// A key's test alone is Go's lookup, its value named after the
		// key (openIf)...
		expr: `"volume.beta.kubernetes.io/storage-class" in self.spec.labels ? self.spec.labels["volume.beta.kubernetes.io/storage-class"] : "0"`, columnType: "string",
		want:   []string{`if storageClass, ok := obj.Spec.Labels["volume.beta.kubernetes.io/storage-class"]; ok {`, "\treturn storageClass", `return "0"`},
		absent: []string{"HasKey"},
	},
	{
		// ...or one of the map's, where the key is not constant; and
		// `_` where the block does not read it.
		expr: `self.spec.labels.map(k, k in self.spec.slots ? self.spec.slots[k].name : "none").join(",") + (has(self.spec.slots.x) ? "x" : "")`, columnType: "string",
		want:   []string{"if slot, ok := obj.Spec.Slots[k]; ok {", "\t\tname = slot.Name", `if _, ok := obj.Spec.Slots["x"]; ok {`},
		absent: []string{"HasKey"},
	},
	{
		// exists_one counts every match, as cel-go reads every element
		// (an error after a second match is still the result).
		expr: `self.spec.items.exists_one(x, x.code == 1)`, columnType: "boolean",
		want:   []string{"var count int64", "for i := range obj.Spec.Items {", "\tif x.Code == nil {", "\t\treturn nil", "\t\tcount++", "return count == 1"},
		absent: []string{"break"},
	},
	{
		// timestamp() of a string is parsed at run time as cel-go parses
		// it (an error where it does not), of a constant at generation.
		expr: `string(timestamp(self.spec.owner)) + string(timestamp("2026-03-01T10:00:00+01:00"))`, columnType: "string",
		want: []string{"timestamp, ok := selectableruntime.CELTimestamp(obj.Spec.Owner)", "if !ok {", `time.Date(2026, 3, 1, 10, 0, 0, 0, time.FixedZone("", 3600))`},
	},
	{
		// (has(l) ? l : []) of a list of objects, Kubernetes' idiom for
		// a list that may be absent, ranges the field in place.
		expr: `(has(self.spec.items) ? self.spec.items : []).exists(x, x.name == "a")`, columnType: "boolean",
		want:   []string{"for i := range obj.Spec.Items {", "\tx := &obj.Spec.Items[i]"},
		absent: []string{"make(", "[]*Item"},
	},
	{
		// Where a chain stores it (else if, switch), that list is made a
		// value as the result holds it: pointers to the objects.
		expr: `(self.spec.phase == "a" ? self.spec.items.filter(x, has(x.code)) : self.spec.phase == "b" ? (has(self.spec.items) ? self.spec.items : []) : self.spec.phase == "c" ? [] : self.spec.items).map(x, x.name).join(",") + (self.spec.replicas > 2 ? self.spec.items.filter(x, has(x.code)) : (self.spec.replicas > 1 ? (has(self.spec.items) ? self.spec.items : []) : [])).map(x, x.name).join(",")`, columnType: "string",
		want:   []string{`case "b":`, "list := make([]*Item, len(obj.Spec.Items))", "} else if obj.Spec.Replicas > 1 {"},
		absent: []string{"= obj.Spec.Items\n"},
	},
	{
		// split(sep, n) is strings.SplitN.
		expr: `self.spec.owner.split("/", 2).join("|") + string(self.spec.owner.split("", self.spec.weight).size())`, columnType: "string",
		want: []string{`strings.SplitN(obj.Spec.Owner, "/", 2)`, `strings.SplitN(obj.Spec.Owner, "", int(obj.Spec.Weight))`},
	},
	{
		// optional.of(x).hasValue() reads nothing of x: a value computed
		// into a temporary is not computed where it cannot fail (Go
		// rejects an unused variable; the random type-checks found it).
		expr: `optional.of(size(variables.owners) > 1 ? variables.owners[1] : "-").hasValue() ? "y" : "n"`, columnType: "string",
		want:   []string{`return "y"`},
		absent: []string{"var t", "t ="},
	},
	{
		// Where it can fail, its error is the expression's: cel-go.
		expr: `optional.of(has(self.spec.owner) ? self.spec.owner : "-").hasValue() ? "y" : "n"`, columnType: "string",
		reason: "optional.of of a value that can fail and that is not read",
	},
	{
		// cel-go cannot order NaN (an error, where Go's < is false): a
		// double that is no constant is tested before it is compared,
		// named first where it is computed (the value differential found
		// it: 0.0 / 0.0).
		expr: `self.spec.ratio / self.spec.ratio < 2.5`, columnType: "boolean",
		want:   []string{"val := *obj.Spec.Ratio / *obj.Spec.Ratio", "if math.IsNaN(val) {", "return nil", "return val < 2.5"},
		absent: []string{"IsNaN(2.5"},
	},
	{
		// A timestamp written with an offset keeps it, as cel-go's does:
		// string() writes +01:00, not Z (the value differential found it).
		expr: `string(timestamp("2026-03-01T10:00:00.5+01:00"))`, columnType: "string",
		want: []string{`time.Date(2026, 3, 1, 10, 0, 0, 500000000, time.FixedZone("", 3600)).Format(time.RFC3339Nano)`},
	},
	{
		// A list mapped from items has items' length: an index within
		// items (lists.range(size(items))) reads it unchecked.
		expr: `cel.bind(names, self.spec.items.map(i, i.name + "!"), string(size(names)) + lists.range(size(self.spec.items)).map(k, names[k]).join(","))`, columnType: "string",
		want:   []string{"names := make([]string, 0, len(obj.Spec.Items))", "if len(obj.Spec.Items) > 10_000_000 {", "for k := range obj.Spec.Items {", "\tmapped = append(mapped, names[k])", "strings.Join("},
		absent: []string{">= int64(len(names"},
	},
	{
		// has(l) ? size(l) : 0 is size(l) where l's absence is a nil
		// list (null) or an empty one (omitempty): len is 0 either way.
		expr: `string(has(self.spec.hosts) ? size(self.spec.hosts) : 0) + "/" + string(has(self.spec.tags) ? size(self.spec.tags) : 0)`, columnType: "string",
		want:   []string{`return strconv.FormatInt(int64(len(obj.Spec.Hosts)), 10) + "/" + strconv.FormatInt(int64(len(obj.Spec.Tags)), 10)`},
		absent: []string{"var t", "!= nil"},
	},
	{
		// The same where the cell returns from each branch.
		expr: `has(self.spec.owner) ? self.spec.owner : ""`, columnType: "string",
		want:   []string{"if obj.Spec == nil {", "\treturn nil", "}", "return obj.Spec.Owner"},
		absent: []string{"if obj.Spec.Owner", `return ""`},
	},
	{
		// int() and double(): of a double with cel-go's overflow check,
		// of a string parsed as cel-go parses it, of a constant string
		// at compile time.
		expr: `string(int(double(self.spec.replicas) * 1.5)) + string(int(self.spec.owner)) + string(int("42")) + string(double("2.5"))`, columnType: "string",
		want: []string{"selectableruntime.DoubleToInt(float64(obj.Spec.Replicas) * 1.5)", "selectableruntime.StringToInt(obj.Spec.Owner)", `strconv.FormatInt(int64(42), 10)`, "FormatFloat(float64(2.5))"},

		absent: []string{`StringToInt("42")`, "StringToDouble"},
	},
	{expr: `self.spec.owner.matches("^a")`, columnType: "boolean", reason: "matches"},
	{
		// replicas is always present once spec is: has() is the constant
		// true, and true && true folds (go vet rejects it). Found by the
		// random-package property test.
		expr: `has(self.spec.replicas) && has(self.spec.replicas)`, columnType: "boolean",
		want: []string{"if obj.Spec == nil {", "return true"},
	},
	{
		// Both operands read items[1] of spec: the nil and bounds checks
		// are the result's errors whatever the operands are (CEL: error
		// && error is an error), written once before them (in one if, as
		// consecutive checks with one exit are); the operands then
		// cannot fail and need no closures.
		expr: `has(self.spec.items[1].code) && self.spec.items[1].code == 0`, columnType: "boolean",
		want:   []string{"if obj.Spec == nil || len(obj.Spec.Items) <= 1 {", "\treturn nil", "}", "return obj.Spec.Items[1].Code != nil && *obj.Spec.Items[1].Code == 0"},
		absent: []string{"func()"},
	},
	{
		// Only the left operand can fail once spec's nil check is made:
		// the right one is computed first, and the left only when it is
		// needed (true || error is true).
		expr: `self.spec.items[1].name == "a" || self.spec.replicas == 2`, columnType: "boolean",
		// Returned from a cell, it returns early where the right one
		// decides (returnChain).
		want:   []string{"if obj.Spec == nil {", `if obj.Spec.Replicas == 2 {`, "\treturn true", "if len(obj.Spec.Items) <= 1 {", `return obj.Spec.Items[1].Name == "a"`},
		absent: []string{"func()", "r :="},
	},
	{
		// size(x) > 1 tells the branch that x[1] is there: no bounds
		// check of its own (the absent list is the condition's error).
		expr: `size(self.spec.items) > 1 ? self.spec.items[1].name : "none"`, columnType: "string",
		want:   []string{"if obj.Spec == nil || len(obj.Spec.Items) == 0 {", "if len(obj.Spec.Items) > 1 {", "\treturn obj.Spec.Items[1].Name", "return \"none\""},
		absent: []string{"len(obj.Spec.Items) <= 1"},
	},
	{
		// A cel.bind's result returns its cell as any cell does: from
		// each branch of its conditional, with the name bound.
		expr: `cel.bind(o, self.spec.owner, o == "" ? "nobody" : o)`, columnType: "string",
		want:   []string{"o := obj.Spec.Owner", `if o == "" {`, "\treturn \"nobody\"", "return o"},
		absent: []string{"var t"},
	},
	{
		// A counting loop names the element it indexes once; every read
		// goes through it (one bounds check, one name).
		expr: `lists.range(3).filter(i, self.spec.items[i].name == "a" || has(self.spec.items[i].code)).size()`, columnType: "integer",
		want:   []string{"for i := range 3 {", "i >= len(obj.Spec.Items)", "e := &obj.Spec.Items[i]", `if e.Name == "a" || e.Code != nil {`},
		absent: []string{"e2 :=", "func()"},
	},
	{
		// has(x) && size(x) > 0 is one test: both compare len(x) with 0,
		// which for a length are one test (has()'s, first, stays).
		expr: `has(self.spec.items) && size(self.spec.items) > 0`, columnType: "boolean",
		want:   []string{"if obj.Spec == nil {", "return len(obj.Spec.Items) != 0"},
		absent: []string{"> 0"},
	},
	{
		expr: `has(self.spec.items) && size(self.spec.items) > 1`, columnType: "boolean",
		want:   []string{"return len(obj.Spec.Items) > 1"},
		absent: []string{"!= 0"},
	},
	{
		// A comparison with a string other than "" implies has()'s
		// x != "": the presence test goes, as a person leaves it out.
		expr: `has(self.spec.owner) && self.spec.owner == "a"`, columnType: "boolean",
		want:   []string{`return obj.Spec.Owner == "a"`},
		absent: []string{`!= ""`},
	},
	{
		// The branch taken when !has(x) is false reads x without a
		// presence check of its own, as the right operand of || does.
		expr: `!has(self.spec.owner) ? "nobody" : self.spec.owner`, columnType: "string",
		want:   []string{`if obj.Spec.Owner == "" {`, `return "nobody"`, "return obj.Spec.Owner"},
		absent: []string{"return nil\n}\nreturn obj"},
	},
	{
		// A concatenation is one chain, without parentheses where it
		// stands alone.
		expr: `"r" + string(self.spec.replicas) + ("/" + string(self.spec.replicas))`, columnType: "string",
		want: []string{`return "r" + strconv.FormatInt(int64(obj.Spec.Replicas), 10) + "/" + strconv.FormatInt(int64(obj.Spec.Replicas), 10)`},
	},
	{
		// has() of a field always there is true: only the branch taken
		// is written, in a cell and in a value alike.
		expr: `has(self.spec.replicas) ? string(self.spec.replicas) : "-"`, columnType: "string",
		want:   []string{"if obj.Spec == nil {", "return strconv.FormatInt(int64(obj.Spec.Replicas), 10)"},
		absent: []string{"if true", `"-"`},
	},
	{
		expr: `(has(self.spec.weight) ? self.spec.weight : 0) + 1`, columnType: "integer",
		want:   []string{"AddInt64(obj.Spec.Weight, 1)"},
		absent: []string{"if true", "var t"},
	},
	{
		// Once a cell's if returned, its condition is false: the bounds
		// check it answers is not written again.
		expr: `size(variables.names) == 0 ? "none" : variables.names[0]`, columnType: "string",
		want:   []string{"names, ok := vars.names()", "if len(names) == 0 {", `return "none"`, "return names[0]"},
		absent: []string{"return nil\n}\nreturn names[0]"},
	},
	{
		// The returned if's condition is a fact, not only its text:
		// len(val1) < 1 being false answers the bounds check len(val1) == 0.
		expr: `size(variables.names) < 1 ? "none" : variables.names[0]`, columnType: "string",
		want:   []string{"if len(names) < 1 {", `return "none"`, "return names[0]"},
		absent: []string{"len(names) == 0"},
	},
	{
		// What a branch assumes (has() found the field there) folds the
		// conditions compiled in it, not only its reads: owner != "" is
		// known inside has(owner)'s branch.
		expr: `has(self.spec.owner) ? (self.spec.owner != "" ? self.spec.owner : "empty") : "none"`, columnType: "string",
		want:   []string{"if obj.Spec.Owner != \"\" {", "\treturn obj.Spec.Owner", `return "none"`},
		absent: []string{`"empty"`},
	},
	{
		// Constants next to each other are one, and "" goes.
		expr: `self.spec.owner + ("" + "a" + "b")`, columnType: "string",
		want:   []string{`return obj.Spec.Owner + "ab"`},
		absent: []string{`+ ""`, `"a" + "b"`},
	},
	{
		// A dyn ternary whose condition is known writes its branch.
		expr: `has(self.spec.replicas) ? dyn(self.spec.replicas) : dyn("none")`, columnType: "any",
		want:   []string{"return int64(obj.Spec.Replicas)"},
		absent: []string{"if true", `"none"`},
	},
	{
		// Branches of dyn type return their values, each as it is
		// (returnConditional), and dyn(x) returns x's (PriorityLevel-
		// Configuration's shares): no `var t any` each branch assigns.
		expr: `has(self.spec.items) ? dyn(has(self.spec.items[0].code) ? self.spec.items[0].code : 0) : "<none>"`, columnType: "any",
		want:   []string{"if len(obj.Spec.Items) != 0 {", "\tif obj.Spec.Items[0].Code != nil {", "\t\treturn int64(*obj.Spec.Items[0].Code)", "\treturn int64(0)", `return "<none>"`},
		absent: []string{" any", "var t"},
	},
	{
		// x[size(x) - 1] reads from the end: no overflow check (a length
		// is never negative), and its one bounds check, len(x) < 1, is
		// the presence guard's answer.
		expr: `self.spec.items[size(self.spec.items) - 1].name`, columnType: "string",
		want:   []string{"if obj.Spec == nil || len(obj.Spec.Items) == 0 {", "return obj.Spec.Items[len(obj.Spec.Items)-1].Name"},
		absent: []string{"SubtractInt64", ">= int64(len"},
	},
	{
		// A slice with constant bounds checks only its end, which the
		// branch's condition answers.
		expr: `size(variables.names) > 3 ? variables.names.slice(0, 3).join(",") : "few"`, columnType: "string",
		want:   []string{"if len(names) > 3 {", `return strings.Join(names[:3], ",")`},
		absent: []string{"from", "len(names) < 3"},
	},
	{
		// A filter's skip is a fact: the map reads the field its has()
		// found, with no presence check of its own.
		expr: `has(self.spec.items) ? self.spec.items.filter(i, has(i.code)).map(i, i.code).sum() : 0`, columnType: "integer",
		want:   []string{"if i.Code == nil {", "\tcontinue", "AddInt64(sum, int64(*i.Code))"},
		absent: []string{"i.Code == nil {\n\t\t\treturn nil"},
	},
	{
		// Where k in m holds, m[k] is there: the read is the map's, with
		// no second lookup, no check and no closure; and m[k] == "x"
		// (not the zero value) implies k in m, which then goes; and
		// either test implies the map is not empty, so has(m) goes too.
		expr: `has(self.spec.labels) && (("a" in self.spec.labels && self.spec.labels["a"] == "x") || ("b" in self.spec.labels && self.spec.labels["b"] == "y"))`, columnType: "boolean",
		want:   []string{`return obj.Spec.Labels["a"] == "x" || obj.Spec.Labels["b"] == "y"`},
		absent: []string{"func()", "HasKey", "ok", "len(obj.Spec.Labels)"},
	},
	{
		// A test the zero value passes (m[k] != "x") does not imply it.
		expr: `has(self.spec.labels) && "a" in self.spec.labels && self.spec.labels["a"] != "x"`, columnType: "boolean",
		want: []string{`return selectableruntime.HasKey(obj.Spec.Labels, "a") && obj.Spec.Labels["a"] != "x"`},
	},
	{
		// A loop over a map's keys reads each key's value as it is.
		expr: `has(self.spec.labels) ? self.spec.labels.filter(k, self.spec.labels[k] == "x").size() : 0`, columnType: "integer",
		want:   []string{"SortedKeys(obj.Spec.Labels)", "for _, k := range keys {", `if obj.Spec.Labels[k] == "x" {`},
		absent: []string{"if !ok"},
	},
	{
		// m.map(k, k) is m's keys as every comprehension over m ranges
		// them, sorted and distinct: no copy, no sort or distinct again,
		// and the loop over them reads m[k] as it is (VAP bindings'
		// ParamRef).
		expr: `has(self.spec.labels) ? self.spec.labels.map(k, k).sort().distinct().map(k, k + "=" + self.spec.labels[k]).join(",") : ""`, columnType: "string",
		want: []string{"keys := selectableruntime.SortedKeys(obj.Spec.Labels)", "mapped := make([]string, 0, len(keys))", "for _, k := range keys {",
			`mapped = append(mapped, k + "=" + obj.Spec.Labels[k])`},
		absent: []string{"Sorted(", "Distinct(", "if !ok", "mapped2"},
	},
	{
		// The keys alone: the keys list joined.
		expr: `self.spec.labels.map(k, k).join(",")`, columnType: "string",
		want:   []string{"keys := selectableruntime.SortedKeys(obj.Spec.Labels)", `return strings.Join(keys, ",")`},
		absent: []string{"for "},
	},
	{
		// A list's identity map stays a copy: the field's array is the
		// object's.
		expr: `self.spec.tags.map(t, t).sort().join(",")`, columnType: "string",
		want: []string{"for _, t := range obj.Spec.Tags {", "selectableruntime.Sorted(mapped)"},
	},
	{
		// A non-empty separator splits into one part or more: [0] needs
		// no bounds check.
		expr: `has(self.spec.owner) ? self.spec.owner.split("/")[0] : ""`, columnType: "string",
		want:   []string{`return strings.Split(obj.Spec.Owner, "/")[0]`},
		absent: []string{"len("},
	},
	{
		// Conditionals nested in else branches are one else-if chain
		// writing one variable.
		expr: `(self.spec.replicas == 0 ? "none" : self.spec.replicas == 1 ? "one" : "many") + "!"`, columnType: "string",
		want:   []string{"var t string", "if obj.Spec.Replicas == 0 {", `t = "none"`, "} else if obj.Spec.Replicas == 1 {", `t = "one"`, "} else {", `t = "many"`, `return t + "!"`},
		absent: []string{"var t2"},
	},
	{
		// A bind read in a loop over a range the branch knows is not
		// empty is read on the first element: computed where it is bound,
		// no memoizing closure (StorageClass's effective default).
		expr: `cel.bind(l, self.spec.items.map(i, i.name), size(l) == 0 ? 0 : cel.bind(m, l.max(), lists.range(size(l)).filter(i, l[i] == m).size()))`, columnType: "integer",
		want:   []string{"if len(l", "> 10_000_000 {"},
		absent: []string{"func()", "< 0 ||"},
	},
	{
		// A bind whose init is a map writes the bound name itself.
		expr: `cel.bind(names, self.spec.items.map(i, i.name), size(names) > 1 ? names[0] + names[1] : "")`, columnType: "string",
		want:   []string{"names := make([]string, 0, len(obj.Spec.Items))", "names = append(names, i.Name)", "return names[0] + names[1]"},
		absent: []string{"mapped", "<= 1"},
	},
	{
		// A filter's list is no longer than its source: its size says
		// as much of the source, whose [1] then needs no check.
		expr: `cel.bind(h, self.spec.items.filter(i, i.name != "a"), size(h) == 2 || size(h) > 3 ? self.spec.items[1].name : "-")`, columnType: "string",
		want:   []string{"if len(h) == 2 || len(h) > 3 {", "return obj.Spec.Items[1].Name"},
		absent: []string{"<= 1"},
	},
	{
		// A map has its list's length: what a guard checked of that list
		// (not empty) holds of the map's, whose [0] needs no check.
		expr: `cel.bind(n, self.spec.items.map(i, i.name), n[0])`, columnType: "string",
		want:   []string{"if obj.Spec == nil || len(obj.Spec.Items) == 0 {", "n := make([]string, 0, len(obj.Spec.Items))", "return n[0]"},
		absent: []string{"len(n) == 0"},
	},
	{
		// lists.range(size(x))'s index is within x: no bounds check.
		expr: `lists.range(size(self.spec.items)).filter(i, self.spec.items[i].name == "a").size()`, columnType: "integer",
		want:   []string{"len(obj.Spec.Items) > 10_000_000 {", "for i := range obj.Spec.Items {", "\te := &obj.Spec.Items[i]"},
		absent: []string{">= len(obj.Spec.Items)", "n :="},
	},
	{
		// An order known either way round: where size(x) > i holds,
		// x[i] needs no bounds check (HPA's metrics by index).
		expr: `lists.range(3).map(i, size(self.spec.items) > i ? self.spec.items[i].name : "-").join(",")`, columnType: "string",
		want:   []string{"if len(obj.Spec.Items) > i"},
		absent: []string{">= len(obj.Spec.Items)"},
	},
	{
		// ... and not where it does not (i < 5 says nothing of x).
		expr: `lists.range(3).map(i, i < 5 ? self.spec.items[i].name : "-").join(",")`, columnType: "string",
		want: []string{">= len(obj.Spec.Items)"},
	},
	{
		// A test of m[k] that the zero value passes keeps k in m, which
		// implies has(m).
		expr: `has(self.spec.labels) && "a" in self.spec.labels && self.spec.labels["a"] != "x"`, columnType: "boolean",
		want: []string{`return selectableruntime.HasKey(obj.Spec.Labels, "a") && obj.Spec.Labels["a"] != "x"`},
	},
	{
		// A []string field is the list as it is: no copy.
		expr: `has(self.spec.tags) ? self.spec.tags.join(",") : ""`, columnType: "string",
		want:   []string{`return strings.Join(obj.Spec.Tags, ",")`},
		absent: []string{"make("},
	},
	{
		// x != "a" does not imply x != "": both stay.
		expr: `has(self.spec.owner) && self.spec.owner != "a"`, columnType: "boolean",
		want: []string{`return obj.Spec.Owner != "" && obj.Spec.Owner != "a"`},
	},
	{
		// Under || the operand implying the other goes: x == "" implies
		// x != "a".
		expr: `!has(self.spec.owner) || self.spec.owner != "a"`, columnType: "boolean",
		want:   []string{`return obj.Spec.Owner != "a"`},
		absent: []string{`== ""`},
	},
	{
		// A constant the field's Go type cannot hold keeps CEL's int64.
		expr: `self.spec.replicas > 5000000000 || self.spec.replicas == -3`, columnType: "boolean",
		want: []string{`return int64(obj.Spec.Replicas) > 5000000000 || obj.Spec.Replicas == -3`},
	},
	{
		// A variable read twice in one block is called and checked once:
		// the second read is the first's value, and the size the branch's
		// condition tells holds for it (no second bounds check).
		expr: `size(variables.names) > 0 ? variables.names[0] : "none"`, columnType: "string",
		want:   []string{"names, ok := vars.names()", "if !ok {", "if len(names) > 0 {", "\treturn names[0]", "return \"none\""},
		absent: []string{"names2, ok", "len(names) == 0"},
	},
	{
		// A chain of && is one junction: the operands that cannot fail
		// go first (has(), then what its test makes safe), one if for
		// those without statements, and the variable that can fail
		// last, inside: no closure.
		expr: `has(self.spec) && size(variables.names) > 1 && has(self.spec.owner) && self.spec.owner.startsWith("a") && has(self.spec.items) && self.spec.items.exists(i, i.name == "b")`, columnType: "boolean",
		// Returned from a cell: each decided part returns early.
		want:   []string{`if obj.Spec == nil || obj.Spec.Owner == "" || !strings.HasPrefix(obj.Spec.Owner, "a") || len(obj.Spec.Items) == 0 {`, "\treturn false", "for ", "if !found {", "\treturn false", "vars.names()", "return len(names) > 1"},
		absent: []string{"func()", "r :="},
	},
	{
		// A variable every evaluation reads is read and checked first: its
		// error is the cell's whichever way the cell goes, and the
		// operand reading it then cannot fail (no closure).
		expr: `size(variables.names) > 1 && self.spec.owner == "a" ? variables.names[0] : string(size(variables.names))`, columnType: "string",
		want:   []string{"names, ok := vars.names()", "if !ok {", "if len(names) > 1 {", "\tif obj.Spec == nil || obj.Spec.Owner == \"\" {", "\tif obj.Spec.Owner == \"a\" {", "\t\treturn names[0]", "return strconv.FormatInt(int64(len(names)), 10)"},
		absent: []string{"func()", "names2, ok", "r :="},
	},
	{
		// A cel.bind that can fail, read at one place: computed there,
		// as cel-go computes it at its first read (no closure), with the
		// names the bind saw (k is "x" there, "y" where it is read).
		expr: `cel.bind(k, "x", cel.bind(a, self.spec.items.filter(i, i.name != k).map(i, i.name), cel.bind(k, "y", has(self.spec.owner) ? k : a[0])))`, columnType: "string",
		want:   []string{`k := "x"`, `k2 := "y"`, `if obj.Spec.Owner != "" {`, "return k2", "if i.Name == k {", "return mapped[0]"},
		absent: []string{"func()"},
	},
	{
		// A map literal stays on cel-go, and says so.
		expr: `self.spec.labels == {"a": "b"}`, columnType: "boolean",
		reason: "a map literal",
	},
	{
		// A status built of parts appends each where it applies, as
		// printers.go builds a CertificateSigningRequest's: no variable
		// per part.
		expr: `(has(self.spec.owner) ? "Owned" : "Free") + (self.spec.replicas > 1 ? ",Many" : "") + ("a" in self.spec.tags ? "" : ",Untagged")`, columnType: "string",
		want:   []string{`t := "Free"`, `t = "Owned"`, "if obj.Spec.Replicas > 1 {", `t += ",Many"`, `t += ",Untagged"`, "return t"},
		absent: []string{"t2", "t3"},
	},
	{
		// Its variable takes the column's name, as a person names it.
		expr: `(has(self.spec.owner) ? "Owned" : "Free") + (self.spec.replicas > 1 ? ",Many" : "")`, columnType: "string", column: "Owner Status",
		want:   []string{`ownerStatus := "Free"`, `ownerStatus = "Owned"`, `ownerStatus += ",Many"`, "return ownerStatus"},
		absent: []string{"var t "},
	},
	{
		// So does a checked value returned, in each branch it is
		// returned from (renumbered: each in a scope of its own).
		expr: `has(self.spec.owner) ? self.spec.weight * 2 : self.spec.weight * 3`, columnType: "integer", column: "CPUs",
		want: []string{"cpus, ok := selectableruntime.MultiplyInt64(obj.Spec.Weight, 2)", "return cpus",
			"cpus, ok := selectableruntime.MultiplyInt64(obj.Spec.Weight, 3)", "return cpus"},
	},
	{
		// A name that makes no Go identifier leaves the construct's own.
		expr: `(has(self.spec.owner) ? "Owned" : "Free") + (self.spec.replicas > 1 ? ",Many" : "")`, columnType: "string", column: "%",
		want: []string{`t := "Free"`, "return t"},
	},
	{
		// A constant beside a typed operand is bare, but not a zero
		// divisor, which Go rejects (CEL's double division by zero is an
		// infinity; the value differential found it).
		expr: `string(self.spec.replicas * 2) + string(double(self.spec.replicas) / 0.0) + string(double(self.spec.replicas) / 2.0)`, columnType: "string",
		want: []string{"float64(obj.Spec.Replicas) / float64(0)", "float64(obj.Spec.Replicas) / 2"},
	},
	{
		// A difference of times and a duration parsed are durations.
		expr: `string(self.spec.ended - self.spec.started) + string(duration(self.spec.owner))`, columnType: "string",
		want: []string{"duration, ok := selectableruntime.SubtractTimes(", "duration2, ok := selectableruntime.CELDuration(obj.Spec.Owner)"},
	},
	{
		// A list literal's constants are bare, as Go converts them.
		expr: `double(self.spec.replicas) in [0.5, 2.0, double(size(self.spec.tags))]`, columnType: "boolean",
		want:   []string{"[]float64{0.5, 2, float64(len(obj.Spec.Tags))}"},
		absent: []string{"float64(0.5)"},
	},
	{
		// Doubles of constants are computed as CEL computes them, in
		// float64 (Go would compute 0.1 + 0.2 + 0.3 exactly, and reject
		// 2.5 / 0.0): an infinity is math.Inf.
		expr: `string(2.5 / (2.5 - 2.5)) + string(0.1 + 0.2)`, columnType: "string",
		want: []string{"math.Inf(1)", "float64(0.30000000000000004)"},
	},
}
