#!/usr/bin/env bash
# Print one of the two commands in README.md's "Two commands" section, as
# written there, so that CI runs exactly what a new user copies.
#
# Usage: scripts/readme-command.sh first|second
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    first) line=1 ;;
    second) line=2 ;;
    *) echo "readme-command.sh: say which command, 'first' or 'second'." >&2; exit 2 ;;
esac

# The lines of the first ```sh block after the "## Two commands" heading.
command=$(awk -v want="$line" '
    /^## Two commands/ { section = 1; next }
    section && /^## / { exit }
    section && /^```sh/ { inside = 1; next }
    inside && /^```/ { exit }
    inside { if (++seen == want) { print; exit } }
' README.md)
if [ -z "$command" ]; then
    echo "readme-command.sh: README.md has no $1 command in a \`\`\`sh block under '## Two commands'." >&2
    exit 1
fi
printf '%s\n' "$command"
