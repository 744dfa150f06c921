package markers

import (
	"slices"
	"strings"
)

// The marker spec table. Each Spec here drives parsing, validation messages
// and docs/markers.md; adding a marker starts with adding its Spec.

// Selectable-field argument names, shared by the generators.
const (
	ArgJSONPath    = "jsonPath"
	ArgFieldPath   = "fieldPath"
	ArgDefault     = "default"
	ArgDescription = "description"
	ArgValueFunc   = "valueFunc"
	ArgIndexed     = "indexed"
	ArgOmitAbsent  = "omitAbsent"
	ArgTrigger     = "trigger"
	ArgField       = "field"
	// Field label conversion.
	ArgAccepted     = "accepted"
	ArgInternalName = "internalName"
	ArgRegistered   = "registered"
	ArgMessage      = "message"
	ArgReason       = "reason"
)

// Resource argument names.
const (
	ArgPath       = "path"
	ArgSingular   = "singular"
	ArgScope      = "scope"
	ArgShortNames = "shortNames"
	ArgCategories = "categories"
)

// Printer-column argument names.
const (
	ArgName        = "name"
	ArgType        = "type"
	ArgFormat      = "format"
	ArgPriority    = "priority"
	ArgPlaceholder = "placeholder"
	ArgCellType    = "cellType"
	ArgExpression  = "expression"
	ArgNameColumn  = "nameColumn"
	ArgCellOnly    = "cellOnly"
)

// Internal-version argument names.
const (
	ArgVersions       = "versions"
	ArgStorageVersion = "storageVersion"
)

// Selector-generation and subresource argument names.
const (
	ArgSelector           = "selector"
	ArgManualSelector     = "manualSelector"
	ArgAutoSelector       = "autoSelector"
	ArgTemplate           = "template"
	ArgUIDLabel           = "uidLabel"
	ArgNameLabel          = "nameLabel"
	ArgSpecReplicasPath   = "specReplicasPath"
	ArgStatusReplicasPath = "statusReplicasPath"
	ArgLabelSelectorPath  = "labelSelectorPath"
)

// controller-gen's argument names, read as the +k8s: names above.
const (
	argKubebuilderJSONPath     = "JSONPath"
	argKubebuilderSpecPath     = "specpath"
	argKubebuilderStatusPath   = "statuspath"
	argKubebuilderSelectorPath = "selectorpath"
	argKubebuilderScope        = "scope"
)

// Marker names. The generators see kubebuilder markers under the names of
// the +k8s: markers they are read as, so only those are exported.
const (
	NameSelectorGeneration  = "k8s:selectorGeneration"
	NameStatusSubresource   = "k8s:subresource:status"
	NameScaleSubresource    = "k8s:subresource:scale"
	NamePrinterColumn       = "k8s:printerColumn"
	NamePrinterColumnVar    = "k8s:printerColumnVariable"
	NamePrinterListVar      = "k8s:printerColumnListVariable"
	NamePrinterRowOrder     = "k8s:printerRowOrder"
	NamePrinterRowCondition = "k8s:printerRowCondition"
	NamePrinterHeaders      = "k8s:printerHeaders"
	NameSelectableGen       = "selectable-gen"
	NameSelectableField     = "k8s:schema:selectableField"
	NameFieldIndex          = "k8s:schema:index"
	NameFieldLabel          = "k8s:schema:fieldLabel"
	NameFieldLabelConv      = "k8s:schema:fieldLabelConversion"
	NameResource            = "k8s:resource"
	NameScope               = "k8s:schema:scope"
	NameGroupName           = "groupName"
	NameOpenAPIModelPackage = "k8s:openapi-model-package"
	NameNonNamespaced       = "genclient:nonNamespaced"
	NameInternalVersion     = "k8s:internalVersion"
	NameSupportsSubresource = "k8s:supportsSubresource"

	// The size bounds of a list or map member that controller-gen and
	// validation-gen read, and that bound CEL cost estimates.
	NameKubebuilderMaxItems      = "kubebuilder:validation:MaxItems"
	NameKubebuilderMaxProperties = "kubebuilder:validation:MaxProperties"
	NameMaxItems                 = "k8s:maxItems"
	NameMaxProperties            = "k8s:maxProperties"

	// NameKubebuilderType is controller-gen's OpenAPI type of a type,
	// which says what a type that marshals itself writes (a string, for
	// an address type): CEL columns read it as that.
	NameKubebuilderType = "kubebuilder:validation:Type"

	// What makes a list member's elements unique by a key, as the API
	// server and server-side apply read it: a list filter of a selectable
	// field may select by that key only.
	NameListType      = "listType"
	NameListMapKey    = "listMapKey"
	NamePatchMergeKey = "patchMergeKey"
	NameK8sListType   = "k8s:listType"
	NameK8sListMapKey = "k8s:listMapKey"

	nameKubebuilderStatus      = "kubebuilder:subresource:status"
	nameKubebuilderScale       = "kubebuilder:subresource:scale"
	nameKubebuilderPrintColumn = "kubebuilder:printcolumn"
	nameKubebuilderSelectable  = "kubebuilder:selectablefield"
	nameKubebuilderResource    = "kubebuilder:resource"
	// KEP-5975's spelling of the selectable-field marker.
	nameSelectableFieldAlias = "k8s:selectableField"
	// The opt-in's first spelling, in code-generator's +k8s:*-gen family.
	nameSelectableGenLegacy = "k8s:selectable-gen"
)

