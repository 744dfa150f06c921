#!/usr/bin/env bash
# Records kube-aggregator's APIService tables of random objects into
# builtin/kubeprinters/testdata/apiservice-tables.json, which CI compares
# the generated APIService convertor with (TestAPIServiceTablesRecorded):
# the aggregator's registry package needs etcd's client (~350 packages),
# too much for every CI build. With the same tag, TestTablesEqualUpstream
# compares APIService live as well. Run after changing APIService's
# declaration or the kubeprinters pins.
set -euo pipefail
cd "$(dirname "$0")/../builtin/kubeprinters"
GOWORK=off go test -tags aggregator -run 'TestRecordAPIServiceTables' -count=1 .
GOWORK=off go test -tags aggregator -run 'TestTablesEqualUpstream|TestAPIServiceTablesRecorded' -count=1 .
