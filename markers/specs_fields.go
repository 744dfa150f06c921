package markers

import "slices"

// The specs of the selectable-field markers: the opt-in, selectable fields
// (both +k8s: spellings and controller-gen's), watch-cache indexes, and
// the field label conversion's extra labels and rejections.

// selectableGenSpec is the opt-in. It is not spelt +k8s:selectable-gen:
// code-generator's tag lint (--lint-rules=known-tags-only) rejects any
// package-level +k8s:*-gen tag outside its closed list, so that spelling in
// a doc.go would make deepcopy-gen, conversion-gen and every other
// code-generator generator fail. Outside the k8s: prefix, as +groupName and
// +genclient are, the lint never looks at it.
var selectableGenSpec = &Spec{
	Name:     NameSelectableGen,
	Dialect:  K8sDialect,
	Family:   NameSelectableGen,
	Form:     ValueForm,
	Scopes:   []Scope{PackageScope, TypeScope},
	KindOnly: true,
	Values: []ArgSpec{
		{Type: EnumValue, Enum: []string{"package"}, Scopes: []Scope{PackageScope},
			Doc: "`package` generates code for every kind in the package."},
		{Type: EnumValue, Enum: []string{"true", "false"}, Scopes: typeOnly,
			Doc: "`true` generates code for this kind even without other markers; `false` opts it out."},
	},
	Doc: "Opts a package or a kind in (or a kind out). A kind is also opted in by any of its " +
		"own selectable-field markers, or a member-level marker on a field it reaches. Spelt outside the " +
		"`+k8s:` prefix so that code-generator's tag lint (`--lint-rules=known-tags-only`) accepts the package.",
	Examples: []Example{
		{PackageScope, "+selectable-gen=package"},
		{TypeScope, "+selectable-gen=false"},
	},
}

// selectableGenLegacySpec is the opt-in's first spelling, still read, with
// a positioned note that says what to write (Legacy).
var selectableGenLegacySpec = func() *Spec {
	s := *selectableGenSpec
	s.Name = nameSelectableGenLegacy
	s.Family = nameSelectableGenLegacy
	s.Canonical = selectableGenSpec
	s.Legacy = "code-generator's tag lint (--lint-rules=known-tags-only) rejects it in a doc.go"
	s.Doc = "The first spelling of `+selectable-gen`, read the same with a note: code-generator's tag lint " +
		"(`--lint-rules=known-tags-only`) rejects every package-level `+k8s:*-gen` tag it does not know."
	s.Examples = []Example{{PackageScope, "+k8s:selectable-gen=package"}}
	return &s
}()

// conversionArgs say how the kind's field label conversion treats a field.
var conversionArgs = []ArgSpec{
	{Name: ArgAccepted, Type: BoolValue, Default: "true",
		Doc: "`false` keeps the field in the kind's field set (`GetAttrs`) but makes its field label conversion reject it, as " +
			"the API server does with a few legacy fields (Namespace's `name`): it is not published, indexed or accepted."},
	{Name: ArgInternalName, NonEmpty: true,
		Doc: "The name the field label conversion turns the selector into, and under which `GetAttrs` sets the value: " +
			"the internal version's name where the served version renamed the field (events.k8s.io/v1 `regarding.kind` is " +
			"the core Event's `involvedObject.kind`). The selector is published and indexed under its own name."},
}

// indexArgs ask for a watch-cache index of a selectable field.
var indexArgs = []ArgSpec{
	{Name: ArgIndexed, Type: BoolValue, Default: "false",
		Doc: "`true` asks the API server's watch cache for an index of the field (named `f:<field>`, listed in the " +
			"predicate's `IndexFields`): a list selecting one value of it reads only the matching objects. " +
			"The index values are the field selector values, defaults included. Published in the kind's descriptor " +
			"(`FooDescriptor.Indexes`), not in `x-kubernetes-selectable-fields`."},
	{Name: ArgTrigger, Type: BoolValue, Default: "false",
		Doc: "`true` makes the field the watch cache's trigger: watch events are dispatched only to the watchers " +
			"selecting the object's value (and to those selecting none). Implies `indexed`. At most one per kind."},
}

