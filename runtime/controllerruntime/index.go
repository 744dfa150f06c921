// Package controllerruntime registers selectable-gen's generated index
// functions (FooIndexers) on a controller-runtime field indexer, so that
// client.MatchingFields on the cache gives what the API server's field
// selectors give. It is a separate package: only its users depend on
// controller-runtime.
package controllerruntime

import (
	"context"
	"fmt"
	"sort"

	"sigs.k8s.io/controller-runtime/pkg/client"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// IndexFields registers every index function of indexers for obj's kind,
// as mgr.GetFieldIndexer().IndexField would one by one:
//
//	err := controllerruntime.IndexFields(ctx, mgr.GetFieldIndexer(), &v1.Pod{}, v1.PodIndexers())
func IndexFields(ctx context.Context, indexer client.FieldIndexer, obj client.Object, indexers map[string]func(any) ([]string, error)) error {
	for _, field := range sortedFields(indexers) {
		if err := indexer.IndexField(ctx, obj, field, Extractor(indexers[field])); err != nil {
			return fmt.Errorf("indexing field %s: %w", field, err)
		}
	}
	return nil
}

// Extractor adapts a generated index function to controller-runtime's
// client.IndexerFunc (for fake.ClientBuilder.WithIndex, say). An object of
// another kind has no values.
func Extractor(fn func(any) ([]string, error)) client.IndexerFunc {
	return func(obj client.Object) []string {
		values, err := fn(obj)
		if err != nil {
			return nil
		}
		return values
	}
}

func sortedFields(indexers map[string]func(any) ([]string, error)) []string {
	fields := make([]string, 0, len(indexers))
	for f := range indexers {
		fields = append(fields, f)
	}
	sort.Strings(fields)
	return fields
}

// IndexDescriptors registers, for each descriptor, an index per field label
// its kind's field label conversion accepts (Descriptor.Indexers), named
// by the label as client.MatchingFields names it, on objects of its
// Descriptor.New.
//
//	err := controllerruntime.IndexDescriptors(ctx, mgr.GetFieldIndexer(), &builtincorev1.PodDescriptor)
//	err = c.List(ctx, &pods, client.MatchingFields{builtincorev1.PodFieldSpecNodeName: node})
//
// Pass the kinds the controller reads: on a manager's cache an index gets,
// and so starts, its kind's informer (controller-runtime's IndexField), so
// a whole package's Descriptors would watch and cache every kind of it and
// need permission to list and watch each.
func IndexDescriptors(ctx context.Context, indexer client.FieldIndexer, descriptors ...*selectableruntime.Descriptor) error {
	for _, d := range descriptors {
		if d.Indexers == nil {
			continue
		}
		obj, ok := d.New().(client.Object)
		if !ok {
			return fmt.Errorf("%s: %T is not a client.Object", d.Kind, d.New())
		}
		if err := IndexFields(ctx, indexer, obj, d.Indexers()); err != nil {
			return fmt.Errorf("%s: %w", d.Kind, err)
		}
	}
	return nil
}
