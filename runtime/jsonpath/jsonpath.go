// Package jsonpath evaluates printer columns whose JSONPath the generator
// does not compile to Go (recursive descent, unions, ranges, complex
// filters): it runs client-go's jsonpath on the object converted to
// unstructured, exactly as the CRD table convertor does. It is a separate
// package so that generated code imports client-go only when a kind needs it.
package jsonpath

import (
	"bytes"
	"fmt"
	"reflect"
	"sync"

	"k8s.io/client-go/util/jsonpath"

	selectableruntime "github.com/selectable-gen/selectable-gen/runtime"
)

// Column is one parsed printer column.
type Column struct {
	columnType string
	// pool holds parsed paths: client-go's JSONPath keeps evaluation state,
	// so one value must not serve two requests at once.
	pool sync.Pool
}

// MustParse parses a column's path once per process. The generator has
// parsed it already, so an error here is a bug and panics at init.
func MustParse(name, path, columnType string) *Column {
	parse := func() *jsonpath.JSONPath {
		p := jsonpath.New(name)
		if err := p.Parse(fmt.Sprintf("{%s}", path)); err != nil {
			panic(fmt.Sprintf("printer column %q: unrecognized column definition %q: %v", name, path, err))
		}
		p.AllowMissingKeys(true)
		return p
	}
	parse() // fail at init, not at the first request
	c := &Column{columnType: columnType}
	c.pool.New = func() any { return parse() }
	return c
}

// Cell computes the column's cell from an object's unstructured content.
func (c *Column) Cell(content map[string]any) any {
	p := c.pool.Get().(*jsonpath.JSONPath)
	defer c.pool.Put(p)
	results, err := p.FindResults(content)
	if err != nil || len(results) == 0 || len(results[0]) == 0 {
		return nil
	}
	// Only the first result is shown, as upstream.
	value := results[0][0].Interface()
	if c.columnType == "string" {
		var buf bytes.Buffer
		if err := p.PrintResults(&buf, []reflect.Value{reflect.ValueOf(value)}); err != nil {
			return nil
		}
		return buf.String()
	}
	return selectableruntime.JSONValueCell(c.columnType, value)
}
