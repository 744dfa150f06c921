package celcorpus

import (
	"encoding/json"

	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// Probe has one CEL column per construct.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:printerColumn:name="Add",type=integer,expression="self.spec.a + self.spec.b"
// +k8s:printerColumn:name="Sub",type=integer,expression="self.spec.a - self.spec.b"
// +k8s:printerColumn:name="Mul",type=integer,expression="self.spec.a * self.spec.b"
// +k8s:printerColumn:name="Div",type=integer,expression="self.spec.a / self.spec.count"
// +k8s:printerColumn:name="Mod",type=integer,expression="self.spec.a % self.spec.count"
// +k8s:printerColumn:name="Neg",type=integer,expression="-self.spec.a"
// +k8s:printerColumn:name="SmallPlusOne",type=integer,expression="self.spec.small + 1"
// +k8s:printerColumn:name="Double",type=number,expression="self.spec.ratio * 2.0"
// +k8s:printerColumn:name="Quotient",type=number,expression="self.spec.ratio / self.spec.ratio2"
// +k8s:printerColumn:name="NegRatio",type=string,expression="-self.spec.ratio"
// +k8s:printerColumn:name="Concat",type=string,expression=`self.spec.name + "-" + self.spec.tag`
// +k8s:printerColumn:name="NameSize",type=integer,expression="self.spec.name.size()"
// +k8s:printerColumn:name="ItemCount",type=integer,expression="size(self.spec.items)"
// +k8s:printerColumn:name="Less",type=boolean,expression="self.spec.name < self.spec.tag"
// +k8s:printerColumn:name="And",type=boolean,expression="self.spec.flag && self.spec.count > 0"
// +k8s:printerColumn:name="Or",type=boolean,expression="self.spec.flag || self.spec.small > 0"
// +k8s:printerColumn:name="Not",type=boolean,expression="!self.spec.flag"
// +k8s:printerColumn:name="FlagOrFalse",type=boolean,expression="has(self.spec.flag) ? self.spec.flag : false"
// +k8s:printerColumn:name="FlagOrTrue",type=boolean,expression="!has(self.spec.flag) ? true : self.spec.flag"
// +k8s:printerColumn:name="HasTag",type=string,expression=`has(self.spec.tag) ? self.spec.tag : "none"`
// +k8s:printerColumn:name="HasInner",type=boolean,expression="has(self.spec.inner) && has(self.spec.inner.x)"
// +k8s:printerColumn:name="InnerX",type=string,expression="self.spec.inner.x"
// +k8s:printerColumn:name="Exists",type=boolean,expression="self.spec.items.exists(i, i.weight > 3)"
// +k8s:printerColumn:name="All",type=boolean,expression="self.spec.items.all(i, i.weight > 3)"
// +k8s:printerColumn:name="FilterSize",type=integer,expression="self.spec.items.filter(i, i.weight > 3).size()"
// +k8s:printerColumn:name="Names",type=string,expression="self.spec.items.map(i, i.name)"
// +k8s:printerColumn:name="Weights",type=string,expression="self.spec.items.map(i, i.weight)"
// +k8s:printerColumn:name="Second",type=string,expression="self.spec.items[1].name"
// +k8s:printerColumn:name="FilteredWeights",type=string,expression=`self.spec.items.filter(i, i.name == "a").map(i, i.weight)`
// +k8s:printerColumn:name="MapFilter",type=string,expression="self.spec.items.map(i, i.weight > 0, i.name)"
// +k8s:printerColumn:name="Format",type=string,expression=`"%s has %d items (%s)".format([self.spec.name, size(self.spec.items), self.spec.flag])`
// +k8s:printerColumn:name="Before",type=boolean,expression="self.spec.start < self.spec.end"
// +k8s:printerColumn:name="Elapsed",type=string,expression="self.spec.end - self.spec.start"
// +k8s:printerColumn:name="Twice",type=string,expression="self.spec.timeout + self.spec.timeout"
// +k8s:printerColumn:name="LongTimeout",type=boolean,expression=`self.spec.timeout > duration("1h")`
// +k8s:printerColumn:name="CountText",type=string,expression=`string(self.spec.count) + "x"`
// +k8s:printerColumn:name="AllTags",type=string,expression="self.spec.items.map(i, i.tags).flatten()"
// +k8s:printerColumn:name="JoinedNames",type=string,expression=`self.spec.items.map(i, i.name).join(", ")`
// +k8s:printerColumn:name="Concatenated",type=string,expression=`["a", self.metadata.name].join()`
// +k8s:printerColumn:name="OCI",type=string,expression=`self.spec.name.startsWith("oci://") ? self.spec.name.replace("oci://", "", 1) : (self.spec.name.endsWith("/") || self.spec.name.contains("@") ? self.spec.name.replace("/", "-") : self.spec.name)`
// +k8s:printerColumn:name="JoinedTags",type=string,expression=`self.spec.items.map(i, has(i.tags) ? i.tags.join("+") : "-").join(", ")`
// +k8s:printerColumn:name="SameCount",type=boolean,expression="self.spec.count == self.spec.small"
// +k8s:printerColumn:name="Level",type=string,expression=`self.spec.ratio > 0.5 ? "high" : "low"`
// +k8s:printerColumn:name="Start",type=date,expression="self.spec.start"
// +k8s:printerColumn:name="Qualified",type=string,expression=`self.metadata.name + "/" + self.spec.name`
// +k8s:printerColumn:name="Mixed",type=boolean,expression=`self.spec.items.exists(i, i.name == "a") && self.spec.items.all(i, has(i.weight))`
// +k8s:printerColumn:name="NestedIfs",type=string,expression=`(has(self.spec.tag) && self.spec.items[0].weight > 1 ? (has(self.spec.items[0].tags) ? self.spec.items[0].tags[0] : "<none>") : "-") + "|" + (self.spec.count > 0 && variables.second != "" ? "s" : "-")`
// +k8s:printerColumn:name="NestedReturn",type=string,expression=`has(self.spec.tag) && self.spec.items[1].name == "a" ? self.spec.items[1].name + "!" : (self.spec.flag && size(self.spec.items[0].tags) > 1 ? self.spec.items[0].tags[1] : "other")`
// +k8s:printerColumn:name="EmptyMaps",type=string,expression=`(has(self.spec.items) ? self.spec.items.filter(i, i.weight > 1).map(i, i.name) : []).join(",") + "|" + string(size(!has(self.spec.items) ? [] : self.spec.items.map(i, size(i.tags)))) + "|" + (size(self.spec.items) > 1 ? self.spec.items[1].name : "")`
// +k8s:printerColumn:name="ChainReturn",type=boolean,expression=`has(self.spec.tag) || self.spec.items[1].name == "a"`
// +k8s:printerColumn:name="ChainAnd",type=boolean,expression=`has(self.spec.tag) && has(self.spec.items) && self.spec.items[2].weight > 1 && variables.second != ""`
// +k8s:printerColumn:name="ChainText",type=string,expression=`!has(self.spec.inner) || self.spec.items[0].name != self.spec.tag`
// +k8s:printerColumn:name="Built",type=string,expression=`(self.spec.items.map(i, i.name) + (has(self.spec.tag) ? [self.spec.tag] : []) + (self.spec.count > 2 ? [] : ["few"])).join(",") + "|" + cel.bind(ns, self.spec.items.map(i, i.name), string(size(ns + (self.spec.flag ? ["f"] : []))) + "/" + string(size(ns)))`
// +k8s:printerColumn:name="FlatMaps",type=string,expression=`self.spec.items.map(i, i.weight > 1, has(i.tags) ? i.tags : [i.name]).flatten().join(",") + "|" + string(size(has(self.spec.items) ? self.spec.items.map(i, [i.name, i.name]).flatten() : []))`
// +k8s:printerColumn:name="Switch",type=string,expression=`self.spec.name == "a" ? "A" : (self.spec.name in ["b", "c"] ? "BC" : (self.spec.name == "" ? "empty" : (self.spec.name == "d" ? self.spec.tag : self.spec.name + "?")))`
// +k8s:printerColumn:name="SwitchValue",type=string,expression=`"<" + (self.spec.name == "a" ? "A" : (self.spec.name in ["b", "c"] ? self.spec.tag : (self.spec.name == "d" ? "D" : (self.spec.count > 2 ? self.spec.name : "")))) + ">"`
// +k8s:printerColumn:name="EmptyLoops",type=string,expression=`string(has(self.spec.items) && self.spec.items.exists(i, i.weight > 3)) + "/" + string(!has(self.spec.items) || self.spec.items.all(i, has(i.tags))) + "/" + self.spec.items.map(i, string(has(i.tags) && i.tags.exists(t, t == "a"))).join(",") + "/" + (has(self.spec.items) && self.spec.items.exists(i, i.name == "a") ? "a" : "-")`
// +k8s:printerColumn:name="Within",type=string,expression=`cel.bind(h, self.spec.items.filter(i, i.name != "a").map(i, i.name), size(h) == 2 || size(h) > 3 ? self.spec.items[1].name + "/" + self.spec.items[size(self.spec.items) - 1].name : "-") + "|" + (has(self.spec.items) && size(self.spec.items.filter(i, has(i.tags))) > 2 ? self.spec.items[2].name : "few")`
// +k8s:printerColumn:name="FirstOnly",type=string,expression=`cel.bind(w, has(self.spec.items) ? self.spec.items.filter(i, i.weight > 1).map(i, i.name) : [], size(w) > 0 ? w[0] : "-") + "|" + string(cel.bind(t, self.spec.items.filter(i, has(i.tags)), 0 < size(t) && t[0].weight > 2))`
// +k8s:printerColumn:name="FirstFails",type=string,expression=`cel.bind(f, self.spec.items.map(i, i.tags[0]), size(f) == 0 ? "none" : f[0])`
// +k8s:printerColumn:name="PhaseIn",type=string,expression=`(has(self.spec.phases) && "Running" in self.spec.phases ? "running" : "-") + "|" + self.spec.items.map(i, "a" in i.tags ? "a" : "-").join(",") + "|" + (has(self.status.phase) && has(self.spec.phases) && self.status.phase in self.spec.phases ? "listed" : "-") + (has(self.spec.name) && has(self.spec.phases) && self.spec.name in self.spec.phases ? "!" : "")`
// +k8s:printerColumn:name="ReadAlike",type=string,expression=`(has(self.spec.phases) && size(self.spec.phases) > 0 && has(self.status.phase) && self.status.phase == self.spec.phases[0] ? "first" : "-") + "|" + (self.spec.count < self.spec.small ? "lt" : "ge") + "|" + (has(self.spec.items) && has(self.spec.phases) && size(self.spec.items) == size(self.spec.phases) ? "eq" : "ne") + "|" + (has(self.spec.phases) ? string(size(self.spec.phases.filter(p, p > self.status.phase))) : "-")`
// +k8s:printerColumn:name="UnusedElement",type=string,expression=`(self.spec.items.all(x, self.spec.a > 0) ? "all" : "not") + "|" + (has(self.spec.phases) ? string(size(self.spec.phases.filter(p, self.spec.flag))) : "-") + "|" + string(size(lists.range(size(self.spec.items)).filter(i, self.spec.b > 0))) + "|" + (has(self.spec.peers) && self.spec.peers.exists(p, self.spec.inner.x == "a") ? "y" : "n")`
// +k8s:printerColumn:name="HoistOnce",type=boolean,expression=`cel.bind(b, self.spec.tag, b + "a") == lists.range(size(self.spec.items)).map(v, self.spec.items[v].name).join("/") || has(self.spec.tag) || self.spec.tag == "a"`
// +k8s:printerColumn:name="Absorbed",type=string,expression=`string((has(self.spec.tag) ? self.spec.tag : "-") == "a" && self.spec.count > 1 || self.spec.count > 1) + "|" + string(size(self.spec.items.filter(i, (has(i.tags) ? i.tags[0] : "") == "a" && self.spec.flag || self.spec.flag)))`
// +k8s:printerColumn:name="FirstIndexed",type=string,expression=`self.spec.items.filter(i, i.name != "a")[0].name`
// +k8s:printerColumn:name="FirstLazy",type=string,expression=`has(self.spec.tag) ? "t" : cel.bind(n, self.spec.items.map(i, i.name), n[0])`
// +k8s:printerColumn:name="Optional",type=string,expression=`self.spec.?tag.orValue("-")`
// +k8s:printerColumn:name="OptChain",type=string,expression=`self.spec.?inner.?x.orValue("none")`
// +k8s:printerColumn:name="OptHas",type=boolean,expression=`self.spec.?inner.hasValue() && !self.spec.?end.hasValue()`
// +k8s:printerColumn:name="OptTime",type=date,expression=`self.spec.?start.orValue(timestamp("2026-01-01T00:00:00Z"))`
// +k8s:printerColumn:name="OptRoot",type=string,expression=`self.?status.?phase.orValue("unknown") + "/" + string(self.spec.?small.orValue(-1))`
// +k8s:printerColumn:name="OptFails",type=string,expression=`self.spec.?inner.?x.orValue(self.spec.items[0].name)`
// Optional index, or, of and none, ? : of optionals, value(): the right
// side of or and orValue computed only when the left has no value.
// +k8s:printerColumn:name="OptIndex",type=string,expression=`self.spec.?resources[?"limits.cpu"].orValue("none") + "/" + string(self.spec.?items[?1].?weight.orValue(-1)) + "/" + self.spec.?limits[?"Running"].orValue("-")`
// +k8s:printerColumn:name="OptOr",type=string,expression=`self.spec.?tag.or(self.?status.?phase).or(optional.of(self.spec.items[0].name)).orValue("neither")`
// +k8s:printerColumn:name="OptOf",type=string,expression=`(self.spec.a > 0 ? optional.of(string(self.spec.a)) : optional.none()).orValue("non-positive")`
// +k8s:printerColumn:name="OptValue",type=string,expression=`self.spec.?inner.?x.value()`
// +k8s:printerColumn:name="OptHasIndex",type=boolean,expression=`self.spec.?resources[?"requests.memory"].hasValue() || optional.none().or(self.metadata.?labels[?"app"]).hasValue()`
// +k8s:printerColumn:name="Phase",type=string,expression="self.status.phase"
// +k8s:printerColumn:name="Nested",type=string,expression="self.spec.items.map(i, i.tags)"
// +k8s:printerColumn:name="Since",type=string,expression="has(self.spec.start) ? humanDuration(now - self.spec.start) + ' ago' : '<unknown>'"
// +k8s:printerColumn:name="Until",type=string,expression="!has(self.spec.end) ? '<pending>' : self.spec.end < now ? '<expired>' : humanDuration(self.spec.end - now)"
// +k8s:printerColumn:name="Lower",type=string,expression="self.spec.name.lowerAscii() + self.spec.tag.upperAscii()"
// +k8s:printerColumn:name="Implied",type=string,expression=`(has(self.spec.tag) && self.spec.tag == "x" ? "x" : (!has(self.spec.tag) || self.spec.tag != "fast" ? "-" : "fast")) + (has(self.spec.small) && self.spec.small > 0 ? "+" : "") + (!has(self.spec.small) ? "0" : string(self.spec.small)) + (has(self.spec.items) && size(self.spec.items) > 1 ? self.spec.items[1].name : "") + (self.spec.count == 5000000000 || self.spec.count == -1 ? "c" : "")`
// +k8s:printerColumn:name="Literal",type=string,expression=`((self.spec.flag ? ["flag"] : []) + (has(self.spec.tag) ? [self.spec.tag] : []) + [self.spec.name]).join(",")`
// +k8s:printerColumn:name="FirstTwo",type=string,expression=`has(self.spec.items) ? (size(self.spec.items) > 2 ? self.spec.items.map(i, i.name).slice(0, 2).join(",") + " + " + string(size(self.spec.items) - 2) + " more..." : self.spec.items.map(i, i.name).join(",")) : "<none>"`
// +k8s:printerColumn:name="BadSlice",type=string,expression=`self.spec.items.map(i, i.name).slice(1, 3).join(",")`
// +k8s:printerColumn:name="SortedNames",type=string,expression=`self.spec.items.map(i, i.name).sort().distinct().join(",")`
// +k8s:printerColumn:name="SortedWeights",type=string,expression=`self.spec.items.map(i, i.weight).distinct().sort()`
// +k8s:printerColumn:name="App",type=string,expression=`self.metadata.labels["app"]`
// +k8s:printerColumn:name="HasApp",type=string,expression=`has(self.metadata.labels) && "app" in self.metadata.labels ? "app=" + self.metadata.labels["app"] : "-"`
// +k8s:printerColumn:name="Labels",type=string,expression="formatLabels(self.metadata.labels)"
// +k8s:printerColumn:name="LabelsOrNone",type=string,expression=`has(self.metadata.labels) ? formatLabels(self.metadata.labels) : "<none>"`
// +k8s:printerColumn:name="LabelCount",type=integer,expression="has(self.metadata.labels) ? size(self.metadata.labels) : 0"
// +k8s:printerColumn:name="Selector",type=string,expression="formatLabelSelector(self.spec.selector)"
// +k8s:printerColumn:name="SelectorOrNone",type=string,expression=`has(self.spec.selector) ? formatLabelSelector(self.spec.selector) : "<none>"`
// +k8s:printerColumn:name="LabelKeys",type=string,expression=`has(self.metadata.labels) ? self.metadata.labels.filter(k, k.startsWith("t") && size(k) > 1).map(k, k.substring(1)).sort().join(",") : "<none>"`
// +k8s:printerColumn:name="LabelPairs",type=string,expression=`self.metadata.labels.map(k, k + ":" + self.metadata.labels[k]).sort()`
// +k8s:printerColumn:name="LabelKeyList",type=string,expression=`has(self.metadata.labels) ? self.metadata.labels.map(k, k).sort().distinct().map(k, k + "=" + self.metadata.labels[k]).join(",") + "|" + self.metadata.labels.map(k, k).sort().join(",") : "-"`
// +k8s:printerColumn:name="EmptyLabel",type=boolean,expression=`self.metadata.labels.exists(k, self.metadata.labels[k].size() < 2) || self.metadata.labels.all(k, k == "app")`
// +k8s:printerColumn:name="Limits",type=string,expression=`has(self.spec.limits) ? self.spec.limits.filter(k, k != "").map(k, k + "=" + self.spec.limits[k]).sort().join(";") : "-"`
// +k8s:printerColumn:name="Substring",type=string,expression=`self.spec.name.substring(1) + "|" + self.spec.name.substring(1, 3)`
// +k8s:printerColumn:name="Split",type=string,expression=`self.spec.name.split("a")`
// +k8s:printerColumn:name="SplitSize",type=integer,expression=`self.spec.tag.split("").size() + self.spec.tag.split("/").size()`
// +k8s:printerColumn:name="SplitN",type=string,expression=`self.spec.name.split("/", 2).join("|") + "|" + string(self.spec.tag.split("", self.spec.a).size()) + "|" + string(self.spec.name.split("a", 0).size())`
// +k8s:printerColumn:name="MapMember",type=string,expression=`(has(self.spec.limits.tier) ? self.spec.limits.tier : "-") + "/" + self.metadata.labels.app`
// +k8s:printerColumn:name="ExistsOne",type=string,expression=`(self.spec.items.exists_one(i, i.weight > 2) ? "one" : "not one") + "/" + string(self.spec.phases.exists_one(p, p == "Running"))`
// +k8s:printerColumn:name="ParsedTime",type=string,expression=`string(timestamp("2026-0" + string(size(self.spec.items) + 1) + "-01T00:00:00+02:00")) + "|" + humanDuration(now - timestamp("2026-11-0" + string(self.spec.count + 3) + "T10:00:00Z"))`
// +k8s:printerColumn:name="Trim",type=string,expression=`(" " + self.spec.tag + "\t").trim()`
// +k8s:printerColumn:name="Bound",type=string,expression=`cel.bind(names, self.spec.items.map(i, i.name), names.size() > 2 ? names.slice(0, 2).join(",") + "..." : names.join(","))`
// +k8s:printerColumn:name="BoundUnused",type=string,expression=`cel.bind(sum, self.spec.a + self.spec.b, "computed")`
// +k8s:printerColumn:name="BoundObject",type=string,expression=`cel.bind(s, self.spec, cel.bind(n, s.name, has(s.inner) && has(s.inner.x) ? s.inner.x + n : n))`
// +k8s:printerColumn:name="Observed",type=string,expression=`has(self.spec.observed) ? humanDuration(now - self.spec.observed) + (self.spec.observed > self.spec.start ? " later" : "") : "<none>"`
// +k8s:printerColumn:name="BoundLazy",type=string,expression=`cel.bind(sum, self.spec.a + self.spec.b, self.spec.flag ? string(sum) + "/" + string(sum) : "no")`
// +k8s:printerColumn:name="BoundBranches",type=string,expression=`cel.bind(q, self.spec.a / self.spec.count, self.spec.small > 0 ? string(q) : string(q + 1))`
// +k8s:printerColumn:name="BoundAnd",type=boolean,expression=`cel.bind(q, self.spec.a / self.spec.count, q > 0 && q < 10)`
// +k8s:printerColumn:name="BoundShadowed",type=string,expression=`cel.bind(k, self.spec.tag, cel.bind(q, string(self.spec.a / self.spec.count) + k, cel.bind(k, self.spec.name, has(self.spec.flag) ? k : q + "/" + k)))`
// +k8s:printerColumn:name="BoundOr",type=boolean,expression=`cel.bind(q, self.spec.a / self.spec.count, self.spec.small > 2 || q > 0)`
// +k8s:printerColumn:name="Facts",type=string,expression=`cel.bind(parts, self.spec.name.split("/"), size(parts) < 2 ? (has(self.spec.tag) ? (self.spec.tag != "" ? self.spec.tag : "empty") : "none") : parts[1] + (has(self.spec.items) && size(self.spec.items) > 0 ? "" : "?"))`
// +k8s:printerColumn:name="FromEnd",type=string,expression=`has(self.spec.items) ? self.spec.items[size(self.spec.items) - 1].name + "|" + self.spec.name.split("/").slice(1, 2).join("") : "none"`
// +k8s:printerColumn:name="Chains",type=string,expression=`(self.spec.a > 10 ? "big" : self.spec.a > 0 ? "small" : self.spec.a == 0 ? "zero" : "neg") + "/" + (has(self.metadata.labels) && "app" in self.metadata.labels && self.metadata.labels["app"] != "" ? self.metadata.labels["app"] : "-")`
// +k8s:printerColumn:name="KeysKnown",type=string,expression=`cel.bind(ks, has(self.spec.limits) ? self.spec.limits.filter(k, self.spec.limits[k] != "").map(k, k + "=" + self.spec.limits[k]) : [], size(ks) == 0 ? "none" : cel.bind(top, ks.max(), lists.range(size(ks)).filter(i, ks[i] == top).size() == 1 ? top : "tie"))`
// +k8s:printerColumn:name="EitherWay",type=string,expression=`(has(self.spec.tag) ? self.spec.tag : "") + "/" + (!has(self.status.phase) ? "" : self.status.phase) + "/" + string(has(self.spec.small) ? self.spec.small : 0) + "/" + (has(self.spec.items) ? self.spec.items.map(i, string(has(i.weight) ? i.weight : 0) + (has(i.name) ? i.name : "")).join(",") : "")`
// +k8s:printerColumn:name="Strings",type=string,expression=`string(self.spec.ratio) + "|" + string(self.spec.ratio * 1e21) + "|" + string(self.spec.timeout) + "|" + (has(self.spec.start) ? string(self.spec.start) : "-") + "|" + (has(self.spec.observed) ? string(self.spec.observed) : "-") + "|" + (has(self.spec.renewed) ? string(self.spec.renewed) : "-") + "|" + string(duration("90m") + self.spec.timeout)`
// +k8s:printerColumn:name="Numbers",type=string,expression=`string(int(self.spec.ratio)) + "|" + string(double(self.spec.a) * 0.5) + "|" + string(int(self.spec.timeout)) + "|" + (has(self.spec.start) ? string(int(self.spec.start)) : "-") + "|" + string(int("42") + int(self.spec.count)) + "|" + string(double("1.5e3") + double(self.spec.ratio))`
// +k8s:printerColumn:name="Parsed",type=string,expression=`has(self.spec.tag) ? string(int(self.spec.tag)) + "/" + string(double(self.spec.tag)) : "-"`
// +k8s:printerColumn:name="AnyCell",type=string,cellType=any,expression=`self.spec.flag ? dyn(self.spec.a) : (has(self.spec.tag) ? dyn(self.spec.ratio) : "<none>")`
// +k8s:printerColumn:name="Quantities",type=string,expression=`has(self.spec.resources) ? self.spec.resources.filter(k, !k.startsWith("limits.")).sort().map(k, k + ": " + string(self.spec.resources[k])).join(", ") : ""`
// +k8s:printerColumn:name="Indexed",type=string,expression=`lists.range(size(self.spec.items)).map(i, string(i) + "=" + self.spec.items[i].name).join(",") + "|" + string(size(lists.range(self.spec.count)))`
// +k8s:printerColumn:name="Sums",type=string,expression=`string(self.spec.items.map(i, i.weight).sum()) + "|" + string(self.spec.items.map(i, i.weight).max()) + "|" + self.spec.items.map(i, i.name).min() + "|" + string([self.spec.a, self.spec.b].sum())`
// +k8s:printerColumn:name="Latest",type=string,expression=`cel.bind(ts, (has(self.spec.start) ? [self.spec.start] : []) + (has(self.spec.end) ? [self.spec.end] : []), size(ts) == 0 ? "<none>" : humanDuration(now - ts.max()) + "/" + humanDuration(now - ts.min()))`
// +k8s:printerColumn:name="Destinations",type=string,expression=`has(self.spec.destinations) ? self.spec.destinations.map(d, d.ip).join(",") : "<none>"`
// +k8s:printerColumn:name="Peers",type=string,expression=`has(self.spec.peers) ? self.spec.peers.filter(p, p.startsWith("a")).join(",") + "|" + string(size(self.spec.peers)) + "|" + self.spec.peers[0] : ""`
// +k8s:printerColumn:name="Gateway",type=string,expression=`has(self.spec.gateway) ? self.spec.gateway + "/" + string(size(self.spec.gateway)) : "<none>"`
// +k8s:printerColumn:name="InList",type=boolean,expression=`"a" in self.spec.items.map(i, i.name) || self.spec.a in [1, 2, 3] || self.spec.ratio in [0.5]`
// +k8s:printerColumn:name="Guarded",type=string,expression=`string(lists.range(self.spec.count).filter(i, (has(self.spec.items[i].weight) && self.spec.items[i].weight > 2) || self.spec.flag).size()) + "/" + string(lists.range(self.spec.count).filter(i, has(self.spec.items[i].tags) && size(self.spec.items[i].tags) > 1).size()) + "/" + string(lists.range(self.spec.count).filter(i, self.spec.items[i].name == "a" || self.spec.count > 3).size())`
// +k8s:printerColumn:name="RangeGuards",type=string,expression=`string(size(has(self.spec.items) ? lists.range(size(self.spec.items)).filter(k, has(self.spec.items[k].tags)) : [])) + "|" + string(has(self.spec.items) && lists.range(size(self.spec.items)).exists(k, self.spec.items[k].weight > 2)) + "|" + string(!has(self.spec.items) || lists.range(size(self.spec.items)).all(k, self.spec.items[k].name != "a")) + "|" + (!has(self.spec.items) ? [] : lists.range(size(self.spec.items)).map(k, string(k) + self.spec.items[k].name)).join(",")`
// +k8s:printerColumn:name="FusedSums",type=string,expression=`string(self.spec.items.filter(i, i.weight > 1).map(i, i.weight).sum()) + "|" + string(self.spec.items.map(i, i.name != "a", i.weight * 1000000000000).sum()) + "|" + self.spec.items.filter(i, i.weight > 0).filter(i, i.name != "").map(i, i.name).join(",")`
//
// Variables (+k8s:printerColumnVariable), read by several columns: one
// reads another, one can fail (no second item), one fails only on a branch
// no column takes when it would (lazy, as cel-go), a time, and lists of
// objects (a filter's, and a field's, which fails when the field is
// absent; compiled as []*Item).
// +k8s:printerColumnVariable:name=names,expression=`has(self.spec.items) ? self.spec.items.map(i, i.name) : []`
// +k8s:printerColumnVariable:name=heavy,expression=`has(self.spec.items) ? size(self.spec.items.filter(i, i.weight > 3)) : 0`
// +k8s:printerColumnVariable:name=second,expression=`variables.names[1]`
// +k8s:printerColumnVariable:name=quotient,expression=`self.spec.a / self.spec.count`
// +k8s:printerColumnVariable:name=started,expression=`has(self.spec.start) ? self.spec.start : timestamp("2026-01-01T00:00:00Z")`
// +k8s:printerColumnVariable:name=heavyItems,expression=`has(self.spec.items) ? self.spec.items.filter(i, i.weight > 3) : []`
// +k8s:printerColumnVariable:name=allItems,expression=`self.spec.items`
// +k8s:printerColumnVariable:name=chained,expression=`has(self.spec.tag) && self.spec.items[0].weight > 0`
// +k8s:printerColumnVariable:name=firstNamed,expression=`has(self.spec.items) ? self.spec.items.filter(i, i.name != "a").map(i, i.name + "!") : []`
// +k8s:printerColumnVariable:name=firstIndex,expression=`has(self.spec.items) ? lists.range(size(self.spec.items)).filter(k, has(self.spec.items[k].tags)) : []`
// +k8s:printerColumnVariable:name=namesButA,expression=`has(self.spec.items) ? self.spec.items.filter(i, i.name != "a").map(i, i.name) : []`
// +k8s:printerColumn:name="VarFirstButA",type=string,expression=`size(variables.namesButA) > 0 ? variables.namesButA[0] : "-"`
// +k8s:printerColumn:name="VarAllButA",type=string,expression=`variables.namesButA.join(",")`
// +k8s:printerColumn:name="VarFirst",type=string,expression=`(size(variables.firstNamed) > 0 ? variables.firstNamed[0] : "-") + "|" + (size(variables.firstIndex) == 0 ? "none" : self.spec.items[variables.firstIndex[0]].tags[0])`
// +k8s:printerColumn:name="VarChained",type=boolean,expression=`variables.chained || self.spec.flag`
// +k8s:printerColumn:name="VarNames",type=string,expression=`variables.names.join(",") + "|" + string(variables.heavy)`
// +k8s:printerColumn:name="VarSecond",type=string,expression=`size(variables.names) > 1 ? variables.second : "<none>"`
// +k8s:printerColumn:name="VarSecondAlways",type=string,expression=`variables.second + "!"`
// +k8s:printerColumn:name="SizeGuard",type=string,expression=`(size(self.spec.items) > 1 ? self.spec.items[1].name : "none") + "|" + (size(variables.names) != 0 ? variables.names[0] : "-") + "|" + (size(self.spec.items) >= 3 && self.spec.items[2].weight > 0 ? "w" : "-")`
// +k8s:printerColumn:name="VarQuotient",type=string,expression=`self.spec.count == 0 ? "none" : string(variables.quotient) + "/" + string(variables.heavy)`
// +k8s:printerColumn:name="VarOr",type=boolean,expression=`variables.heavy > 1 || variables.quotient > 2`
// +k8s:printerColumn:name="VarStarted",type=string,expression=`humanDuration(now - variables.started)`
// +k8s:printerColumn:name="VarHeavyItems",type=integer,expression=`size(variables.heavyItems) + variables.heavy`
// +k8s:printerColumn:name="VarReasons",type=string,expression=`size(variables.names) == 0 || variables.names[0] == "a" ? "none" : (size(variables.namesButA) > 1 && variables.namesButA[1] != "b" || size(variables.firstNamed) > 0 && variables.firstNamed[0] == "c!" || size(variables.firstIndex) > 2 ? "some" : "ok")`
// +k8s:printerColumn:name="Reasons",type=string,expression=`!has(self.spec.items) || !self.spec.items.exists(i, i.name == "a") || self.spec.items.filter(i, i.name == "a")[0].weight == 0 ? "Unknown" : (has(self.spec.tag) || "b" in self.spec.items.map(i, i.name) || self.spec.items[1].weight > 2 ? "some" : "none")`
// +k8s:printerColumn:name="RangeConst",type=string,expression=`lists.range(3).map(i, string(i) + (size(self.spec.items) > i ? self.spec.items[i].name : "-")).join(",") + "|" + string(lists.range(0).size()) + "|" + lists.range(2).map(i, self.spec.items[i].name).join(",")`
// +k8s:printerColumn:name="SameList",type=string,expression=`!has(self.spec.items) || !self.spec.items.exists(i, i.name == "a") ? "-" : self.spec.items.filter(i, i.name == "a")[0].name + string(self.spec.items.filter(i, i.name == "a")[0].weight) + "|" + self.spec.items.map(i, i.name).join(",") + string(size(self.spec.items.map(i, i.name)))`
// +k8s:printerColumn:name="FirstMatch",type=string,expression=`(has(self.spec.items) && self.spec.items.exists(c, c.name == "a") ? self.spec.items.filter(x, x.name == "a")[0].name + string(self.spec.items.filter(x, x.name == "a")[0].weight) : "none") + "|" + (has(self.spec.items) && self.spec.items.filter(c, c.weight > 2)[0].name == "b" || has(self.spec.items) && self.spec.items.exists(x, x.weight > 2) ? "y" : "n") + "|" + cel.bind(ok, has(self.spec.items) && self.spec.items.exists(c, has(c.tags)), ok ? string(size(self.spec.items.filter(c, has(c.tags))[0].tags)) : "-") + "|" + (self.spec.items.exists(c, c.weight == 1) ? "one" : "-") + "|" + (!has(self.spec.items) || !self.spec.items.exists(c, c.name.startsWith("b")) || self.spec.items.filter(c, c.name.startsWith("b"))[0].name == "bb" ? "u" : "k")`
// +k8s:printerColumn:name="VarObjects",type=string,expression=`variables.heavyItems.map(i, i.name).join(",") + "|" + (size(variables.allItems) > 0 ? variables.allItems[0].name + "/" + string(size(variables.allItems[0].tags)) : "<none>") + "|" + string(variables.allItems.exists(i, has(i.tags)))`
//
// List variables (+k8s:printerColumnListVariable), computed once per
// printed list over items (a single probe's list is empty): one reads
// another, one fails on an empty list (read only when the list has items),
// a row variable reads one.
// +k8s:printerColumnListVariable:name=listCounts,expression=`items.map(p, p.spec.count)`
// +k8s:printerColumnListVariable:name=listMax,expression=`size(variables.listCounts) == 0 ? -1 : variables.listCounts.max()`
// +k8s:printerColumnListVariable:name=listFirstA,expression=`items[0].spec.a`
// +k8s:printerColumnListVariable:name=listBig,expression=`items.filter(p, p.spec.count > 3)`
// +k8s:printerColumnVariable:name=isMax,expression=`self.spec.count == variables.listMax`
// +k8s:printerColumn:name="ListMax",type=string,expression=`(variables.isMax ? "max" : "-") + "/" + string(size(variables.listCounts))`
// +k8s:printerColumn:name="ListFirstA",type=integer,expression=`size(variables.listCounts) == 0 ? -1 : variables.listFirstA - self.spec.a`
// +k8s:printerColumn:name="ListBig",type=string,expression=`string(size(variables.listBig)) + (size(variables.listBig) > 0 ? "/" + variables.listBig[0].metadata.name : "")`
type Probe struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   ProbeSpec   `json:"spec,omitempty"`
	Status ProbeStatus `json:"status,omitempty"`
}

