// Package markers: markers that belong to the versions.
package markers

import "github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/wardle"

// Flunder is the internal Flunder.
//
// +k8s:internalVersion:versions="github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v1,github.com/selectable-gen/selectable-gen/testdata/bad/internalversion/v2",storageVersion=v1
// +k8s:schema:selectableField
// +k8s:schema:selectableField:jsonPath=".spec.reference"
// +k8s:printerColumn:name="Reference",type=string,jsonPath=".spec.reference"
// +k8s:subresource:status
type Flunder = wardle.Flunder
