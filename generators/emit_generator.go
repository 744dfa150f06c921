package generators

import (
	"k8s.io/gengo/v2/generator"

	"github.com/selectable-gen/selectable-gen/generators/internal/gocode"
)

// packageGenerator is what the six gengo generators of a package share
// (selectable, table, selectorgeneration, subresources, descriptor,
// internal): gengo's GoGenerator writing the package's one output file,
// the package's model, and the imports of that file, which all six record
// into. Each generator embeds it and prints its part in Init; a package of
// internal declarations only has the internal one.
type packageGenerator struct {
	generator.GoGenerator
	name string
	pkg  *Package
	im   *gocode.Imports
}

// newPackageGenerator returns the shared part of generator name of pkg.
func newPackageGenerator(name, outputFile string, pkg *Package, im *gocode.Imports) packageGenerator {
	return packageGenerator{GoGenerator: generator.GoGenerator{OutputFilename: outputFile}, name: name, pkg: pkg, im: im}
}

// Name is the generator's name in gengo's logs.
func (g *packageGenerator) Name() string { return g.name }

// Imports are the file's imports, recorded by every generator of the file.
func (g *packageGenerator) Imports(*generator.Context) []string { return g.im.ImportLines() }
