#!/usr/bin/env bash
# kube-apiserver v1.37.2 built twice, stock and with builtin's generated
# code in the place of its print functions, its registries' field sets and
# its field label conversions (a copy of k8s.io/kubernetes with the rewritten
# files, which a scratch module replaces it with: go build -overlay refuses
# files of the module cache),
# both started on one etcd with the same objects, and kubectl's output from
# each compared byte for byte (realworld/kubernetes, TestKubeAPIServer;
# docs/kubernetes.md), kubectl's own commands run in the test's process. CI
# runs it.
# Usage: hack/test-kube-apiserver.sh [go test flags]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../realworld/kubernetes"
SELECTABLE_GEN_KUBE_APISERVER=1 GOWORK=off exec go test -count=1 -timeout=40m -run '^TestKubeAPIServer$' "$@" ./swap