var (
	both       = []Scope{TypeScope, MemberScope}
	typeOnly   = []Scope{TypeScope}
	memberOnly = []Scope{MemberScope}
)

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

// resourceSpec is the kind's resource as the API server serves it.
var resourceSpec = &Spec{
	Name:     NameResource,
	Dialect:  K8sDialect,
	Family:   "k8s:resource",
	Form:     ArgsForm,
	Scopes:   typeOnly,
	KindOnly: true,
	Args: []ArgSpec{
		{Name: ArgPath, NonEmpty: true, Default: "the kind in lower case, made plural as Kubernetes guesses it (`meta.UnsafeGuessKindToResource`)",
			Doc: "The resource (plural) name in the URL path (`selectors`)."},
		{Name: ArgSingular, NonEmpty: true, Default: "the kind in lower case",
			Doc: "The singular name (`selector`), which kubectl accepts too."},
		{Name: ArgScope, Type: EnumValue, Enum: []string{"Namespaced", "Cluster"}, Default: "Namespaced",
			Doc: "Same as `+k8s:schema:scope`."},
		{Name: ArgShortNames, NonEmpty: true, Default: "none",
			Doc: "Short names kubectl accepts for the resource (`sel`), separated by `;` (`sel;sl`); each a DNS-1035 label, as a CRD's."},
		{Name: ArgCategories, NonEmpty: true, Default: "none",
			Doc: "Categories the resource belongs to (`all`: `kubectl get all` lists it), separated by `;`; each a DNS-1035 label, as a CRD's."},
	},
	Doc:      "The kind's resource names, for the generated descriptor (`FooDescriptor`) an API server serves the kind from (its URL path, discovery and kubectl's names).",
	Examples: []Example{{TypeScope, "+k8s:resource:path=selectors,singular=selector"}, {TypeScope, "+k8s:resource:shortNames=sel;sl,categories=all"}},
}

var scopeSpec = &Spec{
	Name:     NameScope,
	Dialect:  K8sDialect,
	Family:   "k8s:schema:",
	Form:     ValueForm,
	Scopes:   typeOnly,
	KindOnly: true,
	Values: []ArgSpec{
		{Type: EnumValue, Enum: []string{"Namespaced", "Cluster"}, Default: "Namespaced"},
	},
	Doc: "The kind's scope. A cluster-scoped kind has no `metadata.namespace` field selector (unless declared: " +
		"`+k8s:schema:selectableField:jsonPath=\".metadata.namespace\"`). " +
		"`+genclient:nonNamespaced` and `+kubebuilder:resource:scope=Cluster` say the same.",
	Examples: []Example{{TypeScope, "+k8s:schema:scope=Cluster"}},
}

var groupNameSpec = &Spec{
	Name:    NameGroupName,
	Dialect: GengoDialect,
	Form:    ValueForm,
	Scopes:  []Scope{PackageScope},
	Values:  []ArgSpec{{Type: StringValue, AllowEmpty: true}},
	Doc: "The API group of the package's kinds (empty for the core group); the version is the " +
		"package name. Needed for field-label conversion registration. Read from all of doc.go, as other gengo tools do, and from the comments above the package clause of every other file, as controller-gen does (kubebuilder scaffolds it in groupversion_info.go); two different values are an error.",
	Examples: []Example{{PackageScope, "+groupName=stable.example.com"}},
}

var openAPIModelPackageSpec = &Spec{
	Name:    NameOpenAPIModelPackage,
	Dialect: GengoDialect,
	Form:    ValueForm,
	Scopes:  []Scope{PackageScope},
	Values:  []ArgSpec{{Type: StringValue}},
	Doc: "kube-openapi's tag: the OpenAPI model package of the package's types, which openapi-gen " +
		"(with `--output-model-name-file`) turns into `OpenAPIModelName()` methods and definition " +
		"names. Read so that `SelectableKinds` names the same definitions: an API server on " +
		"k8s.io/apiserver v0.37 finds a kind's schema (for OpenAPI and server-side apply) by that name.",
	Examples: []Example{{PackageScope, "+k8s:openapi-model-package=com.example.stable.v1"}},
}

var nonNamespacedSpec = &Spec{
	Name:     NameNonNamespaced,
	Dialect:  GengoDialect,
	Form:     FlagForm,
	Scopes:   typeOnly,
	Doc:      "client-gen's marker for a cluster-scoped kind; read as the kind's scope.",
	Examples: []Example{{TypeScope, "+genclient:nonNamespaced"}},
}

