// Package internalversion declares Gardener's internal Bastion, stored and
// served in operations.gardener.cloud/v1alpha1 (docs/internal-versions.md).
package internalversion