var selectableFieldSpec = &Spec{
	Name:         NameSelectableField,
	Dialect:      K8sDialect,
	Family:       "k8s:schema:",
	Form:         ArgsForm,
	Scopes:       both,
	OptsIn:       true,
	KindOnly:     true,
	RepeatableIn: typeOnly,
	Args: append([]ArgSpec{
		{Name: ArgJSONPath, Scopes: typeOnly, RequiredIn: typeOnly,
			Doc: "The field, as a path of json names from the kind's root (`.spec.color`). A list is crossed " +
				"with `[*]`, which makes the field multi-valued (`.spec.containers[*].image`: `k=v` selects an object " +
				"when some element has `v`), or with a filter on the list's key, `[?(@.type==\"Ready\")]`, which " +
				"selects one element (docs/field-selectors.md); no index `[n]`. On a struct field the path is the " +
				"field's own. Under `.metadata` only lists (`.metadata.ownerReferences[*].uid`), a legacy alias " +
				"(`.metadata.name` with `fieldPath`), or `.metadata.namespace` on a cluster-scoped kind whose API server " +
				"still puts it in the field set (CustomResourceDefinition, APIService), with a `description`."},
		{Name: ArgFieldPath,
			Default: "the path without its leading dot (and `[*]`; a filter written as its value: `status.conditions.Ready.status`)",
			Doc: "The selector's name where it differs from the path (legacy names such as Job's " +
				"`status.successful`). Requires `description`."},
		{Name: ArgDefault,
			Default: `""`,
			Doc: "The value when the field is absent (a nil pointer anywhere on the path, or a zero " +
				"`metav1.Time`). Must be a value the field's type can print."},
		{Name: ArgOmitAbsent, Type: BoolValue, Default: "false",
			Doc: "`true` leaves the field out of the kind's field set (`GetAttrs`) while it is absent (a nil pointer on the " +
				"path, or a zero `metav1.Time`), as hand-written registries do with a nil reference (Gardener's " +
				"`spec.shootRef.name`). A selector cannot tell: a field missing from the set compares as the empty string, " +
				"so it needs an empty `default`; `FieldValue`, the index and the matchers are unchanged. Not with " +
				"`valueFunc` or a path through lists."},
		{Name: ArgDescription,
			Doc: "Explains the field in OpenAPI discovery. Required with `fieldPath` and `valueFunc`."},
		{Name: ArgValueFunc, Scopes: typeOnly,
			Doc: "Name of a hand-written `func(obj *Kind) string` in the same package that computes " +
				"the value, for legacy fields no path describes. `jsonPath` still names the field it stands for."},
	}, append(slices.Clone(indexArgs), conversionArgs...)...),
	Doc: "Declares a selectable field. On a struct field it applies to every kind that reaches the " +
		"field through struct fields (embedded or named, pointer or not) without crossing a slice, a map " +
		"or a nested object (a struct with its own `metadata`). On a kind, one marker per field, in the " +
		"order written. Several lines of the marker on one struct field merge into one declaration; on a " +
		"kind a line ending in `,` continues on the next line of the marker.",
	Examples: []Example{
		{MemberScope, "+k8s:schema:selectableField"},
		{TypeScope, `+k8s:schema:selectableField:jsonPath=".spec.color"`},
		{MemberScope, `+k8s:schema:selectableField:fieldPath="status.successful",description="Set to the value of status.succeeded"`},
		{TypeScope, `+k8s:schema:selectableField:jsonPath=".status.podIP",valueFunc=podIPSelectorValue,description="Set to the value of status.podIPs[0]"`},
		{TypeScope, `+k8s:schema:selectableField:jsonPath=".spec.nodeName",trigger=true`},
		{TypeScope, `+k8s:schema:selectableField:jsonPath=".spec.containers[*].image",indexed=true`},
	},
}

// selectableFieldAliasSpec is KEP-5975's spelling, +k8s:selectableField,
// read as +k8s:schema:selectableField with the same arguments.
var selectableFieldAliasSpec = func() *Spec {
	s := *selectableFieldSpec
	s.Name = nameSelectableFieldAlias
	s.Family = ""
	s.Canonical = selectableFieldSpec
	s.Args = slices.Clone(selectableFieldSpec.Args)
	for i := range s.Args {
		s.Args[i].As = s.Args[i].Name
	}
	s.Doc = "KEP-5975's spelling of `+k8s:schema:selectableField`: the same marker, the same arguments. " +
		"Declaring one field with both spellings is the duplicate-field error."
	s.Examples = []Example{
		{MemberScope, "+k8s:selectableField"},
		{TypeScope, `+k8s:selectableField:jsonPath=".spec.color",indexed=true`},
	}
	return &s
}()

// fieldIndexSpec indexes a field declared by any selectable-field marker,
// for kinds whose fields are declared with +kubebuilder:selectablefield.
var fieldIndexSpec = &Spec{
	Name:    NameFieldIndex,
	Dialect: K8sDialect,
	Family:  "k8s:schema:",
	Form:    ArgsForm,
	Scopes:  typeOnly,
	// An index asks for the kind's code: a kind whose other markers are
	// all wrong still gets the index's own error.
	OptsIn:       true,
	KindOnly:     true,
	RepeatableIn: typeOnly,
	Args: []ArgSpec{
		{Name: ArgField, RequiredIn: typeOnly, NonEmpty: true,
			Doc: "The field selector name of a selectable field the kind declares (`spec.color`)."},
		{Name: ArgTrigger, Type: BoolValue, Default: "false", Doc: "Same as `trigger` of `+k8s:schema:selectableField`."},
	},
	Doc: "Asks for a watch-cache index of a selectable field declared elsewhere on the kind (by " +
		"`+kubebuilder:selectablefield`, say, which has no index argument); the same as `indexed=true` on its " +
		"declaration.",
	Examples: []Example{{TypeScope, `+k8s:schema:index:field="spec.color",trigger=true`}},
}

