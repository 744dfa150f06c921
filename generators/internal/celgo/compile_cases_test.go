package celgo

// compileCases are TestCompile's expressions and what their bodies must
// and must not say.
var compileCases = []struct {
	expr, columnType string
	want             []string // lines of the body, in order
	absent           []string // text the body must not have
	reason           string   // non-empty: stays on cel-go
}{
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
		// Another constant is another value: the branch stays.
		expr: `"by " + (has(self.spec.owner) ? self.spec.owner : "-")`, columnType: "string",
		want: []string{"var owner string", `if obj.Spec.Owner != "" {`, "owner = obj.Spec.Owner", "} else {", `owner = "-"`, `return "by " + owner`},
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
		// there where size(ts) == 0 is false.
		expr: `cel.bind(ts, has(self.spec.tags) ? self.spec.tags : [], size(ts) == 0 || ts[0] == "a")`, columnType: "boolean",
		want:   []string{"ts := obj.Spec.Tags", "return len(ts) == 0 || ts[0] == \"a\""},
		absent: []string{"func()", "len(obj.Spec.Tags) != 0"},
	},
	{
		// x in a few constants is x == a || x == b.
		expr: `self.spec.owner in ["a", "b"] || self.spec.replicas in [1, 2, 3]`, columnType: "boolean",
		want:   []string{"if obj.Spec.Replicas == 1 || obj.Spec.Replicas == 2 || obj.Spec.Replicas == 3 {", `return obj.Spec.Owner == "a" || obj.Spec.Owner == "b"`},
		absent: []string{"slices.Contains"},
	},
	{
		// l.map(x, f).flatten() is one loop appending each f.
		expr: `self.spec.items.map(i, has(i.code) ? [i.name, i.name] : [i.name]).flatten().join(",")`, columnType: "string",
		want:   []string{"var flat []string", "for j := range obj.Spec.Items {", "flat = append(flat, t...)", `return strings.Join(flat, ",")`},
		absent: []string{"[][]string"},
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
		want: []string{"switch obj.Spec.Owner {", `case "c":`, "}", "if int64(utf8.RuneCountInString(obj.Spec.Owner)) > 3 {", `return "long"`, `return "short"`},
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
		want: []string{"switch obj.Spec.Owner {", "default:", "\tif int64(utf8.RuneCountInString(obj.Spec.Owner)) > 3 {", "\t\tt = \"long\"", "\t} else {", "\t\tt = \"short\""},
	},
	{
		// The default's own conditional into the switch's new variable:
		// its else would assign the zero value the variable still holds.
		expr: `"by " + (self.spec.owner == "a" ? "A" : (self.spec.owner == "b" ? "B" : (self.spec.owner == "c" ? "C" : (size(self.spec.owner) > 3 ? "long" : ""))))`, columnType: "string",
		want:   []string{"var t string", "switch obj.Spec.Owner {", "default:", "\tif int64(utf8.RuneCountInString(obj.Spec.Owner)) > 3 {", "\t\tt = \"long\"", "\t}", "}", `return "by " + t`},
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
		expr: `"by " + (size(self.spec.tags) > 2 ? self.spec.tags[2] : "")`, columnType: "string",
		want:   []string{"var t string", "if len(obj.Spec.Tags) > 2 {", "t = obj.Spec.Tags[2]", "}", `return "by " + t`},
		absent: []string{"else", `t = ""`},
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
		expr: `(has(self.spec.replicas) ? self.spec.replicas : 0) + 1`, columnType: "integer",
		want:   []string{"AddInt64(int64(obj.Spec.Replicas), 1)"},
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
		// Operands that can fail apart run in closures that report it.
		expr: `self.spec.items[1].name == "a" || self.spec.items[2].name == "b"`, columnType: "boolean",
		want: []string{"if obj.Spec == nil {", "b, bOK := func() (bool, bool) {", "if len(obj.Spec.Items) <= 1 {", "b2, b2OK := func() (bool, bool) {", "if len(obj.Spec.Items) <= 2 {", "if !bOK || !b2OK {"},
	},
	{
		// A conditional whose condition's second operand needs statements
		// (an index's check) returns from nested ifs, as a person writes
		// it: no result variable, and the branch reads what the checks
		// settled (the index, the has() test) without checking again.
		expr: `has(self.spec.owner) && has(self.spec.items[0].code) ? string(self.spec.items[0].code) : "-"`, columnType: "string",
		want:   []string{`if obj.Spec.Owner != "" {`, "\tif len(obj.Spec.Items) == 0 {", "\t\treturn nil", "\tif obj.Spec.Items[0].Code != nil {", "\t\treturn strconv.FormatInt(int64(*obj.Spec.Items[0].Code), 10)", "\t}", "}", `return "-"`},
		absent: []string{"r :=", "Code == nil"},
	},
	{
		// The others nest again where they are a chain of that shape:
		// each check sits in the block of the test before it.
		expr: `has(self.spec) && has(self.spec.items) && self.spec.items.exists(i, i.name == "x") && self.spec.items[1].name == "a" ? "yes" : "no"`, columnType: "string",
		want:   []string{"if obj.Spec != nil && len(obj.Spec.Items) != 0 {", "\tfor j := range obj.Spec.Items {", "\tif found {", "\t\tif len(obj.Spec.Items) <= 1 {", "\t\tif obj.Spec.Items[1].Name == \"a\" {", "\t\t\treturn \"yes\"", `return "no"`},
		absent: []string{"r :="},
	},
	{
		// The same as a value: the other branch, a constant, is the
		// result's start value.
		expr: `"by " + (has(self.spec.owner) && self.spec.items[0].name == "a" ? "yes" : "no")`, columnType: "string",
		want:   []string{"if obj.Spec == nil {", `t := "no"`, `if obj.Spec.Owner != "" {`, "\tif len(obj.Spec.Items) == 0 {", "\t\treturn nil", "\tif obj.Spec.Items[0].Name == \"a\" {", "\t\tt = \"yes\"", "\t}", "}", `return "by " + t`},
		absent: []string{"r :=", "else"},
	},
	{
		// A branch that is a conditional writes the result itself.
		expr: `"by " + (has(self.spec.owner) && has(self.spec.items[0].code) ? (self.spec.items[0].code > 1 ? "big" : "small") : "-")`, columnType: "string",
		want:   []string{`t := "-"`, "if *obj.Spec.Items[0].Code > 1 {", `t = "big"`, "} else {", `t = "small"`, `return "by " + t`},
		absent: []string{"t2 :=", "r :="},
	},
	{
		// An int result starts as the literal of its Go type.
		expr: `(has(self.spec.owner) && self.spec.items[0].name == "a" ? 2 : 0) + 1`, columnType: "integer",
		want:   []string{"t := int64(0)", "\t\tt = 2"},
		absent: []string{"int64(int64"},
	},
	{
		// The other branch [] is the nil list a new variable holds.
		expr: `(has(self.spec.owner) && self.spec.items[0].name == "a" ? self.spec.items.map(i, i.name) : []).join(",")`, columnType: "string",
		want:   []string{"var items []string", `if obj.Spec.Owner != "" {`, "\tif len(obj.Spec.Items) == 0 {", "\tif obj.Spec.Items[0].Name == \"a\" {", "\t\titems = mapped", `return strings.Join(items, ",")`},
		absent: []string{"r :=", "else", "[]string{}"},
	},
	{
		// A bool chain returned from a cell or a variable returns early
		// where an operand that cannot fail decides it, as a person
		// writes it: no result variable.
		expr: `has(self.spec.owner) || self.spec.items[0].name == "a"`, columnType: "boolean",
		want:   []string{`if obj.Spec.Owner != "" {`, "\treturn true", "if len(obj.Spec.Items) == 0 {", `return obj.Spec.Items[0].Name == "a"`},
		absent: []string{"r :="},
	},
	{
		// The same for &&, its operands nested again.
		expr: `has(self.spec.owner) && has(self.spec.items) && self.spec.items[2].name == "a"`, columnType: "boolean",
		want:   []string{`if obj.Spec.Owner == "" || len(obj.Spec.Items) == 0 {`, "\treturn false", "if len(obj.Spec.Items) <= 2 {", "\treturn nil", `return obj.Spec.Items[2].Name == "a"`},
		absent: []string{"r :="},
	},
	{
		// In a string column the early return is the constant's text.
		expr: `has(self.spec.owner) || self.spec.items[0].name == "a"`, columnType: "string",
		want:   []string{`if obj.Spec.Owner != "" {`, "\treturn \"true\"", `return strconv.FormatBool(obj.Spec.Items[0].Name == "a")`},
		absent: []string{"FormatBool(true)"},
	},
	{
		// A branch that is not a constant is not computed before the
		// condition: the else stays.
		expr: `"by " + (has(self.spec.owner) && self.spec.items[0].name == "a" ? "yes" : self.spec.items[1].name)`, columnType: "string",
		want: []string{"r := false", "} else {"},
	},
	{
		// has(l) ? l.map(…) : []: a map over an empty list is empty, so
		// the map alone is the value.
		expr: `(has(self.spec.tags) ? self.spec.tags.map(t, t + "!") : []).join(",")`, columnType: "string",
		want:   []string{"mapped := make([]string, 0, len(obj.Spec.Tags))", "for _, t := range obj.Spec.Tags {", `return strings.Join(mapped, ",")`},
		absent: []string{"len(obj.Spec.Tags) != 0", "[]string{}", "var t"},
	},
	{
		// The negated form, with a filter, returned from a cell.
		expr: `!has(self.spec.tags) ? [] : self.spec.tags.filter(t, t != "a")`, columnType: "string",
		want:   []string{"var filtered []string", "for _, t := range obj.Spec.Tags {", "filtered = append(filtered, t)"},
		absent: []string{"len(obj.Spec.Tags) == 0", "[]string{}"},
	},
	{
		// has(l) ? lists.range(size(l)).filter(…) : []: a count of an
		// empty l's elements is 0 and the loop makes nothing, so the
		// count, its check and the loop alone are the value.
		expr: `string(size(has(self.spec.items) ? lists.range(size(self.spec.items)).filter(k, has(self.spec.items[k].code)) : []))`, columnType: "string",
		want:   []string{"if obj.Spec == nil || len(obj.Spec.Items) > 10_000_000 {", "var filtered []int64", "for k := range obj.Spec.Items {", "\t\tfiltered = append(filtered, int64(k))", "return strconv.FormatInt(int64(len(filtered)), 10)"},
		absent: []string{"len(obj.Spec.Items) != 0", "[]int64{}"},
	},
	{
		// The map over the count, in the negated form.
		expr: `(!has(self.spec.items) ? [] : lists.range(size(self.spec.items)).map(k, self.spec.items[k].name)).join(",")`, columnType: "string",
		want:   []string{"if obj.Spec == nil || len(obj.Spec.Items) > 10_000_000 {", "mapped := make([]string, 0, len(obj.Spec.Items))", "for k := range obj.Spec.Items {", `return strings.Join(mapped, ",")`},
		absent: []string{"len(obj.Spec.Items) == 0", "[]string{}"},
	},
	{
		// has(l) && lists.range(size(l)).exists(…): the same.
		expr: `has(self.spec.items) && lists.range(size(self.spec.items)).exists(k, self.spec.items[k].name == "a")`, columnType: "boolean",
		want:   []string{"if len(obj.Spec.Items) > 10_000_000 {", "found := false", "for k := range obj.Spec.Items {", "return found"},
		absent: []string{"len(obj.Spec.Items) != 0", "r :="},
	},
	{
		// The map reads another list: the branch stays; its variable is
		// nil, an empty list, where it is not taken (no else).
		expr: `(has(self.spec.tags) ? self.spec.hosts.map(h, h + "!") : []).join(",")`, columnType: "string",
		want:   []string{"var hosts []string", "if len(obj.Spec.Tags) != 0 {", "\thosts = mapped", "return strings.Join(hosts, \",\")"},
		absent: []string{"else", "[]string{}"},
	},
	{
		// has(l) && l.exists(…): exists over an empty list is false, as
		// the && is when l is absent, so the loop alone is the value, as
		// a person writes it (no result variable, no block around it).
		expr: `has(self.spec.items) && self.spec.items.exists(i, i.name == "a")`, columnType: "boolean",
		want:   []string{"found := false", "for j := range obj.Spec.Items {", `if i.Name == "a" {`, "return found"},
		absent: []string{"r :=", "len(obj.Spec.Items) != 0"},
	},
	{
		// The same in a conditional's condition: the branch tests the
		// loop's result.
		expr: `has(self.spec.hosts) && self.spec.hosts.exists(h, h == "a") ? "yes" : "no"`, columnType: "string",
		want:   []string{"found := false", "for _, h := range obj.Spec.Hosts {", "if found {", `return "yes"`, `return "no"`},
		absent: []string{"r :=", "obj.Spec.Hosts != nil"},
	},
	{
		// !has(l) || l.all(…): all over an empty list is true, as the ||
		// is when l is absent.
		expr: `!has(self.spec.tags) || self.spec.tags.all(t, t != "x")`, columnType: "boolean",
		want:   []string{"found := true", "for _, t := range obj.Spec.Tags {", "return found"},
		absent: []string{"r :=", "len(obj.Spec.Tags)"},
	},
	{
		// all over an empty list is true, the && false: the test stays.
		expr: `has(self.spec.tags) && self.spec.tags.all(t, t != "x")`, columnType: "boolean",
		want: []string{"if len(obj.Spec.Tags) == 0 {", "\treturn false", "for _, t := range obj.Spec.Tags {", "return found"},
	},
	{
		// The loop is over another list: the test stays.
		expr: `has(self.spec.tags) && self.spec.hosts.exists(h, h == "a")`, columnType: "boolean",
		want: []string{"if len(obj.Spec.Tags) == 0 {", "\treturn false", "for _, h := range obj.Spec.Hosts {", "return found"},
	},
	{
		// Temporaries take the CEL variables' names (i, the index then
		// j), numbered where a name would hide what the body refers to:
		// a package the file imports, a type of the file's package, a
		// parameter, a predeclared identifier (unhidden).
		expr: `self.spec.tags.exists(strings, strings.contains("a"))`, columnType: "boolean",
		want:   []string{"for _, strings2 := range obj.Spec.Tags {", `if strings.Contains(strings2, "a") {`},
		absent: []string{"strings :="},
	},
	{
		expr: `cel.bind(Item, self.spec.items.filter(i, i.name != ""), cel.bind(more, self.spec.items.filter(i, i.name == ""), size(Item) > size(more) ? Item[0].name : "-"))`, columnType: "string",
		// Each loop's j and i are its own (Renumbered: sibling blocks
		// reuse names).
		want: []string{"var Item2 []*Item", "for j := range obj.Spec.Items {", "\ti := &obj.Spec.Items[j]", "Item2 = append(Item2, i)",
			"var more []*Item", "for j := range obj.Spec.Items {", "\ti := &obj.Spec.Items[j]", "more = append(more, i)", "return Item2[0].Name"},
		absent: []string{"j2", "i2"},
	},
	{
		expr: `self.spec.items.map(obj, obj.name).join(",")`, columnType: "string",
		want: []string{"\tobj2 := &obj.Spec.Items[i]", "mapped = append(mapped, obj2.Name)"},
	},
	{
		expr: `self.spec.items.map(len, len.name + string(size(self.spec.items))).join(",")`, columnType: "string",
		want: []string{"\tlen2 := &obj.Spec.Items[i]", "len2.Name + strconv.FormatInt(int64(len(obj.Spec.Items)), 10)"},
	},
	{
		expr: `cel.bind(strconv, size(self.spec.items), string(strconv) + string(strconv))`, columnType: "string",
		want: []string{"strconv2 := int64(len(obj.Spec.Items))", "return strconv.FormatInt(strconv2, 10) + strconv.FormatInt(strconv2, 10)"},
	},
	{
		// Values of one Go type that Go compares as CEL does are compared
		// as read (readAlike): lengths, int32 fields.
		expr: `size(self.spec.tags) == size(self.spec.hosts) && self.spec.items.exists(i, has(i.code) && i.code < self.spec.replicas)`, columnType: "boolean",
		want:   []string{"len(obj.Spec.Tags) == len(obj.Spec.Hosts)", "*i.Code < obj.Spec.Replicas"},
		absent: []string{"int64(len(obj.Spec.Tags))", "int64(obj.Spec.Replicas)"},
	},
	{
		// An element (or index) the body does not read is not read: Go
		// rejects an unused variable.
		expr: `self.spec.tags.all(x, self.spec.replicas > 1)`, columnType: "boolean",
		want:   []string{"for range obj.Spec.Tags {", "if obj.Spec.Replicas <= 1 {"},
		absent: []string{"\tx :=", "x := range"},
	},
	{
		expr: `size(self.spec.items.filter(t, self.spec.owner == "a")) + self.spec.items.map(x, 1).sum()`, columnType: "integer",
		want:   []string{"for range obj.Spec.Items {", "for range obj.Spec.Items {"},
		absent: []string{"\tt :=", "\tx :="},
	},
	{
		expr: `lists.range(size(self.spec.items)).exists(i, self.spec.owner == "a") && self.spec.items.exists(i, has(i.code))`, columnType: "boolean",
		want: []string{"for j := range obj.Spec.Items {", "\ti := &obj.Spec.Items[j]", "if i.Code != nil {", "for range obj.Spec.Items {"},
	},
	{
		// Every check flag is ok (checkFlag): each read's guard tests its
		// own, none is settled by the one before, and operands that each
		// read one share no guard. Each closure's value is its own val.
		expr: `self.spec.replicas * 2 > 3 || self.spec.replicas * 3 > 4`, columnType: "boolean",
		want:   []string{"val, ok := selectableruntime.MultiplyInt64(int64(obj.Spec.Replicas), 2)", "\tif !ok {", "val, ok := selectableruntime.MultiplyInt64(int64(obj.Spec.Replicas), 3)", "\tif !ok {"},
		absent: []string{"ok2", "val2"},
	},
	{
		expr: `string(self.spec.replicas * 2) + string(self.spec.replicas * 3) + self.spec.labels["a"]`, columnType: "string",
		want: []string{"val, ok := selectableruntime.MultiplyInt64(int64(obj.Spec.Replicas), 2)", "if !ok {", "val2, ok := selectableruntime.MultiplyInt64(int64(obj.Spec.Replicas), 3)",
			"if !ok || len(obj.Spec.Labels) == 0 {", `val3, ok := obj.Spec.Labels["a"]`, "if !ok {"},
	},
	{
		// A filter's predicate the facts in scope decide is no if.
		expr: `has(self.spec.owner) ? size(self.spec.tags.filter(t, has(self.spec.owner))) + size(self.spec.items.filter(i, !has(self.spec.owner))) : 0`, columnType: "integer",
		want:   []string{"if len(obj.Spec.Tags) == 0 {", "count := int64(0)", "for range obj.Spec.Tags {", "\tcount++", "if len(obj.Spec.Items) == 0 {", "count2 := int64(0)", "selectableruntime.AddInt64(count, count2)"},
		absent: []string{"if obj.Spec.Owner != \"\" {\n\t\t\tcount", "count2++", "range obj.Spec.Items"},
	},
	{
		expr: `has(self.spec.owner) && self.spec.tags.exists(t, has(self.spec.owner)) && self.spec.items.map(i, has(self.spec.owner), 1).sum() > 0`, columnType: "boolean",
		want:   []string{"for range obj.Spec.Tags {", "\tfound = true", "\tbreak", "for range obj.Spec.Items {", "\tval, ok := selectableruntime.AddInt64(sum, int64(1))"},
		absent: []string{"continue", "if true"},
	},
	{
		// So does a conditional's result, read by a comparison: t would
		// be left unread (Go rejects the body), here and in a filter's
		// predicate.
		expr: `(has(self.spec.owner) ? self.spec.owner : "-") == "a" && self.spec.replicas > 1 || self.spec.replicas > 1`, columnType: "boolean",
		want: []string{"var owner string", `return (owner == "a" && obj.Spec.Replicas > 1) || obj.Spec.Replicas > 1`},
	},
	{
		expr: `size(self.spec.items.filter(k, (has(k.code) ? k.code : 0) > self.spec.replicas && self.spec.replicas > 1 || self.spec.replicas > 1))`, columnType: "integer",
		want: []string{"	var code int64", "	if (code > int64(obj.Spec.Replicas) && obj.Spec.Replicas > 1) || obj.Spec.Replicas > 1 {"},
	},
	{
		// A fact folds a junction reading a computed variable only if it
		// reads it too: 1 > size(items) is false after the items' guard,
		// but found is read (its junction is kept; TestCompileCasesTypeCheck).
		expr: `size(self.spec.items.filter(x, self.spec.items.exists(v, has(self.spec.owner)) && 1 > size(self.spec.items)))`, columnType: "integer",
		want: []string{"\tfound := false", "\tif false && found {"},
	},
	{
		// A bind's value is dropped where nothing reads it, so an operand
		// reading it may be left out (withBinding, celCompiler.tidied).
		expr: `self.spec.items.exists(i, cel.bind(c, i.name + "x", (c == "ax" && self.spec.replicas > 1) || self.spec.replicas > 1))`, columnType: "boolean",
		want:   []string{"\tif obj.Spec.Replicas > 1 {"},
		absent: []string{"c :=", `"ax"`},
	},
	{
		// An operand whose computed variables the one covering it reads
		// too is left out: o is still read.
		expr: `cel.bind(o, has(self.spec) && has(self.spec.owner) ? self.spec.owner : "-", o == "a" || o == "a" && has(self.spec) && self.spec.replicas > 1)`, columnType: "boolean",
		want:   []string{"var o string", `return o == "a"`},
		absent: []string{"Replicas"},
	},
	{
		// An operand read from statements written (a quantifier's found)
		// stays in its junction, whatever the others and the facts say:
		// (A && B) || B would be B, and found unread.
		expr: `self.spec.labels.all(v, self.spec.replicas > 1) && "k" in self.spec.labels || "k" in self.spec.labels`, columnType: "boolean",
		want: []string{"found := true", `return (found && selectableruntime.HasKey(obj.Spec.Labels, "k")) || selectableruntime.HasKey(obj.Spec.Labels, "k")`},
	},
	{
		expr: `size(self.spec.tags.filter(t, self.spec.labels.all(v, self.spec.replicas > 1) && "k" in self.spec.labels || "k" in self.spec.labels))`, columnType: "integer",
		want: []string{"found := true", `if (found && selectableruntime.HasKey(obj.Spec.Labels, "k")) || selectableruntime.HasKey(obj.Spec.Labels, "k") {`},
	},
	{
		// The guards a chain's operands share are looked for once: this
		// one compiled for ever (the shared owner == "" guard was found
		// again after it was written).
		expr: `cel.bind(b, self.spec.owner, b + "a") == lists.range(size(self.spec.items)).map(v, self.spec.items[v].name).join("/") || has(self.spec.owner) || self.spec.owner == "a"`, columnType: "boolean",
		want: []string{"return"},
	},
	{
		// A variable that cannot fail, read twice by every evaluation, is
		// named first (readsFirst); read once, it is read in place.
		expr: `size(variables.owners) > 0 ? variables.owners[0] : "-"`, columnType: "string",
		want:   []string{"owners := vars.owners()", "if len(owners) > 0 {", "\treturn owners[0]"},
		absent: []string{"vars.owners()[0]"},
	},
	{
		expr: `has(self.spec) && size(variables.owners) > 1`, columnType: "boolean",
		want:   []string{"len(vars.owners()) > 1"},
		absent: []string{"owners :="},
	},
	{
		// A variable read in one branch of a bind's init is not the
		// value after it: the chain's operands read it again (a read
		// the branch left was moved out with an operand's inline lines,
		// and recalled where it was never read).
		expr: `cel.bind(b, self.spec.replicas > 1 ? variables.names.join(",") : (has(self.spec.labels) && "a" in self.spec.labels ? self.spec.labels["a"] : "-"), b + (size(variables.names) == 0 || variables.names[0] == "a" || variables.peers.exists(p, p != "") || self.spec.?labels[?"a"].hasValue() ? "r" : "s"))`, columnType: "string",
		want: []string{"if obj.Spec.Replicas > 1 {", "\tnames, ok := vars.names()", "} else if selectableruntime.HasKey(obj.Spec.Labels, \"a\") {", "names, ok := vars.names()"},
	},
	{
		// A loop over a list of indexes names the element it indexes,
		// once, after the bounds check (Pod's finished: e :=
		// &obj.Status.InitContainerStatuses[i]), as a counting loop does.
		expr: `cel.bind(l, self.spec.items.map(i, size(i.name)), l.filter(k, self.spec.items[k].name != "").map(k, self.spec.items[k].name).join(","))`, columnType: "string",
		want:   []string{"for _, k := range l {", "\tif k < 0 || k >= int64(len(obj.Spec.Items)) {", "\te := &obj.Spec.Items[k]", `if e.Name == "" {`, "mapped = append(mapped, e.Name)"},
		absent: []string{"obj.Spec.Items[k].Name"},
	},
	{
		// A conditional's result is named after the field its first
		// branch that is not a literal reads, through a method that
		// keeps the value (lowerAscii, join); a sum is t.
		expr: `(has(self.spec.owner) ? self.spec.owner.lowerAscii() : "") + "|" + (size(self.spec.tags) > 1 ? "-" : self.spec.tags.join(",")) + "|" + string(size(self.spec.tags) > 1 ? self.spec.items.map(i, size(i.name)).sum() : 0)`, columnType: "string",
		want:   []string{"var owner string", "owner = selectableruntime.LowerASCII(obj.Spec.Owner)", "var tags string", "tags = strings.Join(obj.Spec.Tags, \",\")", "var t int64", "\tt = sum", "return owner + \"|\" + tags + \"|\" + strconv.FormatInt(t, 10)"},
		absent: []string{"var t string"},
	},
	{
		// lists.range of a constant within its limit counts to it: no
		// n, no limit check, an int index (for i := range 3).
		expr: `size(self.spec.items) > 2 ? lists.range(3).map(i, self.spec.items[i].name).join(",") : "-"`, columnType: "string",
		want:   []string{"mapped := make([]string, 0, 3)", "for i := range 3 {", "\tif i >= len(obj.Spec.Items) {", "\te := &obj.Spec.Items[i]"},
		absent: []string{"n :=", "10_000_000"},
	},
	{
		expr: `lists.range(2).map(i, string(i)).join(",") + string(lists.range(-1).size())`, columnType: "string",
		want: []string{"for i := range 2 {", "strconv.FormatInt(int64(i), 10)", "selectableruntime.ListRange(int64(-1))"},
	},
	{
		// A count that is not a constant is checked against the limit.
		expr: `lists.range(self.spec.replicas).map(i, string(i)).join(",")`, columnType: "string",
		want: []string{"if n < 0 || n > 10_000_000 {", "for i := range n {", "strconv.FormatInt(i, 10)"},
	},
	{
		// A list a map or a filter made is read again, not made again,
		// where the block it was made in holds (Gardener's ManagedSeed
		// Status; sameList), with the checks it passed settled; the
		// exists that asks for the same match is that list's being
		// non-empty (findfirst.go): one loop in all, and the operand
		// after it, reading what it found, in the same if (splitRun).
		expr: `self.spec.replicas > 9 ? "x" : (!has(self.spec.items) || !self.spec.items.exists(i, i.name == "a") || self.spec.items.filter(i, i.name == "a")[0].name == "" ? "Unknown" : (self.spec.items.filter(i, i.name == "a")[0].name == "b" ? "B" : "other"))`, columnType: "string",
		want:   []string{"var match *Item", `if match == nil || match.Name == "" {`, "\treturn \"Unknown\"", `if match.Name == "b" {`, `return "other"`},
		absent: []string{"filtered2", "r :=", "found"},
	},
	{
		// What either operand of a || says of a list's length, the
		// weaker of the two, holds where the || does: the filtered list
		// has three elements or more, so has its source, and tags[2]
		// needs no check (Ingress's Hosts).
		expr: `has(self.spec) ? cel.bind(h, self.spec.tags.filter(i, i != ""), size(h) > 3 || size(h) == 3 ? self.spec.tags[2] : "-") : "x"`, columnType: "string",
		want:   []string{"if len(h) > 3 || len(h) == 3 {", "\treturn obj.Spec.Tags[2]"},
		absent: []string{"len(obj.Spec.Tags) <= 2"},
	},
	{
		// A field whose name CEL reserves (Kubernetes escapes it,
		// __namespace__) names a result as the word itself.
		expr: `has(self.spec) ? (has(self.spec.__namespace__) ? self.spec.__namespace__ : "*") + "/" + self.spec.owner.lowerAscii() : "-"`, columnType: "string",
		want:   []string{"var namespace string", "namespace = obj.Spec.Namespace"},
		absent: []string{"__namespace__ string"},
	},
	{
		// An exists is named after what it looks for, as a person names
		// it: the capitalized word its predicate requires of a field,
		// not a condition's status; found where that name is taken
		// (ok is the check flag's) or a second exists looks for it.
		expr: `(self.spec.items.exists(c, c.name == "Established" && c.name != "True") ? "e" : "-") + (self.spec.items.exists(c, c.name == "Denied" || has(c.code)) ? "d" : "-") + (self.spec.items.exists(c, c.name == "OK") ? "o" : "-") + (self.spec.items.exists(x, x.name == "Established") ? "e" : "-")`, columnType: "string",
		want:   []string{"established := false", "found := false", "found2 := false", "found3 := false"},
		absent: []string{"ok2", "established2", "denied"},
	},
	{
		// KEP-4595's condition idiom, exists then the first match,
		// with other names bound: one loop that stops at the match,
		// and the branch the test took reads it unchecked.
		expr: `self.spec.items.exists(c, c.name == "a") ? self.spec.items.filter(x, x.name == "a")[0].name : "Unknown"`, columnType: "string",
		want:   []string{"var match *Item", "\tx := &obj.Spec.Items[i]", "\tmatch = x", "if match != nil {", "\treturn match.Name", `return "Unknown"`},
		absent: []string{"found", "match == nil"},
	},
	{
		// A predicate that can fail keeps CEL's two answers apart: exists
		// absorbs an error where another element matches, a filter
		// does not.
		expr: `self.spec.items.exists(c, c.code == 1) ? self.spec.items.filter(c, c.code == 1)[0].name : "Unknown"`, columnType: "string",
		want: []string{"found, failed := false, false", "if found {", "var filtered []*Item"},
	},
	{
		expr: `self.spec.items.map(i, i.name).join(",") + "|" + string(size(self.spec.items.map(i, i.name)))`, columnType: "string",
		want:   []string{`return strings.Join(mapped, ",") + "|" + strconv.FormatInt(int64(len(mapped)), 10)`},
		absent: []string{"mapped2"},
	},
	{
		// A list made only up to its first element is not the whole
		// list a count reads; one made in a branch is not there after it.
		expr: `self.spec.replicas > 9 ? "x" : (self.spec.items.filter(i, i.name == "a")[0].name == "" ? string(self.spec.items.filter(i, i.name == "a").size()) : (self.spec.replicas > 1 ? self.spec.items.map(i, i.name).join(",") : string(size(self.spec.items.map(i, i.name)))))`, columnType: "string",
		want: []string{"var match *Item", "count := int64(0)", "mapped := make(", "mapped := make("},
	},
	{
		// A list appended to in place (a sum of lists) is no longer the
		// map's: the second map makes its own.
		expr: `(self.spec.items.map(i, i.name) + (has(self.spec.owner) ? [self.spec.owner] : [])).join(",") + string(size(self.spec.items.map(i, i.name)))`, columnType: "string",
		want: []string{"mapped := make(", "mapped = append(mapped, obj.Spec.Owner)", "mapped2 := make(", "len(mapped2)"},
	},
	{
		// A bind whose value nothing reads goes, but not the list its
		// init made that the result reads again.
		expr: `cel.bind(x, self.spec.items.map(i, i.name).join(","), self.spec.replicas > 1 ? string(size(self.spec.items.map(i, i.name))) : x)`, columnType: "string",
		want: []string{"return strconv.FormatInt(int64(len(mapped)), 10)", `return strings.Join(mapped, ",")`},
	},
	{
		// A constant that decides a chain leaves no block that never
		// runs (was: r := true; if false { … }); a neutral one leaves the
		// rest to decide.
		expr: `cel.bind(x, self.spec.items.map(i, i.name).join(","), true || x == "" ? string(size(self.spec.items.map(i, i.name))) : x)`, columnType: "string",
		want:   []string{"return strconv.FormatInt(int64(len(mapped)), 10)"},
		absent: []string{"if false", "r :=", "xValue"},
	},
	{
		expr: `string(false || self.spec.replicas > 2) + string(true && size(variables.names) > 1)`, columnType: "string",
		want:   []string{"return strconv.FormatBool(obj.Spec.Replicas > 2) + strconv.FormatBool(len(names) > 1)"},
		absent: []string{"r :="},
	},
	{
		// !(len(x) > 0) is len(x) == 0: no length is below 0.
		expr: `string(size(variables.owners) > 0 && variables.owners[0] == "a" || size(variables.peers) > 0 || size(variables.names) > 3)`, columnType: "string",
		want:   []string{`if (len(vars.owners()) == 0 || vars.owners()[0] != "a") && len(vars.peers()) == 0 {`},
		absent: []string{"<= 0"},
	},
	{
		// A || of runs of operands, each run reading its own variables,
		// deciding a literal: one if per run, each returning it, a
		// variable a run reads twice named before its if (returnAnyOf).
		expr: `self.spec.replicas > 2 ? "r" : (size(variables.owners) > 1 && variables.owners[1] == "x" || size(variables.peers) > 1 && variables.peers[1] == "y" ? "a" : "b")`, columnType: "string",
		want: []string{"\treturn \"r\"", "owners := vars.owners()", `if len(owners) > 1 && owners[1] == "x" {`, "\treturn \"a\"",
			"peers := vars.peers()", `if len(peers) > 1 && peers[1] == "y" {`, "\treturn \"a\"", "return \"b\""},
		absent: []string{"vars.owners()[1]", "vars.peers()[1]", "||"},
	},
	{
		// A run that needs statements (an exists' loop) is split off
		// alone, when it cannot fail; the operand left that can fail
		// is one if after it (Gardener's ManagedSeed Status).
		expr: `self.spec.replicas > 5 ? "big" : (!has(self.spec.tags) || !self.spec.tags.exists(t, t == "a") || self.spec.items[0].name == "x" ? "u" : "k")`, columnType: "string",
		want: []string{"if len(obj.Spec.Tags) == 0 {", "\treturn \"u\"", "found := false", "if !found {", "\treturn \"u\"",
			"if len(obj.Spec.Items) == 0 {", "\treturn nil", `if obj.Spec.Items[0].Name == "x" {`, "\treturn \"u\"", "return \"k\""},
		absent: []string{"r :="},
	},
	{
		// A leading run that cannot fail is split off from those that
		// can, which are then not nested in it.
		expr: `self.spec.replicas > 5 ? "big" : (has(self.spec.owner) || "a" in self.spec.tags || self.spec.items.exists(i, i.name == "b") ? "u" : "k")`, columnType: "string",
		want: []string{`if obj.Spec.Owner != "" {`, "\treturn \"u\"", "b, bOK := func() (bool, bool) {", "r := true", "if r {"},
	},
	{
		// Operands that all cannot fail and need no statement: one if.
		expr: `self.spec.replicas > 5 ? "big" : (has(self.spec.owner) || self.spec.replicas == 2 ? "u" : "k")`, columnType: "string",
		want: []string{`if obj.Spec.Owner != "" || obj.Spec.Replicas == 2 {`},
	},
	{
		// The first run's variable is named first already (readsFirst).
		expr: `size(variables.owners) == 0 || variables.owners[0] == "x" || size(variables.peers) > 1 && variables.peers[1] == "y" ? "no" : "yes"`, columnType: "string",
		want: []string{"owners := vars.owners()", `if len(owners) == 0 || owners[0] == "x" {`, "peers := vars.peers()", `if len(peers) > 1 && peers[1] == "y" {`, "return \"yes\""},
	},
	{
		// No run reads a variable twice: one if, as written.
		expr: `size(variables.owners) > 0 || size(variables.peers) > 0 ? "a" : "b"`, columnType: "string",
		want:   []string{"if len(vars.owners()) > 0 || len(vars.peers()) > 0 {"},
		absent: []string{"owners :=", "peers :="},
	},
	{
		// An operand that can fail ends the runs split off: its error
		// is the result's only where they are false, in Go as in CEL.
		expr: `size(variables.owners) > 1 && variables.owners[1] == "x" || size(variables.names) > 0 || self.spec.replicas > 1 ? "a" : "b"`, columnType: "string",
		want: []string{"owners := vars.owners()", `if len(owners) > 1 && owners[1] == "x" {`, "names, ok := vars.names()", "r := true", "if r {", "\treturn \"a\"", "return \"b\""},
	},
	{
		// A leading operand that reads no variable: not split.
		expr: `self.spec.replicas > 1 || size(variables.peers) > 1 && variables.peers[1] == "y" ? "a" : "b"`, columnType: "string",
		absent: []string{"peers :="},
	},
	{
		// A value read into a variable as an index is that variable
		// where it is read again in the block (Pod's initReason: i, not
		// blocking[0]).
		expr: `cel.bind(l, self.spec.items.map(i, size(i.name)), size(l) > 0 ? self.spec.items[l[0]].name + string(l[0]) : "-")`, columnType: "string",
		want:   []string{"\ti := l[0]", "\treturn obj.Spec.Items[i].Name + strconv.FormatInt(i, 10)"},
		absent: []string{"FormatInt(l[0]"},
	},
	{
		// A bind of a part of the object is named as a person names it:
		// the address of a struct, a pointer as it is.
		expr: `cel.bind(x, self.spec.items[1], x.name + x.name)`, columnType: "string",
		want:   []string{"x := &obj.Spec.Items[1]", "return x.Name + x.Name"},
		absent: []string{"obj.Spec.Items[1].Name"},
	},
	{
		expr: `cel.bind(x, self.spec, x.owner + x.owner)`, columnType: "string",
		want: []string{"x := obj.Spec", `if x.Owner == "" {`, "return x.Owner + x.Owner"},
	},
	{
		// v is v (a value with no name of its own is val), in each loop:
		// sibling blocks reuse names (Renumbered); found, alive to the
		// end, is not reused.
		expr: `self.spec.items.exists(v, v.name == "a") || self.spec.items.exists(v, v.name == "b")`, columnType: "boolean",
		want:   []string{"\tv := &obj.Spec.Items[i]", `if v.Name == "a" {`, "found2 := false", "for i := range obj.Spec.Items {", "\tv := &obj.Spec.Items[i]", `if v.Name == "b" {`, "return found2"},
		absent: []string{"val", "v2", "i2"},
	},
	{
		// A list cell prints as cel-go renders it: strings joined as they
		// are, other elements formatted over one loop by value, a
		// computed list computed once.
		expr: `self.spec.tags`, columnType: "string",
		want:   []string{`return "[" + strings.Join(obj.Spec.Tags, ", ") + "]"`},
		absent: []string{"parts"},
	},
	{
		expr: `self.spec.items.map(i, size(i.name)).sort()`, columnType: "string",
		want:   []string{"list := selectableruntime.Sorted(mapped)", "parts := make([]string, 0, len(list))", "for _, e := range list {", "\tparts = append(parts, strconv.FormatInt(e, 10))"},
		absent: []string{"Sorted(mapped)[", "len(selectableruntime.Sorted"},
	},
	{
		expr: `self.spec.items.map(i, [i.name])`, columnType: "string",
		want:   []string{"for _, e := range mapped {", `parts = append(parts, "[" + strings.Join(e, ", ") + "]")`},
		absent: []string{"parts2"},
	},
}
