package randapi

import (
	"fmt"
	"strings"
)

// Printer columns of a kind: JSONPath columns in both dialects, CEL
// columns, and CEL variables with the columns that read them.

func (w *writer) column(kb bool, jsonPath, typ string) string {
	name := w.name("Col")
	extra := ""
	if w.chance(0.2) {
		extra += ",priority=1"
	}
	if w.chance(0.2) {
		extra += `,description="A column."`
	}
	if typ == "integer" && w.chance(0.3) {
		extra += `,format=int32`
	}
	if !kb && typ != "string" && w.chance(0.15) {
		// As hand-written tables declare numbers: a string column.
		extra += ",cellType=" + typ
		typ = "string"
	}
	if kb {
		return fmt.Sprintf("+kubebuilder:printcolumn:name=%q,type=%q,JSONPath=`%s`%s", name, typ, jsonPath, extra)
	}
	// As hand-written tables write them: a column of names, no
	// description (the +k8s: dialect only; a CRD accepts neither).
	if typ == "string" && !strings.Contains(extra, "format=") && w.chance(0.15) {
		extra += ",format=name"
	}
	// Any format, as metav1.TableColumnDefinition takes it.
	if !strings.Contains(extra, "format=") && w.chance(0.05) {
		extra += ",format=string"
	}
	if !strings.Contains(extra, "description=") && w.chance(0.1) {
		extra += `,description=""`
	}
	if w.chance(0.15) {
		extra += `,placeholder="<none>"`
	} else if w.chance(0.05) {
		extra += `,placeholder=""` // an empty cell, not null
	}
	return fmt.Sprintf("+k8s:printerColumn:name=%q,type=%s,jsonPath=`%s`%s", name, typ, jsonPath, extra)
}

// celColumn writes a CEL column over the kind's leaves.
func (w *writer) celColumn(paths []path) string {
	name := w.name("Cel")
	var candidates []string
	for _, p := range paths {
		l := p.members[len(p.members)-1].leaf
		if l.cel == "" {
			continue
		}
		expr := "self" + p.json
		// has() on each step: pointers and omitempty make fields absent.
		var guards []string
		acc := "self"
		for _, seg := range strings.Split(p.json[1:], ".") {
			acc += "." + seg
			guards = append(guards, "has("+acc+")")
		}
		candidates = append(candidates, fmt.Sprintf("%s ? %s : %q", strings.Join(guards, " && "), fmt.Sprintf(l.cel, expr), "none"))
		if l.cel == "%s" && strings.Count(p.json, ".") > 1 {
			// The same, as an optional chain (x.?a.?b.orValue(d)) when
			// the leaf is a string.
			chain := "self" + strings.ReplaceAll(p.json, ".", ".?")
			candidates = append(candidates, fmt.Sprintf("%s.orValue(%q) + (%s.hasValue() ? \"!\" : \"\")", chain, "none", chain))
		}
	}
	// Functions and list operations of kube-apiserver's tables, on what
	// every kind has: its labels and its name. Some variables are named as
	// what Go code names otherwise (strings, strconv, obj, len), which the
	// compiled temporaries must not hide (celgo.unhidden).
	candidates = append(candidates,
		`has(self.metadata.labels) && "app" in self.metadata.labels ? formatLabels(self.metadata.labels) + "/" + self.metadata.labels["app"] : "none"`,
		`self.metadata.?labels[?"app"].or(self.metadata.?annotations[?"app"]).or(optional.of(self.metadata.name)).orValue("none") + (self.metadata.?labels[?"b"].hasValue() ? "!" : "")`,
		`([self.metadata.name.lowerAscii(), "b", "a"] + ["a"]).sort().distinct().slice(0, 2).join(",")`,
		`has(self.metadata.labels) ? self.metadata.labels.filter(k, k.startsWith("a") && size(k) > 1).map(k, k.substring(1).trim() + "=" + self.metadata.labels[k]).sort().join(",") : "none"`,
		`self.metadata.name.split("-").size() > 1 && self.metadata.labels.exists(strings, strings.contains("i")) ? "split" : "whole"`,
		`cel.bind(sizes, lists.range(size(self.metadata.name)).map(i, i % 3), string(sizes.sum()) + "/" + (size(sizes) > 0 ? string(sizes.max()) : "-") + (2 in sizes ? "+" : ""))`,
		// Shapes the compiler writes as a person would: a guarded loop
		// alone (and one whose element the body does not read), a
		// guarded map alone, a list built by conditions, checks nested in
		// a conditional's condition.
		`(has(self.metadata.ownerReferences) && self.metadata.ownerReferences.exists(obj, obj.kind == "Deployment") ? "owned" : "-") + (has(self.metadata.finalizers) && self.metadata.finalizers.all(f, self.metadata.name.size() > 3) ? "+" : "")`,
		`((has(self.metadata.finalizers) ? self.metadata.finalizers.map(f, f.upperAscii()) : []) + (has(self.metadata.labels) && "app" in self.metadata.labels ? [self.metadata.labels["app"]] : []) + [self.metadata.name]).join(",")`,
		`has(self.metadata.finalizers) && size(self.metadata.finalizers) > 1 && self.metadata.finalizers[1].size() > 2 ? self.metadata.finalizers[1] : "none"`,
		`self.metadata.name == "a" ? "A" : (self.metadata.name in ["b", "c"] ? "BC" : (self.metadata.name == "d" ? self.metadata.name + "!" : (self.metadata.name.startsWith("x") ? "X" : "other")))`,
		// A filter's list is no longer than its source: its size says
		// so of the source, whose index then needs no check.
		`cel.bind(len, has(self.metadata.finalizers) ? self.metadata.finalizers.filter(f, f.size() > 1) : [], size(len) == 2 || size(len) > 3 ? self.metadata.finalizers[1] : "-")`,
		// Counts of a list's elements guarded by has(): the count and
		// its loop alone.
		`string(size(has(self.metadata.finalizers) ? lists.range(size(self.metadata.finalizers)).filter(i, self.metadata.finalizers[i].size() > 1) : [])) + "/" + (!has(self.metadata.ownerReferences) ? [] : lists.range(size(self.metadata.ownerReferences)).map(strconv, string(strconv) + self.metadata.ownerReferences[strconv].kind)).join(",")`,
		// Lists read for their first element only: the first match
		// decides, the loop stops there.
		`cel.bind(kinds, has(self.metadata.ownerReferences) ? self.metadata.ownerReferences.filter(o, o.kind != "").map(o, o.kind) : [], size(kinds) > 0 ? kinds[0] : "none") + "/" + (has(self.metadata.finalizers) && self.metadata.finalizers.exists(f, f.size() > 1) ? self.metadata.finalizers.filter(f, f.size() > 1)[0] : "-")`,
		// Conversions: int() and double() of each other and of strings, string() of a double and a duration.
		`string(int(double(size(self.metadata.name)) * 1.5)) + "/" + string(int(string(size(self.metadata.name)))) + "/" + string(double("2.5") + double(size(self.metadata.name))) + "/" + string(duration("90m"))`)
	// namespace is a CEL keyword: Kubernetes CEL escapes it.
	expr := `self.metadata.name + "/" + (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "")`
	if len(candidates) > 0 && w.chance(0.8) {
		expr = candidates[w.r.Intn(len(candidates))]
	}
	extra := ""
	if w.chance(0.15) {
		extra = `,placeholder="<unset>"`
	} else if w.chance(0.05) {
		extra = `,placeholder=""`
	}
	if w.chance(0.1) {
		// A number or a string in one column, as kube-apiserver's
		// PriorityLevelConfiguration prints.
		expr = `has(self.metadata.labels) ? dyn(size(self.metadata.labels)) : "<none>"`
		extra += ",cellType=any"
	}
	return fmt.Sprintf("+k8s:printerColumn:name=%q,type=string,expression=`%s`%s", name, expr, extra)
}

