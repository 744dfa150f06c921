#!/usr/bin/env bash
# Regenerates everything that is committed: the examples' deepcopy and
# field-selector code, the built-in kinds' field-selector code, and the
# marker reference docs/markers.md and the built-in field selector
# reference docs/builtin-field-selectors.md.
# Usage: hack/update-codegen.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

boilerplate=hack/boilerplate.go.txt

# deepcopy-gen (k8s.io/code-generator, pinned in go.mod as a tool) makes
# the example types runtime.Objects.
go tool deepcopy-gen --output-file zz_generated.deepcopy.go --go-header-file "$boilerplate" \
  ./examples/apis/... ./runtime/internal/fixture/... ./generators/internal/celgo/celcorpus

# controller-gen (sigs.k8s.io/controller-tools, pinned as a tool) writes the
# CRDs of the example groups served as custom resources; selectable-gen
# then merges selectable fields, printer columns and subresources into them.
rm -rf examples/crds
go tool controller-gen crd paths=./examples/apis/stable/... paths=./examples/apis/stories/... \
  paths=./examples/apis/workloads/... output:crd:dir=examples/crds

# Every example package but core/v1 keeps the default limit of 8 selectable
# fields per kind; core/v1 Event has 11 (as upstream) and Pod 12 (upstream's
# 8, and 4 through lists), so that package raises it.
# --cel-go-evaluators: the examples' differential test compares every
# compiled CEL column of Release with cel-go's evaluation (FooCELColumns),
# which by default only kinds with a column on cel-go get.
packages=$(go list ./examples/apis/... | grep -v '/examples/apis/core/v1$')
go tool selectable-gen --go-header-file "$boilerplate" --cel-go-evaluators --crd-dir examples/crds $packages
go tool selectable-gen --go-header-file "$boilerplate" --cel-go-evaluators --max-selectable-fields=12 ./examples/apis/core/v1

# The CEL compiler's differential corpus (generators/internal/celgo/celcorpus):
# its tests compare every compiled column with cel-go's evaluation, which
# --cel-go-evaluators writes for every kind.
go tool selectable-gen --go-header-file "$boilerplate" --cel-go-evaluators ./generators/internal/celgo/celcorpus

# The runtime module's own fixture API (runtime/internal/fixture), which the
# adapters' tests serve, index and fake: its served versions and its
# internal kinds, in one run.
go tool selectable-gen --go-header-file "$boilerplate" ./runtime/internal/fixture/...

# The declarations of the built-in kinds (type aliases of the k8s.io/api
# types, builtin/<group>/<version>): Event has 11 field selectors in both
# of its versions, as upstream.
go tool selectable-gen --go-header-file "$boilerplate" --max-selectable-fields=11 ./builtin/...

# The declarations of k8s.io/sample-apiserver's kinds in each served
# version (type aliases of its versioned types; the module is unchanged),
# and of its internal kinds (apis/internalversion: +k8s:internalVersion,
# whose versions must be generated in the same run).
go tool selectable-gen --go-header-file "$boilerplate" ./realworld/sampleapiserver/apis/...

# Field selectors declared on Gateway API's kinds (type aliases of
# sigs.k8s.io/gateway-api's types; the module is unchanged): routes by the
# gateways they attach to, a list of structs.
go tool selectable-gen --go-header-file "$boilerplate" ./realworld/gatewayapi/...

# The declarations of gardener-apiserver's selection (Gardener's internal
# kinds and their served versions; the Gardener modules are unchanged), in
# a module of its own at Gardener's pins, outside the workspace: the
# generator runs from that module's tool file, as a user pinned to an older
# minor runs it (README).
(cd realworld/gardener && GOWORK=off go tool -modfile=hack/tools.mod selectable-gen \
  --go-header-file ../../"$boilerplate" ./apis/...)

# openapi-gen (k8s.io/kube-openapi, pinned as a tool) writes the OpenAPI
# definitions of the example APIs (and autoscaling/v1, the Scale that
# /scale serves); runtime/openapi adds the selectable fields.
# client-gen (pinned in go.mod as a tool): a typed clientset for the KEP
# kind, whose fake the test-double tests use as users do.
rm -rf examples/client
go tool client-gen --clientset-name versioned --go-header-file "$boilerplate" \
  --input-base github.com/selectable-gen/selectable-gen/examples/apis --input stable/v1 \
  --output-dir examples/client/clientset --output-pkg github.com/selectable-gen/selectable-gen/examples/client/clientset

go tool openapi-gen --output-dir examples/openapi \
  --output-pkg github.com/selectable-gen/selectable-gen/examples/openapi \
  --output-file zz_generated.openapi.go --go-header-file "$boilerplate" \
  --report-filename examples/openapi/api-rule-violations.list \
  --output-model-name-file zz_generated.model_name.go \
  k8s.io/apimachinery/pkg/apis/meta/v1 k8s.io/apimachinery/pkg/runtime k8s.io/apimachinery/pkg/version \
  k8s.io/apimachinery/pkg/util/intstr k8s.io/apimachinery/pkg/api/resource k8s.io/api/autoscaling/v1 \
  $(go list ./examples/apis/...)

go tool selectable-gen --marker-docs > docs/markers.md
go run ./builtin/internal/refdoc > docs/builtin-field-selectors.md
go run ./builtin/internal/tabledoc > docs/builtin-tables.md
