#!/usr/bin/env bash
# kube-apiserver v1.37.2, stock and built with builtin's generated code (the
# two servers of hack/test-kube-apiserver.sh, on one etcd), side by side on
# 1,000 pods: `kubectl get pods` as a Table, and a field-selected list
# (spec.nodeName) as a Table. Client time per request, and the server's own
# allocations and CPU per request from its /metrics. Not part of CI.
# Usage: hack/bench-kube-apiserver.sh [COUNT]   (default 6)
# Writes the raw results to bench-kube-apiserver.txt and prints benchstat's
# comparison (stock against generated).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
count=${1:-6}
out=$PWD/bench-kube-apiserver.txt
(cd realworld/kubernetes && SELECTABLE_GEN_KUBE_APISERVER=1 GOWORK=off go test -timeout=60m \
  -run '^$' -bench '^BenchmarkKubeAPIServer$' -count "$count" -benchtime 100x ./swap) | tee "$out"
if command -v benchstat >/dev/null; then
  benchstat -col /impl "$out"
else
  go run golang.org/x/perf/cmd/benchstat@latest -col /impl "$out"
fi
