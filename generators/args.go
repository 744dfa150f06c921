package generators

import (
	"fmt"

	"github.com/spf13/pflag"

	selectablecel "github.com/selectable-gen/selectable-gen/runtime/cel"
)

// Args are the generator's flags.
type Args struct {
	// OutputFile is the name of the file written into each package.
	OutputFile string
	// GoHeaderFile is a boilerplate file put at the top of each output, as
	// is: YEAR is not replaced, so output does not change with the calendar.
	GoHeaderFile string
	// MaxSelectableFields is the most declared selectable fields a kind may
	// have, metadata not counted.
	MaxSelectableFields int
	// KubebuilderMarkers: read controller-gen markers as well.
	KubebuilderMarkers bool
	// CELCostLimit is the most a CEL column may cost, estimated at
	// generation time and enforced per evaluation.
	CELCostLimit uint64
	// CRDDir, when set, is a directory of CRD manifests (as controller-gen
	// writes them) to merge selectable fields, printer columns and
	// subresources into.
	CRDDir string
	// CRDCELColumns writes CEL printer columns into CRDs as expression.
	CRDCELColumns bool
	// CELGoEvaluators writes FooCELColumns, the cel-go evaluator of a
	// kind's CEL columns, for every kind with CEL columns; without it only
	// kinds with a column outside the compiled subset get one.
	CELGoEvaluators bool
	// MarkerDocs: print the marker reference (docs/markers.md) and exit.
	MarkerDocs bool
}

// DefaultArgs returns the defaults of every flag.
func DefaultArgs() *Args {
	return &Args{
		OutputFile:          "zz_generated.selectable.go",
		MaxSelectableFields: 8,
		KubebuilderMarkers:  true,
		CELCostLimit:        selectablecel.PerCallLimit,
	}
}

// AddFlags registers the flags on fs.
func (a *Args) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&a.OutputFile, "output-file", a.OutputFile, "the file written into each package")
	fs.StringVar(&a.GoHeaderFile, "go-header-file", a.GoHeaderFile, "a boilerplate file put at the top of each output file, as is")
	fs.IntVar(&a.MaxSelectableFields, "max-selectable-fields", a.MaxSelectableFields,
		"the most selectable fields a kind may declare, metadata.name and metadata.namespace not counted (8 is the CRD limit)")
	fs.BoolVar(&a.KubebuilderMarkers, "kubebuilder-markers", a.KubebuilderMarkers,
		"also read the kubebuilder markers controller-gen users write (+kubebuilder:selectablefield, ...)")
	fs.Uint64Var(&a.CELCostLimit, "cel-cost-limit", a.CELCostLimit,
		"the most a CEL printer column may cost, estimated at generation time and enforced when evaluated (Kubernetes' per-call limit)")
	fs.StringVar(&a.CRDDir, "crd-dir", a.CRDDir,
		"a directory of CRD manifests (from controller-gen) to merge selectableFields, additionalPrinterColumns and subresources into")
	fs.BoolVar(&a.CRDCELColumns, "crd-cel-columns", a.CRDCELColumns,
		"with --crd-dir, write CEL printer columns as expression (KEP-4595; no released Kubernetes serves them)")
	fs.BoolVar(&a.CELGoEvaluators, "cel-go-evaluators", a.CELGoEvaluators,
		"write FooCELColumns, the cel-go evaluator of a kind's CEL columns, for every kind with CEL columns, also when all of them compile to Go (to compare the compiled cells with cel-go's in tests)")
	fs.BoolVar(&a.MarkerDocs, "marker-docs", a.MarkerDocs, "print the marker reference in Markdown and exit")
}

// Validate checks flag values.
func (a *Args) Validate() error {
	if a.OutputFile == "" {
		return fmt.Errorf("--output-file must not be empty")
	}
	if a.MaxSelectableFields < 0 {
		return fmt.Errorf("--max-selectable-fields must be at least 0, got %d", a.MaxSelectableFields)
	}
	return nil
}
