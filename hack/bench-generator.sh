#!/usr/bin/env bash
# Generator wall time against deepcopy-gen, whole process, alternating runs:
# on a full copy of k8s.io/api (every group/version opted in with
# +k8s:selectable-gen=package) and on this repository's examples.
# Not part of CI. Usage: hack/bench-generator.sh [RUNS]   (default 5)
# Prints each run and the median wall and CPU (user+sys) seconds per tool,
# and the ratio selectable-gen / deepcopy-gen.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
runs=${1:-5}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go build -o "$tmp/selectable-gen" ./cmd/selectable-gen
go build -o "$tmp/deepcopy-gen" k8s.io/code-generator/cmd/deepcopy-gen
version=$(go list -m -f '{{.Version}}' k8s.io/api)
api=$(go mod download -json "k8s.io/api@$version" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
cp -r "$api" "$tmp/api"
chmod -R u+w "$tmp/api"
for f in $(grep -l '^// +groupName=' $(find "$tmp/api" -name doc.go)); do
  sed -i 's|^\(// +groupName=.*\)$|\1\n// +k8s:selectable-gen=package|' "$f"
done

# measure NAME DIR CMD...: one run, appends "wall cpu" to $tmp/NAME.
measure() {
  local name=$1 dir=$2
  shift 2
  local start end
  start=$(date +%s.%N)
  ( cd "$dir" && /usr/bin/env time -f '%U %S' -o "$tmp/cpu" "$@" >/dev/null 2>"$tmp/err" ) ||
    { echo "$name failed:"; cat "$tmp/err"; exit 1; }
  end=$(date +%s.%N)
  local wall cpu
  wall=$(echo "$end - $start" | bc)
  cpu=$(awk '{print $1 + $2}' "$tmp/cpu")
  echo "$wall $cpu" >>"$tmp/$name"
  printf '%-28s wall %6.2f s  cpu %6.2f s\n' "$name" "$wall" "$cpu"
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

header="$root/hack/boilerplate.go.txt"
for i in $(seq "$runs"); do
  measure api-selectable-gen "$tmp/api" "$tmp/selectable-gen" --go-header-file "$header" --output-file zz_generated.selectable-bench.go ./...
  measure api-deepcopy-gen "$tmp/api" "$tmp/deepcopy-gen" --go-header-file "$header" --output-file zz_generated.deepcopy-bench.go ./...
  measure examples-selectable-gen "$root" "$tmp/selectable-gen" --go-header-file "$header" --output-file zz_generated.selectable-bench.go \
    --max-selectable-fields=11 ./examples/apis/...
  measure examples-deepcopy-gen "$root" "$tmp/deepcopy-gen" --go-header-file "$header" --output-file zz_generated.deepcopy-bench.go ./examples/apis/...
done
find "$root/examples" -name 'zz_generated.*-bench.go' -delete

echo
for what in api examples; do
  for tool in selectable-gen deepcopy-gen; do
    f="$tmp/$what-$tool"
    printf '%-28s median wall %6.2f s  median cpu %6.2f s\n' "$what-$tool" \
      "$(cut -d' ' -f1 "$f" | median)" "$(cut -d' ' -f2 "$f" | median)"
  done
  sw=$(cut -d' ' -f1 "$tmp/$what-selectable-gen" | median); dw=$(cut -d' ' -f1 "$tmp/$what-deepcopy-gen" | median)
  sc=$(cut -d' ' -f2 "$tmp/$what-selectable-gen" | median); dc=$(cut -d' ' -f2 "$tmp/$what-deepcopy-gen" | median)
  printf '%-28s wall %.2f  cpu %.2f\n' "$what: selectable/deepcopy" "$(echo "$sw / $dw" | bc -l)" "$(echo "$sc / $dc" | bc -l)"
done
