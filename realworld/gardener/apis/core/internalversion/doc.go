// Package internalversion declares Gardener's internal core kinds that
// gardener-apiserver selects on, stored and served in v1beta1: the
// generated *InternalKind functions tie the internal types
// (github.com/gardener/gardener/pkg/apis/core) to apis/core/v1beta1's
// declarations (docs/internal-versions.md).
package internalversion
