package v1beta1

import (
	gardencorev1beta1 "github.com/gardener/gardener/pkg/apis/core/v1beta1"
)

// BackupBucket is cluster-scoped; gardener-apiserver still puts
// metadata.namespace (always empty) into its field set and accepts it.
// Like every reference's fields here, the shoot reference's are left out
// of the field set while the reference is nil, as Gardener leaves them out.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".metadata.namespace",description="Always empty: BackupBucket is cluster-scoped."
// +k8s:schema:selectableField:jsonPath=".spec.seedName",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.shootRef.name",indexed=true,omitAbsent=true
// +k8s:schema:selectableField:jsonPath=".spec.shootRef.namespace",indexed=true,omitAbsent=true
// +k8s:printerColumn:name="Provider",type=string,format=name,description="",jsonPath=".spec.provider.type"
// +k8s:printerColumn:name="Seed",type=string,format=name,description="",jsonPath=".spec.seedName"
// +k8s:printerColumn:name="Operation",type=string,format=name,description="",expression=`has(self.status.lastOperation) ? self.status.lastOperation.state : "<pending>"`
// +k8s:printerColumn:name="Progress",type=string,cellType=integer,format=name,description="",expression=`has(self.status.lastOperation) ? self.status.lastOperation.progress : 0`
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:subresource:status
// +k8s:resource:shortNames=bbc,categories=all
type BackupBucket = gardencorev1beta1.BackupBucket

// BackupBucketList is a list of BackupBuckets.
type BackupBucketList = gardencorev1beta1.BackupBucketList

// BackupEntry selects by its seed, bucket and shoot.
//
// +k8s:schema:selectableField:jsonPath=".spec.seedName",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.bucketName",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.shootRef.name",indexed=true,omitAbsent=true
// +k8s:schema:selectableField:jsonPath=".spec.shootRef.namespace",indexed=true,omitAbsent=true
// +k8s:printerColumn:name="Bucket",type=string,format=name,description="",jsonPath=".spec.bucketName"
// +k8s:printerColumn:name="Seed",type=string,format=name,description="",jsonPath=".spec.seedName"
// +k8s:printerColumn:name="Operation",type=string,format=name,description="",expression=`has(self.status.lastOperation) ? self.status.lastOperation.state : "<pending>"`
// +k8s:printerColumn:name="Progress",type=string,cellType=integer,format=name,description="",expression=`has(self.status.lastOperation) ? self.status.lastOperation.progress : 0`
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:subresource:status
// +k8s:resource:shortNames=bec,categories=all
type BackupEntry = gardencorev1beta1.BackupEntry

// BackupEntryList is a list of BackupEntries.
type BackupEntryList = gardencorev1beta1.BackupEntryList

// ControllerInstallation is cluster-scoped and selects by the
// registration, seed and shoot it references.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.seedRef.name",indexed=true,omitAbsent=true
// +k8s:schema:selectableField:jsonPath=".spec.shootRef.name",indexed=true,omitAbsent=true
// +k8s:schema:selectableField:jsonPath=".spec.shootRef.namespace",indexed=true,omitAbsent=true
// +k8s:schema:selectableField:jsonPath=".spec.registrationRef.name",indexed=true
// +k8s:printerColumn:name="Registration",type=string,format=name,description="",expression=`has(self.spec.registrationRef.name) ? self.spec.registrationRef.name : ""`
// +k8s:printerColumn:name="Cluster",type=string,format=name,description="",expression=`has(self.spec.shootRef) ? "Shoot/" + (has(self.spec.shootRef.__namespace__) ? self.spec.shootRef.__namespace__ : "") + "/" + (has(self.spec.shootRef.name) ? self.spec.shootRef.name : "") : (has(self.spec.seedRef) ? "Seed/" + (has(self.spec.seedRef.name) ? self.spec.seedRef.name : "") : "<unknown>")`
// +k8s:printerColumn:name="Valid",type=string,format=name,description="",jsonPath=`.status.conditions[?(@.type=="Valid")].status`,placeholder="<unknown>"
// +k8s:printerColumn:name="Installed",type=string,format=name,description="",jsonPath=`.status.conditions[?(@.type=="Installed")].status`,placeholder="<unknown>"
// +k8s:printerColumn:name="Healthy",type=string,format=name,description="",jsonPath=`.status.conditions[?(@.type=="Healthy")].status`,placeholder="<unknown>"
// +k8s:printerColumn:name="Progressing",type=string,format=name,description="",jsonPath=`.status.conditions[?(@.type=="Progressing")].status`,placeholder="<unknown>"
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:subresource:status
// +k8s:resource:shortNames=ctrlinst,categories=all
type ControllerInstallation = gardencorev1beta1.ControllerInstallation