// fieldLabelSpec declares a field label the kind's conversion accepts
// beyond (or rejects among) its field set.
var fieldLabelSpec = &Spec{
	Name:         NameFieldLabel,
	Dialect:      K8sDialect,
	Family:       "k8s:schema:",
	Form:         ArgsForm,
	Scopes:       typeOnly,
	OptsIn:       true,
	KindOnly:     true,
	RepeatableIn: typeOnly,
	Args: []ArgSpec{
		{Name: ArgName, RequiredIn: typeOnly, NonEmpty: true,
			Doc: "The field label, as a field selector names it."},
		{Name: ArgInternalName, NonEmpty: true,
			Doc: "The field of the kind's field set the label is converted to (a declared field's name, or `metadata.name` / " +
				"`metadata.namespace`): a legacy name of a field (Pod's `spec.host` for `spec.nodeName`). Without it the label is " +
				"accepted as it is and, being in no object's field set, compares as the empty string (Pod's `status.podIPs`)."},
		{Name: ArgAccepted, Type: BoolValue, Default: "true",
			Doc: "`false` rejects `metadata.namespace` on a namespaced kind whose server rejects it (PodCertificateRequest); " +
				"a declared field is rejected with its own `accepted=false`."},
		{Name: ArgDescription,
			Doc: "Explains the label in the published field list and the reference docs; required for an accepted label."},
	},
	Doc: "Declares a field label the kind's field label conversion accepts although no declared field has that name: a legacy " +
		"name converted to a field (`internalName`), or a label that is accepted but never set, so it compares as the empty " +
		"string. Built-in kinds have both; a new API should not need it. With `accepted=false`, rejects `metadata.namespace`.",
	Examples: []Example{
		{TypeScope, `+k8s:schema:fieldLabel:name="spec.host",internalName="spec.nodeName",description="Legacy name of spec.nodeName"`},
		{TypeScope, `+k8s:schema:fieldLabel:name="status.podIPs",description="Accepted but never set: compares as the empty string"`},
		{TypeScope, `+k8s:schema:fieldLabel:name="metadata.namespace",accepted=false`},
	},
}

// fieldLabelConversionSpec says how the kind's field label conversion
// rejects labels, or that the server registers none.
var fieldLabelConversionSpec = &Spec{
	Name:     NameFieldLabelConv,
	Dialect:  K8sDialect,
	Family:   "k8s:schema:",
	Form:     ArgsForm,
	Scopes:   typeOnly,
	OptsIn:   true,
	KindOnly: true,
	Args: []ArgSpec{
		{Name: ArgRegistered, Type: BoolValue, Default: "true",
			Doc: "`false`: the API server registers no field label conversion for the kind, so apimachinery's " +
				"`runtime.DefaultMetaV1FieldSelectorConversion` applies: `metadata.name` and `metadata.namespace` are accepted " +
				"(on a cluster-scoped kind too, where `metadata.namespace` compares as the empty string) and every other label " +
				"is rejected with `\"<label>\" is not a known field selector: only \"metadata.name\", \"metadata.namespace\"`, " +
				"whatever the field set (apps/v1 ReplicaSet computes `status.replicas` and rejects it). " +
				"`RegisterFieldLabelConversions` then registers nothing for the kind. Excludes `message`, `+k8s:schema:fieldLabel` " +
				"and the fields' `accepted` and `internalName`."},
		{Name: ArgMessage, NonEmpty: true, Default: "`field label not supported: %s`",
			Doc: "The rejection message: a Go format with one verb, `%s` or `%q`, for the label (Job's is `field label %q not supported for Job`)."},
	},
	Doc: "How the kind's field label conversion rejects a label, or that the server has none for it. Without it the " +
		"conversion accepts exactly the field set's names (`metadata.namespace` only on namespaced kinds) and rejects " +
		"others with `field label not supported: <label>`.",
	Examples: []Example{
		{TypeScope, `+k8s:schema:fieldLabelConversion:message="field label %q not supported for Job"`},
		{TypeScope, `+k8s:schema:fieldLabelConversion:registered=false`},
	},
}

var kubebuilderSelectableSpec = &Spec{
	Name:         nameKubebuilderSelectable,
	Dialect:      KubebuilderDialect,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	OptsIn:       true,
	RepeatableIn: typeOnly,
	Canonical:    selectableFieldSpec,
	Args: []ArgSpec{
		{Name: argKubebuilderJSONPath, As: ArgJSONPath, RequiredIn: typeOnly,
			Doc: "Same as `jsonPath` of `+k8s:schema:selectableField` on a kind."},
	},
	Doc: "controller-gen's selectable-field marker, read as `+k8s:schema:selectableField:jsonPath=...`.",
	Examples: []Example{
		{TypeScope, `+kubebuilder:selectablefield:JSONPath=".spec.color"`},
	},
}
