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
type BackupBucket = gardencorev1beta1.BackupBucket

// BackupBucketList is a list of BackupBuckets.
type BackupBucketList = gardencorev1beta1.BackupBucketList

// BackupEntry selects by its seed, bucket and shoot.
//
// +k8s:schema:selectableField:jsonPath=".spec.seedName",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.bucketName",indexed=true
// +k8s:schema:selectableField:jsonPath=".spec.shootRef.name",indexed=true,omitAbsent=true
// +k8s:schema:selectableField:jsonPath=".spec.shootRef.namespace",indexed=true,omitAbsent=true
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
type ControllerInstallation = gardencorev1beta1.ControllerInstallation

// ControllerInstallationList is a list of ControllerInstallations.
type ControllerInstallationList = gardencorev1beta1.ControllerInstallationList

// InternalSecret selects by its type, the watch cache's trigger.
//
// +k8s:schema:selectableField:jsonPath=".type",trigger=true
type InternalSecret = gardencorev1beta1.InternalSecret

// InternalSecretList is a list of InternalSecrets.
type InternalSecretList = gardencorev1beta1.InternalSecretList

// Project is cluster-scoped and selects by its namespace, the watch
// cache's trigger.
//
// +k8s:schema:scope=Cluster
// +k8s:schema:selectableField:jsonPath=".spec.namespace",trigger=true
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
type Shoot = gardencorev1beta1.Shoot

// ShootList is a list of Shoots.
type ShootList = gardencorev1beta1.ShootList