// ControllerInstallationList is a list of ControllerInstallations.
type ControllerInstallationList = gardencorev1beta1.ControllerInstallationList

// InternalSecret selects by its type, the watch cache's trigger. Its
// table, as gardener-apiserver's, types every column string: Data holds
// the number of keys, Age the age as text.
//
// +k8s:schema:selectableField:jsonPath=".type",trigger=true
// +k8s:printerColumn:name="Type",type=string,description="",expression=`has(self.type) ? self.type : ""`
// +k8s:printerColumn:name="Data",type=string,cellType=integer,description="",expression="has(self.data) ? size(self.data) : 0"
// +k8s:printerColumn:name="Age",type=string,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",expression="has(self.metadata.creationTimestamp) ? humanDuration(now - self.metadata.creationTimestamp) : '<unknown>'"
// +k8s:resource:shortNames=ins
type InternalSecret = gardencorev1beta1.InternalSecret

// InternalSecretList is a list of InternalSecrets.
type InternalSecretList = gardencorev1beta1.InternalSecretList

// Project is cluster-scoped and selects by its namespace, the watch
// cache's trigger. Its table is gardener-apiserver's
// (pkg/apiserver/registry/core/project/storage/tableconvertor.go): the
// Namespace and Age columns carry ObjectMeta's descriptions of namespace
// and creationTimestamp, the others none, and what is not set prints as
// <unknown>.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.namespace",trigger=true
// +k8s:printerColumn:name="Namespace",type=string,format=name,description="Namespace defines the space within which each name must be unique. An empty namespace is equivalent to the \"default\" namespace, but \"default\" is the canonical representation. Not all objects are required to be scoped to a namespace - the value of this field for those objects will be empty.\n\nMust be a DNS_LABEL. Cannot be updated. More info: https://kubernetes.io/docs/concepts/overview/working-with-objects/namespaces",expression="has(self.spec.__namespace__) ? self.spec.__namespace__ : '<unknown>'"
// +k8s:printerColumn:name="Status",type=string,format=name,description="",expression="has(self.status.phase) ? self.status.phase : '<unknown>'"
// +k8s:printerColumn:name="Owner",type=string,format=name,description="",expression="has(self.spec.owner) ? self.spec.owner.name : '<unknown>'"
// +k8s:printerColumn:name="Creator",type=string,format=name,description="",expression="has(self.spec.createdBy) ? self.spec.createdBy.name : '<unknown>'"
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:subresource:status
type Project = gardencorev1beta1.Project

// ProjectList is a list of Projects.
type ProjectList = gardencorev1beta1.ProjectList

