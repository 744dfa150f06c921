package celgo

// flowCompileCases are TestCompile's expressions of control flow and
// names: operands that can fail, junctions split into runs, conditionals
// and the variables they write, loops over empty lists a guard repeats,
// facts that fold tests, and the names temporaries take.
var flowCompileCases = []compileCase{
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
		// each check sits in the block of the test before it. The
		// exists alone is what has(items) guarded (unguardLoop).
		expr: `has(self.spec) && has(self.spec.items) && self.spec.items.exists(i, i.name == "x") && self.spec.items[1].name == "a" ? "yes" : "no"`, columnType: "string",
		want:   []string{"if obj.Spec != nil {", "\tfound := false", "\tfor j := range obj.Spec.Items {", "\tif found {", "\t\tif len(obj.Spec.Items) <= 1 {", "\t\tif obj.Spec.Items[1].Name == \"a\" {", "\t\t\treturn \"yes\"", `return "no"`},
		absent: []string{"r :=", "len(obj.Spec.Items) != 0"},
	},
	{
		// A map's sorted keys are an empty list for a nil map: the
		// keys' statement goes with the loop (ResourceQuota's Request),
		// as does an exists over them out of the if.
		expr: `has(self.spec) ? (has(self.spec.labels) ? self.spec.labels.filter(k, k.startsWith("a")).map(k, k + "=" + self.spec.labels[k]).join(", ") : "") : "-"`, columnType: "string",
		want:   []string{"if obj.Spec != nil {", "\tkeys := selectableruntime.SortedKeys(obj.Spec.Labels)", "\tvar mapped []string", "\treturn strings.Join(mapped, \", \")", `return "-"`},
		absent: []string{"len(obj.Spec.Labels) != 0", `return ""`},
	},
	{
		// A conditional whose value is a map's element is named as the
		// element would be (label of labels; ResourceQuota's used), and
		// the lookup's value then v.
		expr: `has(self.spec) ? self.spec.slots.map(k, k + ": " + (has(self.spec.labels) && k in self.spec.labels ? self.spec.labels[k] : "0")).join(", ") : ""`, columnType: "string",
		want:   []string{"\t\tlabel := \"0\"", "\t\tif v, ok := obj.Spec.Labels[k]; ok {", "\t\t\tlabel = v", "\t\t}", "mapped = append(mapped, k + \": \" + label)"},
		absent: []string{"var t string", "else"},
	},
	{
		// Not where the list is appended to after the loop: an empty l
		// leaves the owner in it, and has(l) ? … : [] is empty there.
		expr: `has(self.spec) ? (has(self.spec.tags) ? self.spec.tags.filter(k, k != "a").map(k, k) + (has(self.spec.owner) ? [self.spec.owner] : []) : []).join(",") : "-"`, columnType: "string",
		want: []string{"\tvar tags []string", "\tif len(obj.Spec.Tags) != 0 {", "\t\t\ttags = append(tags, k)", "\t\tif obj.Spec.Owner != \"\" {",
			"\t\t\ttags = append(tags, obj.Spec.Owner)", "\treturn strings.Join(tags, \",\")"},
		absent: []string{"mapped"},
	},
	{
		// A bind's list built of a map and parts after it is built in
		// the bound name (builtListStart), as Node's roles: no copy.
		expr: `has(self.spec) ? cel.bind(roles, self.spec.tags.filter(t, t != "a").map(t, t + "!") + (has(self.spec.owner) ? [self.spec.owner] : []), roles.join(",")) : ""`, columnType: "string",
		want:   []string{"\tvar roles []string", "\t\troles = append(roles, t + \"!\")", "\t\troles = append(roles, obj.Spec.Owner)", "\treturn strings.Join(roles, \",\")"},
		absent: []string{"mapped", "roles :="},
	},
	{
		expr: `has(self.spec) && has(self.spec.slots) && self.spec.slots.exists(k, k == "a") ? "y" : "n"`, columnType: "string",
		want:   []string{"if obj.Spec != nil {", "\tkeys := selectableruntime.SortedKeys(obj.Spec.Slots)", "\tfound := false", "\tif found {"},
		absent: []string{"len(obj.Spec.Slots) != 0"},
	},
	{
		// A count's statements (lists.range's limit, which an empty
		// list passes) go with its loop.
		expr: `has(self.spec) && size(variables.peers) > 1 && has(self.spec.items) && lists.range(size(self.spec.items)).exists(i, self.spec.items[i].name == "a") ? "y" : "n"`, columnType: "string",
		want:   []string{"if obj.Spec != nil && len(vars.peers()) > 1 {", "\tif len(obj.Spec.Items) > 10_000_000 {", "\tfound := false", "\tif found {"},
		absent: []string{"len(obj.Spec.Items) != 0"},
	},
	{
		// The same where the has() is the last of several leading
		// tests: it goes from the if, the others stay.
		expr: `has(self.spec) && size(variables.peers) > 0 && has(self.spec.items) && self.spec.items.exists(i, i.name == "x") ? "yes" : "no"`, columnType: "string",
		want:   []string{"if obj.Spec != nil && len(vars.peers()) > 0 {", "\tfound := false", "\tfor j := range obj.Spec.Items {", "\tif found {", "\t\treturn \"yes\"", `return "no"`},
		absent: []string{"len(obj.Spec.Items) != 0"},
	},
	{
		// Not where another test after it reads the list: the has()
		// guards that index.
		expr: `has(self.spec) && size(variables.names) > 0 && has(self.spec.items) && self.spec.items.exists(i, i.name == "x") && self.spec.items[0].name == "b" ? "yes" : "no"`, columnType: "string",
		want: []string{"if obj.Spec != nil && len(obj.Spec.Items) != 0 && obj.Spec.Items[0].Name == \"b\" {", "\tfor j := range obj.Spec.Items {", "\tif found {"},
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
		want:   []string{"var t int64", "\t\tt = 2"},
		absent: []string{"int64(int64"},
	},
	{
		// The other branch [] is the nil list a new variable holds.
		expr: `(has(self.spec.owner) && self.spec.items[0].name == "a" ? self.spec.items.map(i, i.name) : []).join(",")`, columnType: "string",
		want:   []string{"var items []string", `if obj.Spec.Owner != "" {`, "\tif len(obj.Spec.Items) == 0 {", "\tif obj.Spec.Items[0].Name == \"a\" {", "\t\titems = make([]string, 0, len(obj.Spec.Items))", "\t\t\titems = append(items, i.Name)", `return strings.Join(items, ",")`},
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
		want:   []string{"var hosts []string", "if len(obj.Spec.Tags) != 0 {", "\thosts = make([]string, 0, len(obj.Spec.Hosts))", "\t\thosts = append(hosts, h + \"!\")", "return strings.Join(hosts, \",\")"},
		absent: []string{"else", "[]string{}"},
	},
	{
		// A branch that is a count, a flat map or a map builds its value in
		// the conditional's variable, which holds the same zero (nil, 0);
		// the branch whose value is that zero is not written: !c guards
		// the other (an else-if chain's inner conditional nests).
		expr: `(!has(self.spec.tags) ? [] : (!has(self.spec.hosts) ? self.spec.tags.map(a, a) : self.spec.hosts.map(h, self.spec.tags.map(a, a + h)).flatten())).join(",")`, columnType: "string",
		want: []string{"var t []string", "if len(obj.Spec.Tags) != 0 {", "\tif obj.Spec.Hosts == nil {", "\t\tt = make([]string, 0, len(obj.Spec.Tags))",
			"\t\t\tt = append(t, a)", "\t} else {", "\t\tfor _, h := range obj.Spec.Hosts {", "\t\t\tfor _, a := range obj.Spec.Tags {", "\t\t\t\tt = append(t, a + h)", "return strings.Join(t, \",\")"},
		absent: []string{"[]string{}", "flat", "mapped"},
	},
	{
		expr: `string(has(self.spec.tags) ? size(self.spec.items.filter(i, i.name == "a")) : 0) + "!"`, columnType: "string",
		want:   []string{"var count int64", "if len(obj.Spec.Tags) != 0 {", "\tfor j := range obj.Spec.Items {", "\t\t\tcount++", `return strconv.FormatInt(count, 10) + "!"`},
		absent: []string{"count2", "t := "},
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
		expr: `self.spec.weight * 2 > 3 || self.spec.weight * 3 > 4`, columnType: "boolean",
		want:   []string{"val, ok := selectableruntime.MultiplyInt64(obj.Spec.Weight, 2)", "\tif !ok {", "val, ok := selectableruntime.MultiplyInt64(obj.Spec.Weight, 3)", "\tif !ok {"},
		absent: []string{"ok2", "val2"},
	},
	{
		expr: `string(self.spec.weight * 2) + string(self.spec.weight * 3) + self.spec.labels["a"]`, columnType: "string",
		want: []string{"val, ok := selectableruntime.MultiplyInt64(obj.Spec.Weight, 2)", "if !ok {", "val2, ok := selectableruntime.MultiplyInt64(obj.Spec.Weight, 3)",
			"if !ok || len(obj.Spec.Labels) == 0 {", `label, ok := obj.Spec.Labels["a"]`, "if !ok {"},
	},
	{
		// A filter's predicate the facts in scope decide is no if.
		expr: `has(self.spec.owner) ? size(self.spec.tags.filter(t, has(self.spec.owner))) + size(self.spec.items.filter(i, !has(self.spec.owner))) : 0`, columnType: "integer",
		want:   []string{"if len(obj.Spec.Tags) == 0 {", "var count int64", "for range obj.Spec.Tags {", "\tcount++", "if len(obj.Spec.Items) == 0 {", "var count2 int64", "count + count2"},
		absent: []string{"if obj.Spec.Owner != \"\" {\n\t\t\tcount", "count2++", "range obj.Spec.Items", "AddInt64"},
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
		want: []string{`owner := "-"`, `return (owner == "a" && obj.Spec.Replicas > 1) || obj.Spec.Replicas > 1`},
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
		want:   []string{`o := "-"`, `return o == "a"`},
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
		// One that a branch reads several times, and the other branch
		// not, is named first in that branch (returnBranch), after the if
		// that returned without it.
		expr: `!has(self.spec.items) ? "<none>" : size(variables.owners) > 3 ? variables.owners.slice(0, 3).join(",") + " + " + string(size(variables.owners) - 3) : variables.owners.join(",")`, columnType: "string",
		want:   []string{"if len(obj.Spec.Items) == 0 {", "\treturn \"<none>\"", "owners := vars.owners()", "if len(owners) > 3 {", "return strings.Join(owners, \",\")"},
		absent: []string{"vars.owners()[", "len(vars.owners())"},
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
		expr: `(has(self.spec.owner) ? self.spec.owner.lowerAscii() : "?") + "|" + (size(self.spec.tags) > 1 ? "-" : self.spec.tags.join(",")) + "|" + string(size(self.spec.tags) > 1 ? self.spec.items.map(i, size(i.name)).sum() : 0)`, columnType: "string",
		want:   []string{`owner := "?"`, "owner = selectableruntime.LowerASCII(obj.Spec.Owner)", "var tags string", "tags = strings.Join(obj.Spec.Tags, \",\")", "var sum int64", "\t\tval, ok := selectableruntime.AddInt64(sum, int64(utf8.RuneCountInString(i.Name)))", "\t\tsum = val", "return owner + \"|\" + tags + \"|\" + strconv.FormatInt(sum, 10)"},
		absent: []string{"var t string"},
	},
	{
		// Through a conversion (string(x)) and into a branch that is a
		// conditional (it builds in this result); a field named value is
		// named by what holds it (HPA's current.value, target.value).
		expr: `(has(self.spec.items[0].code) ? string(self.spec.items[0].code) : "-") + "/" + (size(self.spec.tags) > 1 ? (has(self.spec.owner) ? self.spec.owner.lowerAscii() : "?") : "-")`, columnType: "string",
		want:   []string{`code := "-"`, "code = strconv.FormatInt(", "var owner string", "\t\towner = selectableruntime.LowerASCII(obj.Spec.Owner)", "return code + \"/\" + owner"},
		absent: []string{"var t ", "t2"},
	},
	{
		// A map's element that no field names is one of the map's list,
		// through the binds around it (HPA's Targets: item of items).
		expr: `cel.bind(items, self.spec.items.map(x, cel.bind(n, x.name, n == "a" ? "A" : n == "b" ? "B" : string(size(n)))), items.join(","))`, columnType: "string",
		want:   []string{"var item string", "items = append(items, item)"},
		absent: []string{"var t "},
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
		want:   []string{`namespace := "*"`, "namespace = obj.Spec.Namespace"},
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
		want: []string{"var match *Item", "var count int64", "mapped := make(", "mapped := make("},
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