// ProbeSpec has fields of every shape.
type ProbeSpec struct {
	A     int64 `json:"a"`
	B     int64 `json:"b"`
	Count int32 `json:"count"`
	// +optional
	Small int32   `json:"small,omitempty"`
	Ratio float64 `json:"ratio"`
	// +optional
	Ratio2 float64 `json:"ratio2,omitempty"`
	Name   string  `json:"name"`
	// +optional
	Tag string `json:"tag,omitempty"`
	// +optional
	Flag bool `json:"flag,omitempty"`
	// +optional
	Inner *Inner `json:"inner,omitempty"`
	// +kubebuilder:validation:MaxItems=8
	// +optional
	Items []Item `json:"items,omitempty"`
	// +optional
	Start *metav1.Time `json:"start,omitempty"`
	// +optional
	End     *metav1.Time    `json:"end,omitempty"`
	Timeout metav1.Duration `json:"timeout"`
	// +optional
	Selector *metav1.LabelSelector `json:"selector,omitempty"`
	// Limits is a map with keys of a named string type.
	// +optional
	Limits map[ProbePhase]string `json:"limits,omitempty"`
	// Observed is a time with microseconds.
	// +optional
	Observed metav1.MicroTime `json:"observed,omitempty"`
	// Renewed is one through a pointer, as a Lease's renewTime.
	// +optional
	Renewed *metav1.MicroTime `json:"renewed,omitempty"`
	// Resources are quantities by name.
	// +optional
	Resources map[string]resource.Quantity `json:"resources,omitempty"`
	// Destinations have addresses that marshal themselves to strings.
	// +kubebuilder:validation:MaxItems=8
	// +optional
	Destinations []Destination `json:"destinations,omitempty"`
	// Phases are values of a named string type in a list: a constant is
	// searched in it as it is.
	// +kubebuilder:validation:MaxItems=8
	// +optional
	Phases []ProbePhase `json:"phases,omitempty"`
	// Peers are such addresses in a list.
	// +kubebuilder:validation:MaxItems=8
	// +optional
	Peers []Addr `json:"peers,omitempty"`
	// Gateway is one, through a pointer.
	// +optional
	Gateway *Addr `json:"gateway,omitempty"`
}

