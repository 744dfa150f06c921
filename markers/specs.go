package markers

// This file holds the spec table's shared parts: the argument and marker
// names the generators use, the scope sets, the specs of other tools'
// markers read as hints, and NewDefaultRegistry, which lists every spec.
// The specs of selectable-gen's own markers are in specs_fields.go,
// specs_kinds.go and specs_columns.go.

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
