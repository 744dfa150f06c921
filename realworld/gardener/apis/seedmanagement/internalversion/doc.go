// Package internalversion declares Gardener's internal ManagedSeed, stored
// and served in seedmanagement.gardener.cloud/v1alpha1
// (docs/internal-versions.md).
package internalversion
