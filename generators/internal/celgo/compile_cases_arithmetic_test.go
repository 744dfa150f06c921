package celgo

// arithmeticCompileCases are the compile cases of int arithmetic: where
// Go's own operators are written (magnitude.go) and where the runtime's
// checked helpers stay.
var arithmeticCompileCases = []compileCase{
	{
		// Lengths, counts, int32 fields and constants are small: their
		// sums, differences and products cannot overflow, and are Go's
		// own operators (magnitude.go), as ConfigMap's Data is.
		expr: `(has(self.spec.labels) ? size(self.spec.labels) : 0) + (has(self.spec.tags) ? size(self.spec.tags) : 0)`, columnType: "integer",
		want:   []string{"return int64(len(obj.Spec.Labels)) + int64(len(obj.Spec.Tags))"},
		absent: []string{"AddInt64"},
	},
	{
		// Parentheses as Go's precedence needs them: none around a*2
		// or a left operand of the same precedence, kept around a right one.
		expr: `self.spec.replicas * 2 + 1 - (size(self.spec.items) - self.spec.port)`, columnType: "integer",
		want:   []string{"return int64(obj.Spec.Replicas) * 2 + 1 - (int64(len(obj.Spec.Items)) - int64(obj.Spec.Port))"},
		absent: []string{"Int64("},
	},
	{
		// A bound name keeps its value's bound.
		expr: `cel.bind(n, size(self.spec.items) + size(self.spec.tags), n * 2)`, columnType: "integer",
		want:   []string{"n := int64(len(obj.Spec.Items)) + int64(len(obj.Spec.Tags))", "return n * 2"},
		absent: []string{"Int64("},
	},
	{
		// Not where the bound is too wide: two lengths multiplied, an
		// int64 field, a constant near the limit.
		expr: `size(self.spec.items) * size(self.spec.tags) + self.spec.weight + (size(self.spec.items) + 4611686018427387904)`, columnType: "integer",
		want: []string{"selectableruntime.MultiplyInt64(int64(len(obj.Spec.Items)), int64(len(obj.Spec.Tags)))", "selectableruntime.AddInt64(",
			"selectableruntime.AddInt64(int64(len(obj.Spec.Items)), 4611686018427387904)"},
	},
	{
		// A filter of lists.range(size(x)) keeps indexes into x
		// (indexlists.go): read through a bind, its elements index x
		// with no bounds check, and add as Go adds.
		expr:       `cel.bind(b, lists.range(size(self.spec.items)).filter(i, self.spec.items[i].name != ""), size(b) > 1 ? string(b[1] + 1) + self.spec.items[b[1]].name + b.map(i, self.spec.items[i].name).join(",") : "")`,
		columnType: "string",
		want: []string{"var b []int64", "b = append(b, int64(i))", "if len(b) > 1 {", "\ti := b[1]",
			"for _, i2 := range b {", "\t\te := &obj.Spec.Items[i2]", "strconv.FormatInt(b[1] + 1, 10) + obj.Spec.Items[i].Name"},
		absent: []string{"AddInt64", "< 0", ">= int64(len(obj.Spec.Items))"},
	},
	{
		// Indexes into another list are checked where they index this one.
		expr:       `cel.bind(b, lists.range(size(self.spec.counts)).filter(i, self.spec.counts[i] > 0), size(b) > 0 ? self.spec.items[b[0]].name : "")`,
		columnType: "string",
		want:       []string{"if i >= len(obj.Spec.Items) {", "e := &obj.Spec.Items[i]"},
		absent:     []string{"i < 0"},
	},
	{
		// A bound list no longer than the items (a map of them): a count
		// through it is below their length too.
		expr:       `cel.bind(w, self.spec.items.map(i, i.name), lists.range(size(w)).map(i, self.spec.items[i].name + w[i]).join(","))`,
		columnType: "string",
		want:       []string{"for i := range w {", "e := &obj.Spec.Items[i]"},
		absent:     []string{">= len", ">= int64(len"},
	},
}