// Shoot selects by its seed (the watch cache's trigger), the seed in its
// status and its cloud profile; the cloud profile reference's labels keep
// Gardener's capitals (spec.cloudProfile.Name, spec.cloudProfile.Kind).
//
// +k8s:schema:selectableField:jsonPath=".spec.seedName",trigger=true
// +k8s:schema:selectableField:jsonPath=".status.seedName"
// +k8s:schema:selectableField:jsonPath=".spec.cloudProfileName",omitAbsent=true
// +k8s:schema:selectableField:jsonPath=".spec.cloudProfile.name",fieldPath="spec.cloudProfile.Name",description="The name of the referenced cloud profile.",omitAbsent=true
// +k8s:schema:selectableField:jsonPath=".spec.cloudProfile.kind",fieldPath="spec.cloudProfile.Kind",description="The kind of the referenced cloud profile.",omitAbsent=true
// +k8s:printerColumnVariable:name=profileKind,expression=`has(self.spec.cloudProfile) ? (has(self.spec.cloudProfile.kind) && self.spec.cloudProfile.kind != "" ? self.spec.cloudProfile.kind : "CloudProfile") : (has(self.spec.cloudProfileName) && self.spec.cloudProfileName != "" ? "CloudProfile" : "")`
// +k8s:printerColumnVariable:name=profileName,expression=`has(self.spec.cloudProfile) ? (has(self.spec.cloudProfile.name) ? self.spec.cloudProfile.name : "") : (has(self.spec.cloudProfileName) ? self.spec.cloudProfileName : "")`
// +k8s:printerColumn:name="CloudProfile",type=string,format=name,description="",expression=`variables.profileKind == "CloudProfile" ? variables.profileName : (variables.profileKind == "NamespacedCloudProfile" ? (has(self.metadata.__namespace__) ? self.metadata.__namespace__ : "") + "/" + variables.profileName : "")`
// +k8s:printerColumn:name="Provider",type=string,format=name,description="",expression=`has(self.spec.provider.type) ? self.spec.provider.type : ""`
// +k8s:printerColumn:name="Region",type=string,format=name,description="",expression=`has(self.spec.region) ? self.spec.region : ""`
// +k8s:printerColumn:name="Seed",type=string,format=name,description="",priority=1,expression=`has(self.spec.seedName) ? self.spec.seedName : "<none>"`
// +k8s:printerColumn:name="K8S Version",type=string,format=name,description="",expression=`has(self.spec.kubernetes.version) ? self.spec.kubernetes.version : ""`
// +k8s:printerColumn:name="Hibernation",type=string,format=name,description="",expression=`(has(self.spec.hibernation) && has(self.spec.hibernation.enabled) && self.spec.hibernation.enabled) && (has(self.status.hibernated) && self.status.hibernated) ? "Hibernated" : ((has(self.spec.hibernation) && has(self.spec.hibernation.enabled) && self.spec.hibernation.enabled) ? "Hibernating" : ((has(self.status.hibernated) && self.status.hibernated) ? "Waking Up" : "Awake"))`
// +k8s:printerColumn:name="Last Operation",type=string,format=name,description="",expression=`has(self.status.lastOperation) ? "%s %s (%d%%)".format([self.status.lastOperation.type, self.status.lastOperation.state, self.status.lastOperation.progress]) : "<pending>"`
// +k8s:printerColumn:name="Status",type=string,format=name,description="",jsonPath=`.metadata.labels.shoot\.gardener\.cloud/status`,placeholder="<pending>"
// +k8s:printerColumn:name="Purpose",type=string,format=name,description="",priority=1,expression=`has(self.spec.purpose) ? self.spec.purpose : "<none>"`
// +k8s:printerColumn:name="Gardener Version",type=string,format=name,description="",priority=1,expression=`has(self.status.gardener.version) && self.status.gardener.version != "" ? self.status.gardener.version : "<unknown>"`
// +k8s:printerColumn:name="APIServer",type=string,format=name,description="",priority=1,jsonPath=`.status.conditions[?(@.type=="APIServerAvailable")].status`,placeholder="<unknown>"
// +k8s:printerColumn:name="Control",type=string,format=name,description="",priority=1,jsonPath=`.status.conditions[?(@.type=="ControlPlaneHealthy")].status`,placeholder="<unknown>"
// +k8s:printerColumn:name="Observability",type=string,format=name,description="",priority=1,jsonPath=`.status.conditions[?(@.type=="ObservabilityComponentsHealthy")].status`,placeholder="<unknown>"
// +k8s:printerColumn:name="Nodes",type=string,format=name,description="",priority=1,jsonPath=`.status.conditions[?(@.type=="EveryNodeReady")].status`,placeholder="<unknown>"
// +k8s:printerColumn:name="System",type=string,format=name,description="",priority=1,jsonPath=`.status.conditions[?(@.type=="SystemComponentsHealthy")].status`,placeholder="<unknown>"
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:subresource:status
// +k8s:resource:categories=all
type Shoot = gardencorev1beta1.Shoot

