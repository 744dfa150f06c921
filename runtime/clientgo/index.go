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

// TypedIndexers is a kind's generated index functions in client-go's
// typed form, cache.TypedIndexers[*Foo] (client-go 1.37 and newer), for a
// typed informer or indexer, whose functions take a *Foo:
//
//	informer := cache.NewTypedSharedIndexInformer[*v1.Foo](factory.Stable().V1().Foos().Informer())
//	err := informer.AddTypedIndexers(clientgo.TypedIndexers[cache.TypedIndexers[*v1.Foo]](v1.FooIndexers()))
//	foos, err := informer.GetTypedIndexer().ByTypedIndex(v1.FooFieldSpecColor, "red")
//
// The caller names the type: this package builds with the client-go of
// the window's oldest minor (1.35), which has no typed indexers; there,
// AddIndexers takes the untyped form. Each typed function calls the
// generated one, so both forms give the server's values.
func TypedIndexers[M ~map[string]F, F ~func(T) ([]string, error), T any](indexers map[string]func(any) ([]string, error)) M {
	out := make(M, len(indexers))
	for field, fn := range indexers {
		out[field] = F(func(obj T) ([]string, error) { return fn(obj) })
	}
	return out
}
