package decl

import "github.com/selectable-gen/selectable-gen/testdata/input/supportssubresource/upstream"

type Hoist = upstream.Hoist

type HoistList = upstream.HoistList

type Pulley = upstream.Pulley

type PulleyList = upstream.PulleyList
