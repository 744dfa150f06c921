// Package clientgo adds selectable-gen's generated index functions
// (FooIndexers) to a client-go shared informer, answers field predicates
// from an informer's indexes (ListWithPredicate), and makes clients send a
// field predicate (WithFieldPredicate). It is a separate package: only its
// users depend on client-go.
package clientgo

import (
	"k8s.io/client-go/tools/cache"
)

// Indexers converts generated index functions to client-go cache.Indexers.
func Indexers(indexers map[string]func(any) ([]string, error)) cache.Indexers {
	out := make(cache.Indexers, len(indexers))
	for field, fn := range indexers {
		out[field] = cache.IndexFunc(fn)
	}
	return out
}

// AddIndexers adds the index functions to an informer (before it starts):
//
//	err := clientgo.AddIndexers(informer, v1.PodIndexers())
//	pods, err := informer.GetIndexer().ByIndex(v1.PodFieldSpecNodeName, "node-1")
func AddIndexers(informer cache.SharedIndexInformer, indexers map[string]func(any) ([]string, error)) error {
	return informer.AddIndexers(Indexers(indexers))
}