// supportsSubresourceSpec is validation-gen's declaration of a kind's
// subresources, which k8s.io/api's types carry (on Deployment, "/status"
// and "/scale"). Read as a hint: "/status" and "/scale" declare what
// +k8s:subresource:status and +k8s:subresource:scale with the conventional
// paths declare; any other subresource ("/approval", "/eviction", ...) is
// validation-gen's business and not read.
var supportsSubresourceSpec = &Spec{
	Name:         NameSupportsSubresource,
	Dialect:      HintDialect,
	Form:         ValueForm,
	Scopes:       typeOnly,
	RepeatableIn: typeOnly,
	Values:       []ArgSpec{{Type: EnumValue, Enum: []string{"/status", "/scale"}}},
	Doc: "validation-gen's (k8s.io/api's types carry it): `\"/status\"` declares the status subresource as " +
		"`+k8s:subresource:status` does, `\"/scale\"` the scale subresource with the conventional paths " +
		"(`.spec.replicas`, `.status.replicas` when the kind has it, and the label selector at `.status.selector` " +
		"when it is a string, else at `.spec.selector`: a string, a `metav1.LabelSelector` or a label map, " +
		"printed in string form as the built-in scale subresources print it). Read on a kind and on the kind a " +
		"declaration aliases; a `+k8s:subresource:*` marker on the kind takes precedence. Other subresources are not read.",
	Examples: []Example{{TypeScope, `+k8s:supportsSubresource="/status"`}, {TypeScope, `+k8s:supportsSubresource="/scale"`}},
}

// listKeySpec is a marker of another tool that says how a list member's
// elements are keyed, read as a hint: a selectable field's list filter
// must select by a key that identifies one element.
func listKeySpec(name, doc string, repeatable bool) *Spec {
	s := &Spec{
		Name:    name,
		Dialect: HintDialect,
		Form:    ValueForm,
		Scopes:  memberOnly,
		Values:  []ArgSpec{{Type: StringValue}},
		Doc:     doc + "; a selectable field's list filter (`[?(@.type==\"Ready\")]`) may select by the list's key only (docs/field-selectors.md).",
	}
	if repeatable {
		s.RepeatableIn = memberOnly
	}
	return s
}

// sizeBoundSpec is a size bound of another tool, read as a hint: the most
// items of a list or map member.
func sizeBoundSpec(name, owner string) *Spec {
	return &Spec{
		Name:    name,
		Dialect: HintDialect,
		Form:    ValueForm,
		Scopes:  memberOnly,
		Values:  []ArgSpec{{Type: IntValue, Min: &zero}},
		Doc: owner + "'s size bound of a list or map member; it bounds the cost estimate of CEL printer columns " +
			"(docs/printer-columns.md).",
	}
}