// Addr marshals itself to a JSON string, as an IP address type does; its
// OpenAPI type says so, and CEL columns read it as a string.
//
// +kubebuilder:validation:Type=string
type Addr struct {
	Text string `json:"-"`
}

// MarshalJSON writes the text.
func (a Addr) MarshalJSON() ([]byte, error) { return json.Marshal(a.Text) }

// UnmarshalJSON reads the text.
func (a *Addr) UnmarshalJSON(b []byte) error { return json.Unmarshal(b, &a.Text) }

// Destination is a list element with such an address.
type Destination struct {
	IP Addr `json:"ip"`
	// +optional
	Port int32 `json:"port,omitempty"`
}

// Inner is reached through a pointer.
type Inner struct {
	// +optional
	X string `json:"x,omitempty"`
}

// Item is a list element with optional fields.
type Item struct {
	Name string `json:"name"`
	// +optional
	Weight int64 `json:"weight,omitempty"`
	// +kubebuilder:validation:MaxItems=8
	// +optional
	Tags []string `json:"tags,omitempty"`
}

// ProbeStatus has a named string type.
type ProbeStatus struct {
	// +optional
	Phase ProbePhase `json:"phase,omitempty"`
}

// ProbePhase is a named string.
type ProbePhase string

// ProbeList lists Probes.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
type ProbeList struct {
	metav1.TypeMeta `json:",inline"`
	metav1.ListMeta `json:"metadata,omitempty"`
	Items           []Probe `json:"items"`
}

