#!/usr/bin/env bash
# Generator wall time, CPU time and peak memory against deepcopy-gen, whole
# process, alternating runs: on a full copy of k8s.io/api (every group/version
# opted in with +selectable-gen=package) and on this repository's examples.
# Not part of CI. Usage: hack/bench-generator.sh [RUNS]   (default 5)
# Prints each run and the median wall and CPU (user+sys) seconds and peak RSS
# (MB) per tool, and the ratios selectable-gen / deepcopy-gen.
# BASE=REV hack/bench-generator.sh also builds selectable-gen at git revision
# REV (e.g. main) and runs it in the same alternation, for before/after
# numbers measured side by side.
#
# CPU time and peak RSS come from GNU time (Debian package "time"), which
# reads them from the kernel's rusage of the child (ru_maxrss for %M, in KB):
# the whole process, runtime and not-yet-scavenged pages included, which is
# what a CI job's memory limit sees.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
root=$PWD
runs=${1:-5}
if ! /usr/bin/env time -f '%M' -o /dev/null true 2>/dev/null; then
  echo "GNU time is needed for CPU time and peak RSS (Debian: apt-get install time)" >&2
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

go build -o "$tmp/selectable-gen" ./cmd/selectable-gen
base=${BASE:-}
base=${base//[^A-Za-z0-9._-]/_} # a label for file names; git archive gets $BASE
if [ -n "$base" ]; then
  mkdir "$tmp/base"
  git archive "$BASE" | tar -x -C "$tmp/base"
  (cd "$tmp/base" && go build -o "$tmp/selectable-gen-base" ./cmd/selectable-gen)
fi
go build -o "$tmp/deepcopy-gen" k8s.io/code-generator/cmd/deepcopy-gen
version=$(go list -m -f '{{.Version}}' k8s.io/api)
api=$(go mod download -json "k8s.io/api@$version" | sed -n 's/.*"Dir": "\(.*\)".*/\1/p')
cp -r "$api" "$tmp/api"
chmod -R u+w "$tmp/api"
optedin=0
for f in $(grep -l '^// +groupName=' $(find "$tmp/api" -name doc.go)); do
  sed -i 's|^\(// +groupName=.*\)$|\1\n// +selectable-gen=package|' "$f"
  optedin=$((optedin + 1))
done
echo "k8s.io/api $version: $optedin packages opted in"

# measure NAME DIR CMD...: one run, appends "wall cpu rss" to $tmp/NAME
# (seconds, seconds, MB).
measure() {
  local name=$1 dir=$2
  shift 2
  local start end
  start=$(date +%s.%N)
  ( cd "$dir" && /usr/bin/env time -f '%U %S %M' -o "$tmp/cpu" "$@" >/dev/null 2>"$tmp/err" ) ||
    { echo "$name failed:"; cat "$tmp/err"; exit 1; }
  end=$(date +%s.%N)
  local wall cpu rss
  wall=$(echo "$end - $start" | bc)
  cpu=$(awk '{print $1 + $2}' "$tmp/cpu")
  rss=$(awk '{print $3 / 1024}' "$tmp/cpu")
  echo "$wall $cpu $rss" >>"$tmp/$name"
  printf '%-34s wall %6.2f s  cpu %6.2f s  peak rss %6.1f MB\n' "$name" "$wall" "$cpu" "$rss"
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
# ratio A B COLUMN: median of column COLUMN of $tmp/A over that of $tmp/B.
ratio() { echo "$(cut -d' ' -f"$3" "$tmp/$1" | median) / $(cut -d' ' -f"$3" "$tmp/$2" | median)" | bc -l; }

header="$root/hack/boilerplate.go.txt"
# run TOOL BINARY: one run of a tool on each tree.
run() {
  local tool=$1 bin=$2 out=zz_generated.$1-bench.go
  case $tool in
  deepcopy-gen)
    measure "api-$tool" "$tmp/api" "$bin" --go-header-file "$header" --output-file "$out" ./...
    measure "examples-$tool" "$root" "$bin" --go-header-file "$header" --output-file "$out" ./examples/apis/...
    ;;
  *)
    measure "api-$tool" "$tmp/api" "$bin" --go-header-file "$header" --output-file "$out" ./...
    measure "examples-$tool" "$root" "$bin" --go-header-file "$header" --output-file "$out" \
      --max-selectable-fields=12 ./examples/apis/...
    ;;
  esac
}
for i in $(seq "$runs"); do
  run selectable-gen "$tmp/selectable-gen"
  run deepcopy-gen "$tmp/deepcopy-gen"
  if [ -n "$base" ]; then run "selectable-gen@$base" "$tmp/selectable-gen-base"; fi
done
find "$root/examples" -name 'zz_generated.*-bench.go' -delete

echo
tools="selectable-gen deepcopy-gen"
if [ -n "$base" ]; then tools="$tools selectable-gen@$base"; fi
for what in api examples; do
  for tool in $tools; do
    f="$tmp/$what-$tool"
    printf '%-34s median wall %6.2f s  median cpu %6.2f s  median peak rss %6.1f MB\n' "$what-$tool" \
      "$(cut -d' ' -f1 "$f" | median)" "$(cut -d' ' -f2 "$f" | median)" "$(cut -d' ' -f3 "$f" | median)"
  done
  for tool in $tools; do
    [ "$tool" = deepcopy-gen ] && continue
    printf '%-44s wall %.2f  cpu %.2f  peak rss %.2f\n' "$what: $tool / deepcopy-gen" \
      "$(ratio "$what-$tool" "$what-deepcopy-gen" 1)" "$(ratio "$what-$tool" "$what-deepcopy-gen" 2)" \
      "$(ratio "$what-$tool" "$what-deepcopy-gen" 3)"
  done
done