// ShootList is a list of Shoots.
type ShootList = gardencorev1beta1.ShootList

// ExposureClass is cluster-scoped; gardener-apiserver gives it no field
// selectors of its own (apimachinery's default conversion), and this table.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Handler",type=string,format=name,description="",jsonPath=".handler"
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:resource:shortNames=expclass;expcls
type ExposureClass = gardencorev1beta1.ExposureClass

// ExposureClassList is a list of ExposureClasses.
type ExposureClassList = gardencorev1beta1.ExposureClassList

// Quota has no field selectors of its own and this table.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Scope",type=string,format=name,description="",expression=`(has(self.spec.scope.apiVersion) ? self.spec.scope.apiVersion : "") + "." + (has(self.spec.scope.kind) ? self.spec.scope.kind : "")`
// +k8s:printerColumn:name="Cluster Lifetime",type=string,format=name,description="",expression="has(self.spec.clusterLifetimeDays) ? string(self.spec.clusterLifetimeDays) + ' days' : '<unspecified>'"
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:resource:shortNames=squota
type Quota = gardencorev1beta1.Quota

// QuotaList is a list of Quotas.
type QuotaList = gardencorev1beta1.QuotaList

// CloudProfile is cluster-scoped, with no field selectors of its own.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Provider",type=string,format=name,description="",jsonPath=".spec.type"
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:subresource:status
// +k8s:resource:shortNames=cprofile;cpfl
type CloudProfile = gardencorev1beta1.CloudProfile

// CloudProfileList is a list of CloudProfiles.
type CloudProfileList = gardencorev1beta1.CloudProfileList

// ControllerRegistration is cluster-scoped, with no field selectors of its
// own; Resources lists its resources as kind/type.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Resources",type=string,format=name,description="",expression=`has(self.spec.resources) ? self.spec.resources.map(r, r.kind + "/" + r.type).join(", ") : ""`
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:resource:shortNames=ctrlreg,categories=all
type ControllerRegistration = gardencorev1beta1.ControllerRegistration

// ControllerRegistrationList is a list of ControllerRegistrations.
type ControllerRegistrationList = gardencorev1beta1.ControllerRegistrationList

// SecretBinding has no field selectors of its own.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Secret",type=string,format=name,description="",expression=`(has(self.secretRef.__namespace__) ? self.secretRef.__namespace__ : "") + "/" + (has(self.secretRef.name) ? self.secretRef.name : "")`
// +k8s:printerColumn:name="Provider",type=string,format=name,description="",expression=`has(self.provider) ? self.provider.type : "<none>"`
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:resource:shortNames=sb
type SecretBinding = gardencorev1beta1.SecretBinding

// SecretBindingList is a list of SecretBindings.
type SecretBindingList = gardencorev1beta1.SecretBindingList

// ShootState has no field selectors of its own; its table counts the
// gardener and extension data under string headers.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Gardener Data",type=string,cellType=integer,description="",expression=`has(self.spec.gardener) ? size(self.spec.gardener) : 0`
// +k8s:printerColumn:name="Extension States",type=string,cellType=integer,description="",expression=`has(self.spec.extensions) ? size(self.spec.extensions) : 0`
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:resource:categories=all
type ShootState = gardencorev1beta1.ShootState

// ShootStateList is a list of ShootStates.
type ShootStateList = gardencorev1beta1.ShootStateList

