package markers

// The specs of the markers that say what a kind is and what is generated
// for it besides fields and columns: its resource, scope and group (in
// every dialect), internal versions, selector generation, and the /status
// and /scale subresources.

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
