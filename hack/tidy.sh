#!/usr/bin/env bash
# Runs go mod tidy in every module of the workspace. The generator's module
# (the root) has no replace directive, so that go install ...@version and
# go run ...@version accept a release of it (docs/modules.md); outside the
# workspace its requirement of the runtime resolves only to a release, so
# it is tidied with a temporary replace of the local runtime, as a release
# resolves it from the runtime's tag.
# Usage: hack/tidy.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

runtime=github.com/selectable-gen/selectable-gen/runtime
trap 'go mod edit -dropreplace="$runtime"' EXIT
go mod edit -replace="$runtime"=./runtime
GOWORK=off go mod tidy

for m in runtime runtime/controllerruntime runtime/apiserver builtin examples realworld; do
  (cd "$m" && GOWORK=off go mod tidy)
done

# realworld/gardener is outside the workspace, at Gardener's pins; the
# generator is its tool in a module file of its own.
(cd realworld/gardener && GOWORK=off go mod tidy && GOWORK=off go mod tidy -modfile=hack/tools.mod)

# builtin/kubeprinters is outside the workspace too: it requires
# k8s.io/kubernetes (the oracle of builtin's tables) at the minor builtin
# declares.
(cd builtin/kubeprinters && GOWORK=off go mod tidy)

# realworld/kubernetes is outside the workspace as well: kube-apiserver's
# own tests on builtin's declarations, at k8s.io/kubernetes' pins.
(cd realworld/kubernetes && GOWORK=off go mod tidy)