// schemaTypeSpec is controller-gen's +kubebuilder:validation:Type on a
// type declaration.
var schemaTypeSpec = &Spec{
	Name:    NameKubebuilderType,
	Dialect: HintDialect,
	Form:    ValueForm,
	Scopes:  typeOnly,
	Values: []ArgSpec{
		{Type: EnumValue, Enum: []string{"string", "integer", "number", "boolean", "object", "array"}},
	},
	Doc: "controller-gen's OpenAPI type of a type. On a type that marshals itself (MarshalJSON) to a JSON string, " +
		"`string` makes CEL printer columns read its values as strings, compiled to Go too; without it they are dyn " +
		"(docs/printer-columns.md).",
	Examples: []Example{{TypeScope, "+kubebuilder:validation:Type=string"}},
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

var kubebuilderResourceSpec = &Spec{
	Name:      nameKubebuilderResource,
	Dialect:   KubebuilderDialect,
	Form:      ArgsForm,
	Scopes:    typeOnly,
	Canonical: resourceSpec,
	Args: []ArgSpec{
		{Name: "path", As: ArgPath, EmptyIsAbsent: true, Sticky: true, Doc: "Same as `path` of `+k8s:resource`."},
		{Name: "singular", As: ArgSingular, EmptyIsAbsent: true, Sticky: true, Doc: "Same as `singular` of `+k8s:resource`."},
		{Name: "shortName", As: ArgShortNames, Type: ListValue, Sticky: true, Doc: "Same as `shortNames` of `+k8s:resource`."},
		{Name: "categories", As: ArgCategories, Type: ListValue, Sticky: true, Doc: "Same as `categories` of `+k8s:resource`."},
		{Name: argKubebuilderScope, As: ArgScope, Type: EnumValue, Enum: []string{"Namespaced", "Cluster"},
			AllowEmpty: true, EmptyMeans: "Namespaced", Default: "Namespaced",
			Doc: "The kind's scope. `\"\"` is Namespaced, as in controller-gen. " +
				"Of several `+kubebuilder:resource` lines the last decides, as in controller-gen: one without " +
				"`scope` after one with it makes the kind Namespaced again."},
	},
	Doc:      "controller-gen's resource marker, read as `+k8s:resource` (`path`, `singular`, `shortName`, `categories`, `scope`).",
	Examples: []Example{{TypeScope, "+kubebuilder:resource:path=selectors,scope=Cluster"}},
}

// Column types and formats, as CRD validation accepts them.
var (
	columnTypes   = []string{"string", "integer", "number", "boolean", "date"}
	columnFormats = CRDColumnFormats
	zero          = int64(0)
)

// CRDColumnFormats are the formats CRD validation accepts for a printer
// column (OpenAPI's); metav1.TableColumnDefinition takes any string.
var CRDColumnFormats = []string{"int32", "int64", "float", "double", "byte", "date", "date-time", "password"}

// columnArgs are the arguments of a printer column in both dialects;
// pathArg is jsonPath or controller-gen's JSONPath.
func columnArgs(pathArg string, withExpression bool) []ArgSpec {
	format := ArgSpec{Name: ArgFormat, Type: EnumValue, Enum: columnFormats,
		Doc: "Copied to the column definition (an OpenAPI format hint for clients); it never changes a cell."}
	description := ArgSpec{Name: ArgDescription,
		Default: "`Custom resource definition column (in JSONPath format): <jsonPath>` (or `(in CEL format): <expression>`)",
		Doc:     "The column's description in the table."}
	if withExpression {
		// +k8s:printerColumn also takes what hand-written tables of
		// aggregated servers write.
		// metav1.TableColumnDefinition's format is any string: hand-written
		// tables write kubectl's "name" (a column of object names) and
		// others ("string", "int"), which a CRD does not accept.
		format.Type, format.Enum = StringValue, nil
		format.Doc = "Copied to the column definition, as `metav1.TableColumnDefinition`'s format: any string " +
			"(OpenAPI's " + strings.Join(CRDColumnFormats, ", ") + "; kubectl's `name` for a column of object names, which " +
			"hand-written tables use; others such as `string` that aggregated servers write). It never changes a cell. " +
			"A CRD accepts only OpenAPI's: the CRD merge leaves any other out with a note."
		description.Doc += " `description=\"\"` gives the column no description, as a hand-written table's column may " +
			"have (a CRD shows its default then, and the CRD merge says so in a note)."
	}
	args := []ArgSpec{
		{Name: ArgName, RequiredIn: typeOnly, Doc: "The column header."},
		{Name: ArgType, Type: EnumValue, Enum: columnTypes, RequiredIn: typeOnly,
			Doc: "The cell type, as in a CRD: `integer` cells are int64, `number` float64, `boolean` bool, " +
				"`date` a relative age, `string` the printed value."},
		format,
		description,
		{Name: ArgPriority, Type: IntValue, Min: &zero, Default: "0",
			Doc: "0 shows the column in the default view; higher values only with `-o wide`."},
		{Name: pathArg,
			Doc: "A JSONPath into the object (`.status.replicas`, `.spec.servers[*].hosts`, " +
				"`.status.conditions[?(@.type==\"Ready\")].status`). Simple paths, `[n]`, `[*]` and `==`/`!=` " +
				"filters compile to Go; other JSONPath runs on client-go's jsonpath. Only the first result is shown."},
	}
	if withExpression {
		args = append(args, ArgSpec{Name: ArgExpression,
			Doc: "A CEL expression over `self`, the object (KEP-4595), type-checked at generation time."},
			ArgSpec{Name: ArgCellType, Type: EnumValue, Enum: append(slices.Clone(columnTypes), "any"),
				Doc: "How cells are rendered where that differs from `type`, which stays the column definition's: " +
					"hand-written tables declare a column `string` and fill it with numbers (Gardener's InternalSecret " +
					"`Data`, `int64(len(data))`); `cellType=integer` renders the cells as integers under a `string` header. " +
					"`cellType=any` (CEL columns only) makes each cell the expression's value as it is, an integer or a string " +
					"(kube-apiserver's PriorityLevelConfiguration prints a share count or `<none>` in one column: " +
					"`dyn(...)` in one branch lets the two types meet). " +
					"A CRD has no such column: the CRD merge writes `cellType` as the type (not `any`: it keeps `type`), with a note."},
			ArgSpec{Name: ArgPlaceholder,
				Doc: "The cell where the value is absent (a nil pointer or a missing key on the path, no list element, an " +
					"unset time, a CEL expression reading an absent field), as kube-apiserver's and hand-written tables print " +
					"`<none>`, `<unknown>` or `<unset>`; `placeholder=\"\"` makes it an empty cell, as hand-written tables print " +
					"many absent values (kubectl shows nothing). Without it such a cell is null, as in a CRD (kubectl shows `<none>`). " +
					"A CRD has no placeholder: the CRD merge leaves it out with a note."},
			ArgSpec{Name: ArgNameColumn, Type: BoolValue, Default: "false",
				Doc: "`true` makes this column the table's Name column, in its place: the Name column every table starts " +
					"with is left out. For tables whose name cell is not the plain name, or is not first: kube-apiserver's " +
					"IngressClass marks the default class (`name (default)`), its Event table puts Name last with priority 1, " +
					"its StorageVersionMigration names the column without the `name` format. Without `description`, the " +
					"column has the Name column's (ObjectMeta's documentation of name). One column per kind at most. " +
					"A CRD always starts with its own Name column: the CRD merge leaves this column out with a note."},
			ArgSpec{Name: ArgCellOnly, Type: BoolValue, Default: "false",
				Doc: "`true` gives every row this column's cell but the table no column definition for it: " +
					"kube-apiserver's IPAddress rows carry a third cell, an age, that no column names (an upstream quirk, " +
					"followed so that tables are equal; kubectl prints only the columns). Such columns come after every " +
					"other column, since cells are matched to definitions by position. A CRD has no such column: the CRD " +
					"merge leaves it out with a note."})
	}
	return args
}

var printerColumnSpec = &Spec{
	Name:         NamePrinterColumn,
	Dialect:      K8sDialect,
	Family:       NamePrinterColumn,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	OptsIn:       true,
	KindOnly:     true,
	RepeatableIn: typeOnly,
	Args:         columnArgs(ArgJSONPath, true),
	ExactlyOneOf: [][]string{{ArgJSONPath, ArgExpression}},
	Doc: "Declares a column of the kind's table (`kubectl get`), in marker order after the Name column (or in " +
		"its place: `nameColumn`). " +
		"A kind without columns gets an Age column, as a CRD does.",
	Examples: []Example{
		{TypeScope, `+k8s:printerColumn:name="Color",type=string,jsonPath=".spec.color"`},
		{TypeScope, `+k8s:printerColumn:name="Status",type=string,expression="self.status.replicas == self.spec.replicas ? 'READY' : 'WAITING'"`},
	},
}

var printerColumnVariableSpec = &Spec{
	Name:         NamePrinterColumnVar,
	Dialect:      K8sDialect,
	Family:       NamePrinterColumn,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	KindOnly:     true,
	RepeatableIn: typeOnly,
	Args: []ArgSpec{
		{Name: ArgName, RequiredIn: typeOnly,
			Doc: "The variable's name, a CEL identifier (letters, digits and `_`, not first a digit); unique in the kind."},
		{Name: ArgExpression, RequiredIn: typeOnly,
			Doc: "A CEL expression over `self`, and over the variables declared before this one, type-checked at generation time."},
	},
	Doc: "Declares a CEL variable that the kind's CEL columns read as `variables.<name>`, as a " +
		"ValidatingAdmissionPolicy's `spec.variables` are read: a value several columns share (Pod's sidecar names, " +
		"its blocking init container) written once. Variables are checked in marker order, so a variable reads the ones " +
		"before it. Each is computed at most once per row, when a column first reads it, and an error in a variable " +
		"is the error of the cells that read it. A CRD has no variables: the CRD merge leaves out the columns that read one, with a note.",
	Examples: []Example{
		{TypeScope, "+k8s:printerColumnVariable:name=ready,expression=`self.status.conditions.filter(c, c.type == \"Ready\")`"},
		{TypeScope, "+k8s:printerColumn:name=\"Ready\",type=string,expression=`size(variables.ready) > 0 ? variables.ready[0].status : \"Unknown\"`"},
	},
}

var printerColumnListVariableSpec = &Spec{
	Name:         NamePrinterListVar,
	Dialect:      K8sDialect,
	Family:       NamePrinterColumn,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	KindOnly:     true,
	RepeatableIn: typeOnly,
	Args: []ArgSpec{
		{Name: ArgName, RequiredIn: typeOnly,
			Doc: "The variable's name, a CEL identifier (letters, digits and `_`, not first a digit); unique among the kind's variables of both kinds."},
		{Name: ArgExpression, RequiredIn: typeOnly,
			Doc: "A CEL expression over `items`, the printed list's objects, and over the list variables declared before this one; it does not read `self`. It must compile to Go, as must the columns and variables that read it."},
	},
	Doc: "Declares a CEL variable computed once per printed list, over `items` (the list's objects, in order), that the kind's " +
		"columns and row variables read as `variables.<name>`: a cell that depends on the other rows, as kube-apiserver marks " +
		"the effective default StorageClass (the newest annotated default) `name (default)` in a list. A single object's table " +
		"(a get) has no list: `items` is empty then, as kube-apiserver prints a single StorageClass without the mark. " +
		"List variables are checked in marker order, before the row variables. A CRD has no variables: the CRD merge leaves out " +
		"the columns that read one, with a note.",
	Examples: []Example{
		{TypeScope, "+k8s:printerColumnListVariable:name=first,expression=`size(items) == 0 ? \"\" : items.map(o, o.metadata.name).min()`"},
		{TypeScope, "+k8s:printerColumn:name=\"Name\",type=string,expression=`self.metadata.name + (self.metadata.name == variables.first ? \" (first)\" : \"\")`"},
	},
}

var printerRowOrderSpec = &Spec{
	Name:         NamePrinterRowOrder,
	Dialect:      K8sDialect,
	Family:       NamePrinterColumn,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	KindOnly:     true,
	OptsIn:       true,
	RepeatableIn: typeOnly,
	Args: []ArgSpec{
		{Name: ArgExpression, RequiredIn: typeOnly,
			Doc: "A CEL expression over `self` whose value (an int, uint, double, string, bool, timestamp or duration) " +
				"is the sort key; it must compile to Go."},
	},
	Doc: "Orders the rows of a printed list by a key, ascending; several markers are keys in marker order (the second " +
		"orders rows the first finds equal), as kube-apiserver sorts a FlowSchema list by matching precedence, then name. " +
		"Rows with equal keys keep the list's order; a row whose key fails (a CEL error) comes after those whose key has a " +
		"value. A single object's table has one row. A CRD has no row order: the CRD merge leaves it out with a note.",
	Examples: []Example{
		{TypeScope, "+k8s:printerRowOrder:expression=`has(self.spec.matchingPrecedence) ? self.spec.matchingPrecedence : 0`"},
		{TypeScope, "+k8s:printerRowOrder:expression=`self.metadata.name`"},
	},
}

var printerHeadersSpec = &Spec{
	Name:     NamePrinterHeaders,
	Dialect:  K8sDialect,
	Family:   NamePrinterColumn,
	Form:     ValueForm,
	Scopes:   typeOnly,
	KindOnly: true,
	OptsIn:   true,
	Values: []ArgSpec{
		{Type: EnumValue, Enum: []string{"AsRequested", "Always"}, Default: "AsRequested"},
	},
	Doc: "Whether the kind's tables carry their column definitions when the request asks for none " +
		"(`TableOptions.NoHeaders`, what `kubectl get --no-headers` sends). `AsRequested` leaves them out, as " +
		"kube-apiserver's own tables and a CRD's do; `Always` keeps them, as kube-aggregator's APIService table " +
		"does (an upstream quirk, followed so that tables are equal; kubectl prints no headers either way). " +
		"A CRD cannot keep them: the CRD merge notes it.",
	Examples: []Example{{TypeScope, "+k8s:printerHeaders=Always"}},
}

var printerRowConditionSpec = &Spec{
	Name:         NamePrinterRowCondition,
	Dialect:      K8sDialect,
	Family:       NamePrinterColumn,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	KindOnly:     true,
	OptsIn:       true,
	RepeatableIn: typeOnly,
	Args: []ArgSpec{
		{Name: ArgType, Default: "Completed",
			Doc: "The condition's type (`metav1.TableRowCondition`'s; `Completed`, metav1.RowCompleted, is the one Kubernetes defines)."},
		{Name: ArgReason, Doc: "The condition's reason, a fixed string."},
		{Name: ArgMessage, Doc: "The condition's message, a fixed string."},
		{Name: ArgExpression, RequiredIn: typeOnly,
			Doc: "A boolean CEL expression over `self`, compiled to Go: the row carries the condition (status True) when it is true."},
	},
	Doc: "Gives a row a table row condition (`metav1.TableRowCondition`, status True) when an expression holds, as " +
		"kube-apiserver marks the rows of succeeded and failed pods `Completed` (clients such as kubectl's `--watch` " +
		"read it). Conditions are added in marker order; an expression that fails adds none. A CRD has no row " +
		"conditions: the CRD merge leaves them out with a note.",
	Examples: []Example{
		{TypeScope, "+k8s:printerRowCondition:type=Completed,reason=Succeeded,message=\"The pod has completed successfully.\",expression=`has(self.status.phase) && self.status.phase == \"Succeeded\"`"},
	},
}

// kubebuilderColumnArgs are controller-gen's printcolumn arguments: the
// column arguments with JSONPath for jsonPath, no expression, and the
// values controller-gen and CRD validation accept.
func kubebuilderColumnArgs() []ArgSpec {
	args := columnArgs(argKubebuilderJSONPath, false)
	for i := range args {
		a := &args[i]
		a.As = a.Name
		switch a.Name {
		case ArgName:
			a.NonEmpty = true
		case argKubebuilderJSONPath:
			a.As, a.RequiredIn = ArgJSONPath, typeOnly
		case ArgFormat:
			a.AllowEmpty, a.EmptyIsAbsent = true, true
			a.Doc += " `\"\"` is no format."
		case ArgPriority:
			a.Min = nil
			a.Doc += " Any 32-bit integer: a CRD accepts negative priorities."
		}
	}
	return args
}

var kubebuilderPrintColumnSpec = &Spec{
	Name:         nameKubebuilderPrintColumn,
	Dialect:      KubebuilderDialect,
	Form:         ArgsForm,
	Scopes:       typeOnly,
	OptsIn:       true,
	RepeatableIn: typeOnly,
	Canonical:    printerColumnSpec,
	Args:         kubebuilderColumnArgs(),
	Doc:          "controller-gen's printer-column marker, read as `+k8s:printerColumn` with `JSONPath` for `jsonPath`.",
	Examples: []Example{
		{TypeScope, `+kubebuilder:printcolumn:name="Ready",type=string,JSONPath=".status.conditions[?(@.type==\"Ready\")].status"`},
	},
}

// internalVersionSpec declares a kind a server stores as internal objects
// and serves in several versions, on a type alias of the internal type.
var internalVersionSpec = &Spec{
	Name:    NameInternalVersion,
	Dialect: K8sDialect,
	Family:  NameInternalVersion,
	Form:    ArgsForm,
	Scopes:  typeOnly,
	Args: []ArgSpec{
		{Name: ArgVersions, RequiredIn: typeOnly, NonEmpty: true,
			Doc: "The import paths of the packages that declare the kind in each served version, separated by commas, in the " +
				"order the descriptors are listed: each a package of the same run whose kind of the alias's name is generated " +
				"(a type alias of the versioned type with its markers, or the versioned type itself). The versions must agree " +
				"on group, resource and scope, and each version is listed once."},
		{Name: ArgStorageVersion, RequiredIn: typeOnly, NonEmpty: true,
			Doc: "The version objects are stored in (`v1beta1`), one of the listed versions: preparation, validation, " +
				"`/status` and `/scale` run on the object converted to it."},
	},
	Doc: "Declares a kind a server stores as internal objects and serves in several versions (k8s.io/sample-apiserver, " +
		"kube-apiserver): written on a type alias of the internal type (which needs no json tags) in a package of its own, " +
		"it generates `FooInternalKind(convert)`, the `runtime.InternalKind` of the internal type and the listed versions' " +
		"descriptors, and `InternalKinds(convert)`, the package's list. Selectable fields, columns and the kind's other " +
		"markers belong to the versions' declarations, not here (docs/internal-versions.md).",
	Examples: []Example{
		{TypeScope, `+k8s:internalVersion:versions="example.com/api/decl/v1alpha1,example.com/api/decl/v1beta1",storageVersion=v1beta1`},
	},
}

var selectorGenerationSpec = &Spec{
	Name:     NameSelectorGeneration,
	Dialect:  K8sDialect,
	Family:   NameSelectorGeneration,
	Form:     ArgsForm,
	Scopes:   typeOnly,
	OptsIn:   true,
	KindOnly: true,
	Args: []ArgSpec{
		{Name: ArgSelector, Default: "`.spec.selector`", Doc: "Path of the `*metav1.LabelSelector`."},
		{Name: ArgManualSelector, Default: "`.spec.manualSelector`",
			Doc: "Path of the `*bool` switch: unset or false is automatic mode, true manual mode."},
		{Name: ArgTemplate, Default: "`.spec.template`",
			Doc: "Path of the pod-template-like struct (one with an ObjectMeta `metadata`) whose labels the selector selects."},
		{Name: ArgUIDLabel, Default: "`controller-uid`", Doc: "The label that holds the object's UID; the generated selector selects it."},
		{Name: ArgNameLabel, Default: "`<lowercased kind>-name`", Doc: "The label that holds the object's name, for people (`kubectl get pods -l job-name=x`)."},
		{Name: ArgAutoSelector,
			Doc: "On an older version whose field has the opposite meaning (v1beta1 `autoSelector`): the path of that " +
				"`*bool`. Generates only the conversion pair; selectors are generated and validated on the newer version."},
	},
	Doc: "Generates `GenerateFooSelector` and `ValidateFooSelector` (the Job selector-generation design: automatic " +
		"mode fills in a unique selector and template labels, manual mode leaves the user's), or with `autoSelector` " +
		"the conversion pair `FooManualSelectorToAutoSelector` / `FooAutoSelectorToManualSelector`.",
	Examples: []Example{
		{TypeScope, "+k8s:selectorGeneration"},
		{TypeScope, `+k8s:selectorGeneration:autoSelector=".spec.autoSelector"`},
	},
}

var statusSubresourceSpec = &Spec{
	Name:     NameStatusSubresource,
	Dialect:  K8sDialect,
	Family:   "k8s:subresource",
	Form:     FlagForm,
	Scopes:   typeOnly,
	OptsIn:   true,
	KindOnly: true,
	Doc: "Generates the `/status` helpers of the CRD status subresource: `PrepareFooForCreate`, " +
		"`PrepareFooForUpdate`, `PrepareFooStatusForUpdate`, `FooResetFields`, `FooStatusResetFields`.",
	Examples: []Example{{TypeScope, "+k8s:subresource:status"}},
}

var scaleSubresourceSpec = &Spec{
	Name:     NameScaleSubresource,
	Dialect:  K8sDialect,
	Family:   "k8s:subresource",
	Form:     ArgsForm,
	Scopes:   typeOnly,
	OptsIn:   true,
	KindOnly: true,
	Args: []ArgSpec{
		{Name: ArgSpecReplicasPath, RequiredIn: typeOnly, Doc: "The desired replicas: an integer field under `.spec` (pointer or not)."},
		{Name: ArgStatusReplicasPath, Doc: "The observed replicas: an integer field under `.status`; 0 when absent."},
		{Name: ArgLabelSelectorPath, Doc: "The label selector in string form: a string field under `.spec` or `.status`."},
	},
	Doc:      "Generates the `/scale` helpers of the CRD scale subresource: `FooToScale` and `ApplyScaleToFoo`.",
	Examples: []Example{{TypeScope, `+k8s:subresource:scale:specReplicasPath=".spec.replicas",statusReplicasPath=".status.replicas",labelSelectorPath=".status.selector"`}},
}

var kubebuilderStatusSpec = &Spec{
	Name:      nameKubebuilderStatus,
	Dialect:   KubebuilderDialect,
	Form:      FlagForm,
	Scopes:    typeOnly,
	OptsIn:    true,
	Canonical: statusSubresourceSpec,
	Doc:       "controller-gen's status subresource marker, read as `+k8s:subresource:status`.",
	Examples:  []Example{{TypeScope, "+kubebuilder:subresource:status"}},
}

var kubebuilderScaleSpec = &Spec{
	Name:      nameKubebuilderScale,
	Dialect:   KubebuilderDialect,
	Form:      ArgsForm,
	Scopes:    typeOnly,
	OptsIn:    true,
	Canonical: scaleSubresourceSpec,
	Args: []ArgSpec{
		{Name: argKubebuilderSpecPath, As: ArgSpecReplicasPath, RequiredIn: typeOnly, Doc: "Same as `specReplicasPath`."},
		{Name: argKubebuilderStatusPath, As: ArgStatusReplicasPath, RequiredIn: typeOnly, Doc: "Same as `statusReplicasPath` (required by controller-gen)."},
		{Name: argKubebuilderSelectorPath, As: ArgLabelSelectorPath, EmptyIsAbsent: true,
			Doc: "Same as `labelSelectorPath`; `\"\"` is none, as CRD validation reads it."},
	},
	Doc:      "controller-gen's scale subresource marker, read as `+k8s:subresource:scale`.",
	Examples: []Example{{TypeScope, "+kubebuilder:subresource:scale:specpath=.spec.replicas,statuspath=.status.replicas,selectorpath=.status.selector"}},
}

// NewDefaultRegistry returns the registry of every marker selectable-gen
// reads. With kubebuilder false, kubebuilder markers are not read at all.
func NewDefaultRegistry(kubebuilder bool) *Registry {
	specs := []*Spec{
		selectableGenSpec,
		selectableGenLegacySpec,
		selectableFieldSpec,
		selectableFieldAliasSpec,
		fieldIndexSpec,
		fieldLabelSpec,
		fieldLabelConversionSpec,
		resourceSpec,
		scopeSpec,
		groupNameSpec,
		openAPIModelPackageSpec,
		nonNamespacedSpec,
		printerColumnSpec,
		printerColumnVariableSpec,
		printerColumnListVariableSpec,
		printerRowOrderSpec,
		printerRowConditionSpec,
		printerHeadersSpec,
		internalVersionSpec,
		selectorGenerationSpec,
		statusSubresourceSpec,
		scaleSubresourceSpec,
		supportsSubresourceSpec,
		sizeBoundSpec(NameKubebuilderMaxItems, "controller-gen"),
		sizeBoundSpec(NameKubebuilderMaxProperties, "controller-gen"),
		sizeBoundSpec(NameMaxItems, "validation-gen"),
		sizeBoundSpec(NameMaxProperties, "validation-gen"),
		schemaTypeSpec,
		listKeySpec(NameListType, "the list type server-side apply reads (`map` keys the elements by `+listMapKey`)", false),
		listKeySpec(NameListMapKey, "a key of a `+listType=map` list", true),
		listKeySpec(NamePatchMergeKey, "the strategic merge patch key of a list: one element per value", false),
		listKeySpec(NameK8sListType, "validation-gen's list type (`map` keys the elements by `+k8s:listMapKey`)", false),
		listKeySpec(NameK8sListMapKey, "validation-gen's key of a `+k8s:listType=map` list", true),
	}
	if kubebuilder {
		specs = append(specs, kubebuilderSelectableSpec, kubebuilderPrintColumnSpec, kubebuilderResourceSpec,
			kubebuilderStatusSpec, kubebuilderScaleSpec)
	}
	return NewRegistry(specs...)
}
