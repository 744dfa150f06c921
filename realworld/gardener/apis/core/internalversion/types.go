package internalversion

import (
	"github.com/gardener/gardener/pkg/apis/core"
)

// BackupBucket is Gardener's internal BackupBucket, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type BackupBucket = core.BackupBucket

// BackupBucketList is Gardener's internal BackupBucketList.
type BackupBucketList = core.BackupBucketList

// BackupEntry is Gardener's internal BackupEntry, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type BackupEntry = core.BackupEntry

// BackupEntryList is Gardener's internal BackupEntryList.
type BackupEntryList = core.BackupEntryList

// ControllerInstallation is Gardener's internal ControllerInstallation, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type ControllerInstallation = core.ControllerInstallation

// ControllerInstallationList is Gardener's internal ControllerInstallationList.
type ControllerInstallationList = core.ControllerInstallationList

// InternalSecret is Gardener's internal InternalSecret, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type InternalSecret = core.InternalSecret

// InternalSecretList is Gardener's internal InternalSecretList.
type InternalSecretList = core.InternalSecretList

// Project is Gardener's internal Project, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type Project = core.Project

// ProjectList is Gardener's internal ProjectList.
type ProjectList = core.ProjectList

// Shoot is Gardener's internal Shoot, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type Shoot = core.Shoot

// ShootList is Gardener's internal ShootList.
type ShootList = core.ShootList

// ExposureClass is Gardener's internal ExposureClass, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type ExposureClass = core.ExposureClass

// ExposureClassList is Gardener's internal ExposureClassList.
type ExposureClassList = core.ExposureClassList

// Quota is Gardener's internal Quota, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type Quota = core.Quota

// QuotaList is Gardener's internal QuotaList.
type QuotaList = core.QuotaList

// CloudProfile is Gardener's internal CloudProfile, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type CloudProfile = core.CloudProfile

// CloudProfileList is Gardener's internal CloudProfileList.
type CloudProfileList = core.CloudProfileList

// ControllerRegistration is Gardener's internal ControllerRegistration, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type ControllerRegistration = core.ControllerRegistration

// ControllerRegistrationList is Gardener's internal ControllerRegistrationList.
type ControllerRegistrationList = core.ControllerRegistrationList

// SecretBinding is Gardener's internal SecretBinding, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type SecretBinding = core.SecretBinding

// SecretBindingList is Gardener's internal SecretBindingList.
type SecretBindingList = core.SecretBindingList

// ShootState is Gardener's internal ShootState, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type ShootState = core.ShootState

// ShootStateList is Gardener's internal ShootStateList.
type ShootStateList = core.ShootStateList

// NamespacedCloudProfile is Gardener's internal NamespacedCloudProfile,
// served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type NamespacedCloudProfile = core.NamespacedCloudProfile

// NamespacedCloudProfileList is Gardener's internal NamespacedCloudProfileList.
type NamespacedCloudProfileList = core.NamespacedCloudProfileList

// Seed is Gardener's internal Seed, served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type Seed = core.Seed

// SeedList is Gardener's internal SeedList.
type SeedList = core.SeedList

// ControllerDeployment is Gardener's internal ControllerDeployment, here
// served and stored in v1beta1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/core/v1beta1",storageVersion=v1beta1
type ControllerDeployment = core.ControllerDeployment

// ControllerDeploymentList is Gardener's internal ControllerDeploymentList.
type ControllerDeploymentList = core.ControllerDeploymentList
