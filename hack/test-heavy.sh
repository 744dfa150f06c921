#!/usr/bin/env bash
# The heavy differentials that go test work skips: the runtime and the
# adapters at the oldest minors and a user's module pinned to one (compat),
# code-generator's own layout, go install of a released generator,
# k8s.io/kubernetes' printers as the oracle of the built-in tables
# (builtin/kubeprinters; also at the next minor's pre-release),
# cluster-api, Gateway API and prometheus-operator generated unchanged, Gardener at its own pins (realworld/gardener), kube-apiserver's printer and registry
# tests on the generated code (realworld/kubernetes), the property test's seeds 13 to 36
# (go test work runs 1 to 12), and the fault suite's short scenarios and its
# negative control (examples/apiserver/faults: six processes under load for a
# minute and a half). CI runs it beside go test work.
# The packages are listed longest first (realworld: 290 s and 440 CPU-s
# alone; compat; generators; builtin; the fault suite), so that go test,
# which starts them in this order two at a time, does not start the
# longest last.
# Usage: hack/test-heavy.sh [go test flags]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
SELECTABLE_GEN_TESTS=heavy exec go test -timeout=60m "$@" \
  -run 'TestRuntimeWindow|TestRuntimeAtTheNextMinor|TestAdoption|TestInstallReleasedGenerator|TestKubeCodegenLayout|TestKubePrinters|TestKubebuilderModules|TestGardener|TestKubernetes|TestPropertyRandomPackages|TestFaults$|TestBrokenServersFail' \
  ./realworld ./compat ./generators ./builtin ./examples/apiserver/faults
