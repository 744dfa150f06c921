package celgo

// factsCompileCases are the compile cases of facts that combine
// (resolution.go): what a filter's predicate and a branch say together.
var factsCompileCases = []compileCase{
	{
		// The predicate kept the element only where code or owner is
		// there; in the branch where code is not, owner is: read with
		// no check (Ingress's Address).
		expr:       `has(self.spec.items) ? self.spec.items.filter(i, has(i.code) || has(self.spec.owner)).map(i, has(i.code) ? string(i.code) : self.spec.owner).join(",") : ""`,
		columnType: "string",
		want:       []string{"if i.Code == nil && obj.Spec.Owner == \"\" {", "\tcontinue", "} else {", "\tcode = obj.Spec.Owner", "}"},
		absent:     []string{"\t\treturn nil"},
	},
	{
		// Where the predicate says nothing of owner, its read is checked.
		expr:       `has(self.spec.items) ? self.spec.items.filter(i, has(i.code) || i.name != "").map(i, has(i.code) ? string(i.code) : self.spec.owner).join(",") : ""`,
		columnType: "string",
		want:       []string{"} else {", "\tif obj.Spec.Owner == \"\" {", "\t\treturn nil"},
	},
	{
		// A || that holds with one operand false: the other holds.
		expr:       `(has(self.spec.owner) || has(self.spec.tags)) && !has(self.spec.owner) ? self.spec.tags[0] : "-"`,
		columnType: "string",
		want:       []string{"return obj.Spec.Tags[0]"},
		absent:     []string{"len(obj.Spec.Tags) == 0"},
	},
	{
		// The else of a false &&: where its first operand holds, the
		// second is false (the tags are there) ...
		expr:       `(self.spec.replicas > 1 && !has(self.spec.tags) ? "-" : (self.spec.replicas > 1 ? self.spec.tags[0] : "+"))`,
		columnType: "string",
		want:       []string{"if obj.Spec.Replicas > 1 {", "\treturn obj.Spec.Tags[0]"},
		absent:     []string{"\tif len(obj.Spec.Tags) == 0 {"},
	},
	{
		// ... and where nothing says it holds, nothing follows.
		expr:       `(self.spec.replicas > 1 && !has(self.spec.tags) ? "-" : (self.spec.owner == "x" ? self.spec.tags[0] : "+"))`,
		columnType: "string",
		want:       []string{"if obj.Spec.Owner == \"x\" {", "\tif len(obj.Spec.Tags) == 0 {", "\t\treturn nil", "\treturn obj.Spec.Tags[0]"},
	},
	{
		// trim, lowerAscii and upperAscii of "" are "": has(s) ? f(s) : ""
		// is the call either way (Event's Message and Object).
		expr:       `(has(self.spec.owner) ? self.spec.owner.trim() : "") + (has(self.spec.owner) ? self.spec.owner.lowerAscii() : "") + (has(self.spec.owner) ? self.spec.owner.upperAscii() : "-")`,
		columnType: "string",
		want:       []string{`owner := "-"`, "return strings.TrimSpace(obj.Spec.Owner) + selectableruntime.LowerASCII(obj.Spec.Owner) + owner"},
	},
	{
		// A part appended after a map's loop only where the map has a
		// key is empty where the map is: the loop and the part are
		// written without the has() (Node's Roles).
		expr:       `cel.bind(r, has(self.spec.labels) ? self.spec.labels.filter(k, k.startsWith("a")).map(k, k + "!") + ("x" in self.spec.labels && self.spec.labels["x"] != "" ? [self.spec.labels["x"]] : []) : [], size(r) == 0 ? "<none>" : r.join(","))`,
		columnType: "string",
		want:       []string{"keys := selectableruntime.SortedKeys(obj.Spec.Labels)", "var r []string", "for _, k := range keys {", `if obj.Spec.Labels["x"] != "" {`, `	r = append(r, obj.Spec.Labels["x"])`},
		absent:     []string{"len(obj.Spec.Labels) != 0"},
	},
	{
		// A part that may be there where the map is empty keeps it.
		expr:       `cel.bind(r, has(self.spec.labels) ? self.spec.labels.filter(k, k.startsWith("a")).map(k, k + "!") + (has(self.spec.owner) ? [self.spec.owner] : []) : [], size(r) == 0 ? "<none>" : r.join(","))`,
		columnType: "string",
		want:       []string{"if len(obj.Spec.Labels) != 0 {", "\tif obj.Spec.Owner != \"\" {"},
	},
}
