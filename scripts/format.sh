#!/usr/bin/env bash
# Formats every Swift file git tracks with `swift format` and the checked-in
# .swift-format (4-space indents, 120 columns).
#
#   scripts/format.sh            rewrite the files in place
#   scripts/format.sh --check    change nothing; print the diff and exit 1 if
#                                any file is not formatted (CI runs this)
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    "")
        git ls-files -z '*.swift' | xargs -0 swift format format --configuration .swift-format --in-place --parallel
        ;;
    --check)
        copy=$(mktemp -d)
        trap 'rm -rf "$copy"' EXIT
        git ls-files -z '*.swift' | xargs -0 tar -cf - | tar -xf - -C "$copy"
        (cd "$copy" && git -C "$OLDPWD" ls-files -z '*.swift' \
            | xargs -0 swift format format --configuration "$OLDPWD/.swift-format" --in-place --parallel)
        changed=0
        while IFS= read -r -d '' file; do
            if ! cmp -s "$file" "$copy/$file"; then
                diff -u --label "$file" --label "$file (formatted)" "$file" "$copy/$file" | head -n 40 || true
                changed=$((changed + 1))
            fi
        done < <(git ls-files -z '*.swift')
        if [ "$changed" -gt 0 ]; then
            echo "$changed Swift file(s) are not formatted: run scripts/format.sh and commit the result." >&2
            exit 1
        fi
        echo "every Swift file is formatted"
        ;;
    *)
        echo "usage: scripts/format.sh [--check]" >&2
        exit 64
        ;;
esac
