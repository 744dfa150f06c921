#!/usr/bin/env bash
# Fails, with a diff, when committed generated files differ from what
# hack/update-codegen.sh produces now. It regenerates in a temporary copy
# of the tree, so the working tree is never modified.
# Usage: hack/verify-codegen.sh
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The copy is at a fixed path, held under a lock: the go command's build
# cache keys a package by its directory, so the generator and the tools
# build again only where they changed since the last run.
work_root="${XDG_CACHE_HOME:-$HOME/.cache}/selectable-gen/work"
mkdir -p "$work_root"
exec 8>"$work_root/verify-codegen.lock"
flock -x 8
tmp="$work_root/verify-codegen"
rm -rf "$tmp" "$tmp.diff"
mkdir -p "$tmp"
trap 'rm -rf "$tmp" "$tmp.diff"' EXIT

# Copy the tree (without .git): tracked and untracked-but-not-ignored
# files when in a git checkout, everything otherwise.
if git -C "$root" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  (cd "$root" && git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
    [ -e "$f" ] && printf '%s\0' "$f"; done | xargs -0 cp --parents -t "$tmp")
else
  (cd "$root" && tar --exclude=.git -cf - .) | (cd "$tmp" && tar -xf -)
fi

(cd "$tmp" && hack/update-codegen.sh)

# property-*: the packages the property test writes into
# generators/testdata while it runs (CI runs this beside the tests).
if ! diff -ru --exclude=.git --exclude='property-*' "$root" "$tmp" >"$tmp.diff" 2>&1; then
  echo "Generated files are out of date; run hack/update-codegen.sh and commit the result:" >&2
  # Show paths relative to the tree.
  sed -e "s#$tmp/##g" -e "s#$root/##g" "$tmp.diff" >&2
  rm -f "$tmp.diff"
  exit 1
fi
rm -f "$tmp.diff"
echo "Generated files are up to date."
