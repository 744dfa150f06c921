package internalversion

import (
	"github.com/gardener/gardener/pkg/apis/security"
)

// WorkloadIdentity is Gardener's internal WorkloadIdentity, served and stored in v1alpha1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/security/v1alpha1",storageVersion=v1alpha1
type WorkloadIdentity = security.WorkloadIdentity

// WorkloadIdentityList is Gardener's internal WorkloadIdentityList.
type WorkloadIdentityList = security.WorkloadIdentityList

// CredentialsBinding is Gardener's internal CredentialsBinding, served and stored in v1alpha1.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/realworld/gardener/apis/security/v1alpha1",storageVersion=v1alpha1
type CredentialsBinding = security.CredentialsBinding

// CredentialsBindingList is Gardener's internal CredentialsBindingList.
type CredentialsBindingList = security.CredentialsBindingList
