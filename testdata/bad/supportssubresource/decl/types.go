package decl

import "github.com/selectable-gen/selectable-gen/testdata/bad/supportssubresource/upstream"

type Ferry = upstream.Ferry