// celVariables writes CEL variables (+k8s:printerColumnVariable) over what
// every kind has, one reading another, one that fails on some objects,
// and columns that read them, compiled and on cel-go; sometimes list
// variables (+k8s:printerColumnListVariable) too.
func (w *writer) celVariables() []string {
	markers := []string{
		"+k8s:printerColumnVariable:name=parts,expression=`self.metadata.name.split(\"-\")`",
		"+k8s:printerColumnVariable:name=labelCount,expression=`has(self.metadata.labels) ? size(self.metadata.labels) : 0`",
		"+k8s:printerColumnVariable:name=second,expression=`variables.parts[1] + \"/\" + string(variables.labelCount)`",
		// Lists of objects (meta/v1's, which runtime/cel provides): a
		// filter's and a field's, stored as []*metav1.OwnerReference.
		"+k8s:printerColumnVariable:name=controllers,expression=`has(self.metadata.ownerReferences) ? self.metadata.ownerReferences.filter(o, has(o.controller) && o.controller) : []`",
		"+k8s:printerColumnVariable:name=owners,expression=`self.metadata.ownerReferences`",
		// A list that may be read for its first element only (then its
		// loop stops there), or, when the column that joins it is drawn,
		// in full.
		"+k8s:printerColumnVariable:name=ownerKinds,expression=`has(self.metadata.ownerReferences) ? self.metadata.ownerReferences.filter(o, o.kind != \"\").map(o, o.kind + \"/\" + o.name) : []`",
	}
	columns := []string{
		`size(variables.ownerKinds) == 0 ? "-" : variables.ownerKinds[0]`,
		`variables.ownerKinds.join(",")`,
		`string(size(variables.controllers)) + (size(variables.controllers) > 0 ? "/" + variables.controllers[0].name : "")`,
		`variables.owners.map(o, o.kind).join(",") + "|" + string(variables.owners.exists(o, has(o.blockOwnerDeletion)))`,
		`string(size(variables.parts)) + "/" + string(variables.labelCount)`,
		`size(variables.parts) > 1 ? variables.second : "-"`,
		`variables.second`,
		`variables.parts.join("+") + (variables.labelCount > 1 || variables.second.startsWith("b") ? "!" : "")`,
	}
	if w.chance(0.5) {
		// List variables (+k8s:printerColumnListVariable), one reading
		// another, read by a row variable and a column.
		markers = append(markers,
			"+k8s:printerColumnListVariable:name=listNames,expression=`items.map(o, has(o.metadata.name) ? o.metadata.name : \"\")`",
			"+k8s:printerColumnListVariable:name=firstName,expression=`size(variables.listNames) == 0 ? \"\" : variables.listNames.min()`",
			"+k8s:printerColumnVariable:name=isFirst,expression=`has(self.metadata.name) && self.metadata.name == variables.firstName`",
			"+k8s:printerColumnListVariable:name=labelled,expression=`items.filter(o, has(o.metadata.labels) && size(o.metadata.labels) > 1)`",
		)
		columns = append(columns, `(variables.isFirst ? "first/" : "") + string(size(variables.listNames))`,
			`string(size(variables.labelled)) + (size(variables.labelled) > 0 && has(variables.labelled[0].metadata.name) ? "/" + variables.labelled[0].metadata.name : "")`)
	}
	n := 1 + w.r.Intn(len(columns))
	for _, i := range w.r.Perm(len(columns))[:n] {
		markers = append(markers, fmt.Sprintf("+k8s:printerColumn:name=%q,type=string,expression=`%s`", w.name("Var"), columns[i]))
	}
	return markers
}