// NamespacedCloudProfile has no field selectors of its own.
//
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Parent Name",type=string,format=name,description="",jsonPath=".spec.parent.name"
// +k8s:printerColumn:name="Parent Kind",type=string,format=name,description="",jsonPath=".spec.parent.kind"
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:subresource:status
// +k8s:resource:shortNames=nsprofile;nscpfl
type NamespacedCloudProfile = gardencorev1beta1.NamespacedCloudProfile

// NamespacedCloudProfileList is a list of NamespacedCloudProfiles.
type NamespacedCloudProfileList = gardencorev1beta1.NamespacedCloudProfileList

// Seed is cluster-scoped, with no field selectors of its own. Its table's
// Status sums up four conditions as gardener-apiserver does.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumnVariable:name=gardenlet,expression=`has(self.status.conditions) ? self.status.conditions.filter(c, c.type == "GardenletReady") : []`
// +k8s:printerColumnVariable:name=backupBuckets,expression=`has(self.status.conditions) ? self.status.conditions.filter(c, c.type == "BackupBucketsReady") : []`
// +k8s:printerColumnVariable:name=extensions,expression=`has(self.status.conditions) ? self.status.conditions.filter(c, c.type == "ExtensionsReady") : []`
// +k8s:printerColumnVariable:name=systemComponents,expression=`has(self.status.conditions) ? self.status.conditions.filter(c, c.type == "SeedSystemComponentsHealthy") : []`
// +k8s:printerColumn:name="Status",type=string,format=name,description="",expression=`size(variables.gardenlet) > 0 && variables.gardenlet[0].status == "Unknown" ? "Unknown" : (size(variables.gardenlet) == 0 || variables.gardenlet[0].status != "True" || size(variables.backupBuckets) > 0 && variables.backupBuckets[0].status != "True" || size(variables.extensions) == 0 || variables.extensions[0].status in ["False", "Unknown"] || size(variables.systemComponents) > 0 && variables.systemComponents[0].status in ["False", "Unknown"] ? "NotReady" : "Ready")`
// +k8s:printerColumn:name="Last Operation",type=string,format=name,description="",expression=`has(self.status.lastOperation) ? "%s %s (%d%%)".format([self.status.lastOperation.type, self.status.lastOperation.state, self.status.lastOperation.progress]) : "<pending>"`
// +k8s:printerColumn:name="Provider",type=string,format=name,description="",jsonPath=".spec.provider.type"
// +k8s:printerColumn:name="Region",type=string,format=name,description="",jsonPath=".spec.provider.region"
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:printerColumn:name="Version",type=string,format=name,description="",expression=`has(self.status.gardener) && self.status.gardener.version != "" ? self.status.gardener.version : "<unknown>"`
// +k8s:printerColumn:name="K8S Version",type=string,format=name,description="",expression=`has(self.status.kubernetesVersion) ? self.status.kubernetesVersion : "<unknown>"`
// +k8s:subresource:status
type Seed = gardencorev1beta1.Seed

// SeedList is a list of Seeds.
type SeedList = gardencorev1beta1.SeedList

// ControllerDeployment is cluster-scoped, with no field selectors of its
// own and a table of its age (Gardener serves it in core/v1 too).
//
// +k8s:schema:scope=Cluster
// +k8s:schema:fieldLabelConversion:registered=false
// +k8s:printerColumn:name="Age",type=date,description="CreationTimestamp is a timestamp representing the server time when this object was created. It is not guaranteed to be set in happens-before order across separate operations. Clients may not set this value. It is represented in RFC3339 form and is in UTC.\n\nPopulated by the system. Read-only. Null for lists. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata",jsonPath=".metadata.creationTimestamp",placeholder="<unknown>"
// +k8s:resource:shortNames=ctrldeploy,categories=all
type ControllerDeployment = gardencorev1beta1.ControllerDeployment

// ControllerDeploymentList is a list of ControllerDeployments.
type ControllerDeploymentList = gardencorev1beta1.ControllerDeploymentList
