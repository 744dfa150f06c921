// Package internalversion declares Gardener's internal security kinds,
// stored and served in security.gardener.cloud/v1alpha1
// (docs/internal-versions.md).
package internalversion