// GaugeReady has one CEL column, KEP-4595 Story 2, for benchmarks against
// the same value as a CRD JSONPath filter column.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:printerColumn:name="Ready",type=string,expression=`self.status.conditions.exists(c, c.type == "Ready") ? self.status.conditions.filter(c, c.type == "Ready")[0].status : "Unknown"`
type GaugeReady struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GaugeSpec   `json:"spec,omitempty"`
	Status GaugeStatus `json:"status,omitempty"`
}

// GaugeReplicas has one CEL column that reads one field, for benchmarks
// against the same field as a CRD JSONPath column.
//
// +k8s:deepcopy-gen:interfaces=k8s.io/apimachinery/pkg/runtime.Object
// +k8s:printerColumn:name="Replicas",type=integer,expression="self.spec.replicas"
type GaugeReplicas struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   GaugeSpec   `json:"spec,omitempty"`
	Status GaugeStatus `json:"status,omitempty"`
}

// GaugeSpec is the spec of the benchmark kinds.
type GaugeSpec struct {
	Replicas int64 `json:"replicas"`
}

// GaugeStatus is the status of the benchmark kinds.
type GaugeStatus struct {
	// +kubebuilder:validation:MaxItems=16
	// +optional
	Conditions []Condition `json:"conditions,omitempty"`
}

// Condition is a condition in the usual Kubernetes shape.
type Condition struct {
	Type   string `json:"type"`
	Status string `json:"status"`
}
