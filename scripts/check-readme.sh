#!/usr/bin/env bash
# Run what the READMEs and the DocC articles show and compare: every output
# block, the output claimed in some ```sh blocks' comments, the plots in
# docs/, and the code the articles quote from the repository's files. A
# document that says what the code no longer does fails here, with a diff
# naming its line. Without --readme, every README.md the repository tracks
# (README.md, Examples/…, udev/, systemd/) and every article of its DocC
# catalogs (Sources/*/*.docc/*.md) is checked, each on its own, and every
# plot in docs/ must be checked or marked in one of them.
#
# Usage: scripts/check-readme.sh [--require-all] [--without-recordings] [--without-library]
#                                [--readme FILE] [--docs DIR] [--only LINE[,LINE…]]
#        scripts/check-readme.sh --self-test
#   --require-all         fail, rather than skip, a block that needs the C
#                         library installed, or the viewer's SDL and Xvfb
#                         (CI, which installs them); a block that needs
#                         ../shared/recordings is skipped, saying so, when
#                         they are absent, as the tests are
#   --without-recordings  act as if ../shared/recordings were absent
#   --without-library     act as if the C library were not installed
#   --readme FILE         check FILE alone (commands still run from the
#                         repository root)
#   --docs DIR            compare the plots with DIR instead of docs/
#   --only LINE,…         run only the blocks whose opening fence is on these
#                         lines, the plots only if one is `svg`, and the
#                         links only if one is `links` (every block's marker
#                         is still required)
#   --self-test           check that a changed number, a block without a
#                         marker and a changed plot each fail
#
# The markers are HTML comments, which GitHub does not show. A plain ``` block
# (no info string) is an output block, and the line just before its fence
# must be one of:
#
#   <!-- check -->               the block's first line is `$ COMMAND` (a line
#                                ending in \ goes on); the rest is its output
#   <!-- check | FILTER -->      the same, its output piped through FILTER,
#                                for a block that leaves lines out
#   <!-- check: COMMAND -->      COMMAND prints the whole block; a `$` line in
#                                the block is then what a reader types, and
#                                COMMAND must contain it (COMMAND builds first)
#   <!-- not checked: WHY -->    for output that cannot be made here (live
#                                devices, a VM, timings)
#
# A ```sh command block and a ```swift, ```c or ```cpp code block need a
# marker too: `check comments`, `check svg` or `check-file` (below),
# `check-source` for code, or `not checked: WHY`.
#
# `check` may say what it needs: `check (needs library)` (the C library
# installed under /usr/local, as Examples/c-api/check-installed.sh does),
# `check (needs recordings)` (../shared/recordings) or `check (needs viewer)`
# (the library, SDL 2's headers and xvfb-run, to build and run
# Examples/sdl-viewer), several with commas; such a block is skipped, saying
# why, when one is missing, and fails under --require-all unless what is
# missing is the recordings, which no install gives.
#
# A check marker may end in `varies: ERE`: text matching the extended regular
# expression (a time that differs from run to run) is written `…` in both the
# block and the output before they are compared, and nothing else may differ.
#
# Other markers:
#   <!-- check-file: NAME -->          before any block: its text is written
#                                      to $scratch/NAME before the checks run
#   <!-- check-source: PATH -->        before any block: its text must be in
#                                      the repository's file PATH as it is,
#                                      but for a uniform indentation (the code
#                                      an article quotes from a program or a
#                                      test that CI compiles)
#   <!-- check comments: N… [; WHY] --> before a ```sh block: lines N… run, and
#                                      each prints its `# ` comment up to the
#                                      first " (" or ", "
#   <!-- check svg -->                 before a ```sh block that writes
#                                      --plot docs/NAME.svg: it is run with the
#                                      plot going to a scratch file, which must
#                                      equal docs/NAME.svg byte for byte
#   <!-- check svg: COMMAND -->        the same for a command not shown as a block
#   <!-- not checked svg: docs/NAME.svg: WHY -->
# Every docs/*.svg needs one of the last three, in one of the documents.
#
# Commands run with bash from the repository root, output and errors together,
# nothing on their input, `touchroute` being the debug build of this checkout
# (built here) and $scratch a directory of their own. The comparison is exact
# but for what `varies:` marks. Files a block names are made in $scratch and
# named from there, so no absolute path shows.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD

arguments=("$@")
readme=
docs=docs
self_test=0
require_all=0
without_recordings=0
without_library=0
only=
while [ $# -gt 0 ]; do
    case "$1" in
        --require-all) require_all=1; shift ;;
        --without-recordings) without_recordings=1; shift ;;
        --without-library) without_library=1; shift ;;
        --readme) readme="${2:?--readme needs a file}"; shift 2 ;;
        --docs) docs="${2:?--docs needs a directory}"; shift 2 ;;
        --only) only=",${2:?--only needs line numbers},"; shift 2 ;;
        --self-test) self_test=1; shift ;;
        -h|--help) awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; exit 0 ;;
        *) echo "check-readme.sh: unknown argument '$1'; see --help." >&2; exit 2 ;;
    esac
done

# Every README and article, each checked on its own by this script; the
# plots they cover are gathered in one list, which must name every plot.
if [ -z "$readme" ] && [ "$self_test" = 0 ]; then
    status=0
    # From git, so a build folder's or a dependency's README is not one of ours.
    files=$(git ls-files -- README.md '*/README.md' '*.docc/*.md') \
        || { echo "check-readme.sh: git cannot list the READMEs: run it in a clone of the repository." >&2; exit 1; }
    [ -n "$files" ] || { echo "check-readme.sh: git lists no README.md here." >&2; exit 1; }
    CHECK_README_PLOTS=$(mktemp)
    export CHECK_README_PLOTS
    for file in $files; do
        "$0" "${arguments[@]}" --readme "$file" || status=1
    done
    if [ -z "$only" ] || [[ "$only" == *",svg,"* ]]; then
        for svg in "$docs"/*.svg; do
            name=$(basename "$svg")
            grep -qx "$name" "$CHECK_README_PLOTS" || {
                echo "FAIL $docs/$name has neither '<!-- check svg: COMMAND -->' nor '<!-- not checked svg: docs/$name: why -->' in any document." >&2
                status=1
            }
        done
    fi
    rm -f "$CHECK_README_PLOTS"
    exit "$status"
fi
[ -n "$readme" ] || readme=README.md

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export scratch

# The self-test: README copies with the issue's falsehoods put back (a changed
# number, a rule, a message), a block without its marker and a plot changed
# must each fail, naming the line, and the same blocks of README.md pass.
if [ "$self_test" = 1 ]; then
    outcomes=0
    expect() { # WHAT STATUS TEXT ARGS… (the check run with ARGS must exit STATUS and print TEXT)
        local what=$1 status=$2 text=$3 got=0
        shift 3
        "$repo/scripts/check-readme.sh" "$@" >"$scratch/self-test.out" 2>&1 || got=$?
        if [ "$got" = "$status" ] && grep -qF -- "$text" "$scratch/self-test.out"; then
            echo "self-test: ok: $what"
        else
            echo "self-test: FAILED: $what (exit status $got, wanted $status and '$text'):" >&2
            cat "$scratch/self-test.out" >&2
            outcomes=$((outcomes + 1))
        fi
    }
    # The line of the fence before the line that holds TEXT, in FILE (README.md).
    fence_before() { # TEXT [FILE] [LINES BEFORE]
        local found
        found=$(grep -nF -- "$1" "${2:-README.md}" | head -n 1 | cut -d : -f 1)
        if [ -z "$found" ]; then
            echo "self-test: ${2:-README.md} no longer holds '$1'; update the self-test." >&2
            exit 1
        fi
        echo $((found - ${3:-1}))
    }
    copy=$scratch/README.md
    articles=Sources/TouchRoute/TouchRoute.docc
    devices=$articles/TouchscreensAndRecordings.md
    devices_copy=$scratch/TouchscreensAndRecordings.md
    wacom=$(fence_before '$ touchroute replay ../shared/recordings/wacom-isdv4-e6/single-top-swipe.events')
    swipe=$(fence_before '$ make -C Examples/c-api && Examples/c-api/swipe-and-tap')
    flick=$(fence_before '$ touchroute replay Tests/TouchRouteCTests/C/recordings/flick.evemu' "$devices")
    rotate=$(fence_before '  $ touchroute replay Tests/TouchRouteEvdevTests/Fixtures/recordings/swipe.evemu --rotate -90' "$devices")
    wheel=$(fence_before '$ touchroute replay Tests/TouchRouteEvdevTests/Fixtures/recordings/pointer/lowres-wheel-mouse.evemu' "$devices")
    sed -e 's|0\.134  #1  pager  last-one-standing  taken-over  (dx 12, dy 4\.403; thresholds 12/-)|0.152  #1  pager  remorseful  taken-over  (dx 19.676, dy 3.913; thresholds 12/4)|' \
        -e 's|(after 104 moves)|(after 103 moves)|' \
        -e 's|^decision pager immediate forwarded list0|decision pager remorseful forwarded list0|' README.md >"$copy"
    sed -e 's|right0 (0, 2720)|right0 (0, 2721)|' \
        -e 's|not -90\. Write 270 for the same turn|not -90. Write 90 for the same turn|' "$devices" >"$devices_copy"
    if [ -d ../shared/recordings ]; then
        expect "the Wacom swipe as the issue found it (a remorseful takeover at 0.152 s, 103 moves) fails" 1 \
            "-   0.152  #1  pager  remorseful  taken-over  (dx 19.676, dy 3.913; thresholds 12/4)" \
            --readme "$copy" --only "$wacom"
        expect "... naming the block's line" 1 "FAIL $copy:$wacom: the block differs" --readme "$copy" --only "$wacom"
    else
        echo "self-test: SKIPPED the Wacom swipe: ../shared/recordings is absent."
    fi
    expect "a scroll offset changed by 1 pt in the flick's replay fails" 1 \
        "-offsets at the end: leftPager (0, 0)  left0 (0, 0)  left1 (0, 0)  left2 (0, 0)  rightPager (0, 0)  right0 (0, 2721)" \
        --readme "$devices_copy" --only "$flick"
    expect "the --rotate -90 message changed fails" 1 "Write 90 for the same turn" --readme "$devices_copy" --only "$rotate"
    if [ -e /usr/local/lib/pkgconfig/touchroute.pc ]; then
        expect "the C example's 'pager remorseful forwarded' fails" 1 \
            "-decision pager remorseful forwarded list0 dx 0.000 dy 0.000" --readme "$copy" --only "$swipe"
    else
        echo "self-test: SKIPPED the C example: the C library is not installed under /usr/local."
    fi
    # A marked variable part: the viewer's times may differ, nothing else.
    viewer=Examples/sdl-viewer/README.md
    viewer_copy=$scratch/viewer-README.md
    viewer_fence=$(fence_before '0.136 s  #1  pager  last-one-standing  taken-over' "$viewer" 3)
    if [ -e /usr/local/lib/pkgconfig/touchroute.pc ] && [ -d ../shared/recordings ] && command -v xvfb-run >/dev/null \
        && pkg-config --exists sdl2; then
        sed -e 's|^0\.136 s  #1  pager  last-one-standing  taken-over  (dx 12\.0, dy 4\.4)|0.136 s  #1  pager  last-one-standing  taken-over  (dx 19.7, dy 3.9)|' \
            "$viewer" >"$viewer_copy"
        expect "the viewer's takeover at another displacement fails, though its times may vary" 1 \
            "-…  #1  pager  last-one-standing  taken-over  (dx 19.7, dy 3.9)" --readme "$viewer_copy" --only "$viewer_fence"
        sed -e 's|^0\.002 s  #1|0.009 s  #1|' -e 's|^1\.658 s  end|1.999 s  end|' "$viewer" >"$viewer_copy"
        expect "... while other times pass (varies:)" 0 "0 failed" --readme "$viewer_copy" --only "$viewer_fence"
    else
        echo "self-test: SKIPPED the viewer's times: it needs the C library, ../shared/recordings, SDL 2 and xvfb-run."
    fi
    grep -vxF '<!-- check -->' "$devices" >"$devices_copy"
    expect "an output block without a marker fails" 1 "an output block with no marker" --readme "$devices_copy" --only 0
    mkdir "$scratch/docs"
    cp docs/*.svg "$scratch/docs/"
    sed -i '0,/ y="/s// y="1/' "$scratch/docs/nested-slide-drag.svg"
    expect "a plot that is not what --plot draws fails" 1 "docs/nested-slide-drag.svg is not what" \
        --readme "$articles/LayoutFiles.md" --docs "$scratch/docs" --only svg
    expect "the same blocks of README.md pass" 0 "0 failed" --readme README.md --only "$wacom,$swipe"
    expect "the same blocks of the touchscreens article pass" 0 "0 failed" \
        --readme "$devices" --only "$flick,$rotate,$wheel"
    expect "the same plots pass" 0 "0 failed" --readme "$articles/LayoutFiles.md" --only svg
    [ "$outcomes" = 0 ] && echo "self-test: passed"
    exit "$outcomes"
fi

# `touchroute` as a new user runs it: this checkout's debug build, on PATH.
# (A first build can fail with "unable to load output file map": once more.)
swift build --product touchroute >"$scratch/build.log" 2>&1 \
    || swift build --product touchroute >"$scratch/build.log" 2>&1 \
    || { cat "$scratch/build.log" >&2; echo "check-readme.sh: swift build failed." >&2; exit 1; }
PATH="$(swift build --show-bin-path):$PATH"
export PATH

have_library=0
[ -e /usr/local/lib/pkgconfig/touchroute.pc ] && [ "$without_library" = 0 ] && have_library=1
have_recordings=0
[ -d ../shared/recordings ] && [ "$without_recordings" = 0 ] && have_recordings=1
recordings_hidden=
[ "$without_recordings" = 1 ] && recordings_hidden=" (hidden by --without-recordings)"
library_hidden=
[ "$without_library" = 1 ] && library_hidden=" (hidden by --without-library)"

# The blocks: $scratch/blocks/N holds block N's text (its indentation taken
# off), and the manifest a line per block: N, fence line, info string, marker,
# separated by \037 (a tab would merge with an empty info string in `read`).
# Every HTML comment goes to $scratch/markers: its first and last line, its text.
mkdir "$scratch/blocks" "$scratch/svg"
awk -v dir="$scratch/blocks" -v manifest="$scratch/manifest" -v markers="$scratch/markers" '
    function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
    function finish() {
        sub(/^[ \t]*<!--/, "", comment); sub(/-->[ \t]*$/, "", comment)
        pending = trim(comment); ended = NR
        printf "%d\037%d\037%s\n", begun, ended, pending > markers
    }
    inside && /^[ \t]*```[ \t]*$/ {
        inside = 0; close(file)
        printf "%d\037%d\037%s\037%s\n", n, start, info, marker > manifest
        next
    }
    inside { print substr($0, indent + 1) > file; next }
    collecting { comment = comment " " trim($0); if ($0 ~ /-->/) { collecting = 0; finish() }; next }
    /^[ \t]*<!--/ { comment = $0; begun = NR; if ($0 ~ /-->/) finish(); else collecting = 1; next }
    /^[ \t]*```/ {
        match($0, /^[ \t]*```/); indent = RLENGTH - 3
        info = trim(substr($0, RLENGTH + 1)); inside = 1; start = NR; n++
        marker = (ended == NR - 1) ? pending : ""
        file = dir "/" n; printf "" > file
        next
    }
    END { if (inside) printf "%d\037%d\037%s\037%s\n", n, start, "UNCLOSED", "" > manifest }
' "$readme"
touch "$scratch/manifest" "$scratch/markers"

failures=0
checked=0
skipped=0
not_checked=0
fail() { echo "FAIL $readme:$1: $2" >&2; failures=$((failures + 1)); }
skip() { # LINE WHAT NEED
    if [ "$require_all" = 1 ] && [[ "$3" != ../shared/recordings* ]]; then
        fail "$1" "$2: it needs $3, which is missing (--require-all)."
    else
        echo "SKIPPED $readme:$1: $2: it needs $3, which is missing."
        skipped=$((skipped + 1))
    fi
}
wanted() { [ -z "$only" ] || [[ "$only" == *",$1,"* ]]; }
# The plots in docs/: checked wherever a document draws one.
plots_wanted() { wanted svg; }

# Run COMMAND from the repository root, with nothing on its standard input;
# its output and errors go to FILE.
run() { (cd "$repo" && timeout 600 bash -c "$1") </dev/null >"$2" 2>&1 || true; }

# Compare FILE (the block) with FILE (the output) for the block at LINE.
compare() { # LINE COMMAND EXPECTED ACTUAL
    if diff -u --label "$readme:$1 (shown)" --label "printed by: $2" "$3" "$4" >"$scratch/diff"; then
        echo "ok $readme:$1: $(head -n 1 <<<"$2")"
        checked=$((checked + 1))
    else
        fail "$1" "the block differs from what \`$2\` prints:"
        cat "$scratch/diff" >&2
    fi
}

# `(needs library, recordings)` in a marker: "" when all is there, else the
# first thing missing.
missing() {
    local needs=""
    [[ "$1" =~ ^[a-z\ ]*\(needs\ ([a-z,\ ]+)\) ]] && needs=${BASH_REMATCH[1]}
    case "$needs" in *library*) [ "$have_library" = 1 ] \
        || { echo "the C library under /usr/local (Examples/c-api/check-installed.sh /usr/local installs it)${library_hidden}"; return; } ;; esac
    case "$needs" in *recordings*) [ "$have_recordings" = 1 ] || { echo "../shared/recordings${recordings_hidden}"; return; } ;; esac
    case "$needs" in *viewer*)
        [ "$have_library" = 1 ] \
            || { echo "the C library under /usr/local, to build Examples/sdl-viewer${library_hidden}"; return; }
        command -v xvfb-run >/dev/null && pkg-config --exists sdl2 \
            || { echo "SDL 2's headers and xvfb-run, to build and run Examples/sdl-viewer (libsdl2-dev, xvfb, xauth)"; return; } ;;
    esac
    echo ""
}
# The marker after its keyword and `(needs …)`.
after_needs() { local m=${1#"$2"}; m=${m# }; [[ "$m" == \(needs* ]] && m=${m#*)}; echo "${m# }"; }

# First pass: the files blocks give.
while IFS=$'\037' read -r n line info marker; do
    if [[ "$marker" == check-file:* ]]; then
        name=${marker#check-file:}
        cp "$scratch/blocks/$n" "$scratch/${name# }"
    fi
done <"$scratch/manifest"

# An output block: `$ COMMAND` lines, then what it printed.
check_output_block() { # N LINE MARKER
    local block=$scratch/blocks/$1 line=$2 marker=$3 rest command="" shown=0 expected=$scratch/expected
    local lack
    lack=$(missing "$marker")
    if [ -n "$lack" ]; then skip "$line" "the output block" "$lack"; return; fi
    rest=$(after_needs "$marker" check)
    # `varies: ERE` at the end: what it matches is `…` on both sides.
    local varies=""
    if [[ "$rest" == *" varies: "* || "$rest" == "varies: "* ]]; then
        varies=${rest##*varies: }
        rest=${rest%varies: *}
        rest=${rest% }
    fi
    # The `$` command: its first line and the lines its backslashes continue.
    if head -n 1 "$block" | grep -q '^\$ '; then
        shown=$(awk 'NR == 1 || continued { print; continued = /\\$/; if (!continued) exit; next }' "$block" | wc -l)
        command=$(head -n "$shown" "$block" | sed '1s/^\$ //')
    fi
    tail -n +"$((shown + 1))" "$block" >"$expected"
    case "$rest" in
        "")
            [ -n "$command" ] || { fail "$line" "'check' needs a \`\$ COMMAND\` first line; give the command as 'check: COMMAND'."; return; } ;;
        "|"*)
            [ -n "$command" ] || { fail "$line" "'check | FILTER' needs a \`\$ COMMAND\` first line."; return; }
            command="$command $rest" ;;
        :*)
            local given
            given=$(echo "${rest#:}" | sed 's/^ *//')
            if [ -n "$command" ] && [[ "$given" != *"$command"* ]]; then
                fail "$line" "the marker's command does not run the block's \`\$ $command\`."
                return
            fi
            command=$given ;;
        *) fail "$line" "unknown marker '<!-- $marker -->' (see scripts/check-readme.sh --help)."; return ;;
    esac
    run "$command" "$scratch/actual"
    if [ -n "$varies" ]; then
        local d=$'\001' # (a delimiter no expression holds)
        sed -E "s${d}${varies}${d}…${d}g" "$expected" >"$scratch/expected-varied"
        sed -E "s${d}${varies}${d}…${d}g" "$scratch/actual" >"$scratch/actual-varied"
        compare "$line" "$command" "$scratch/expected-varied" "$scratch/actual-varied"
    else
        compare "$line" "$command" "$expected" "$scratch/actual"
    fi
}

# A ```sh block whose comments say what lines print.
check_comments() { # N LINE MARKER
    local block=$scratch/blocks/$1 line=$2 marker=$3 lack numbers number text command said
    lack=$(missing "$marker")
    if [ -n "$lack" ]; then skip "$line" "the block's commented outputs" "$lack"; return; fi
    numbers=$(after_needs "$marker" "check comments")
    numbers=${numbers#:}
    numbers=${numbers%%;*}
    for number in $numbers; do
        text=$(sed -n "${number}p" "$block")
        if [[ "$text" != *" # "* ]]; then
            fail "$((line + number))" "'check comments' names line $number, which has no \` # \` comment."
            continue
        fi
        command=${text%% # *}
        said=${text#* # }
        said=${said%%" ("*}
        said=${said%%", "*}
        printf '%s\n' "$said" >"$scratch/expected"
        run "$command" "$scratch/printed"
        sed 's/[ \t]*$//' "$scratch/printed" >"$scratch/actual" # (a comment shows no trailing blanks)
        compare "$((line + number))" "$command" "$scratch/expected" "$scratch/actual"
    done
}

# Code an article quotes: the block, as it is, must be in PATH.
check_source() { # N LINE PATH
    local block=$scratch/blocks/$1 line=$2 path=$3
    if [ ! -f "$repo/$path" ]; then fail "$line" "check-source names $path, which is not a file."; return; fi
    if python3 - "$block" "$repo/$path" <<'EOF'
import sys
block, source = (open(path, encoding="utf-8").read().split("\n") for path in sys.argv[1:])
while block and block[-1] == "":
    block.pop()
first = next(i for i, line in enumerate(block) if line.strip())
def found_at(start):
    # The block's lines, each behind the same indentation (a test's body).
    line = source[start + first]
    if not line.endswith(block[first]) or line[: len(line) - len(block[first])].strip():
        return False
    indent = line[: len(line) - len(block[first])]
    return all((shown == "" and source[start + i].strip() == "") or source[start + i] == indent + shown
               for i, shown in enumerate(block))
sys.exit(0 if any(found_at(start) for start in range(len(source) - len(block) + 1)) else 1)
EOF
    then
        echo "ok $readme:$line: the code is in $path"
        checked=$((checked + 1))
    else
        fail "$line" "the block is not in $path as it is: copy it from there again."
    fi
}

# A plot: COMMAND writes --plot docs/NAME.svg; it goes to $scratch/svg instead.
check_svg() { # LINE COMMAND
    local line=$1 command=$2 name
    name=$(grep -o -- '--plot docs/[^ ]*\.svg' <<<"$command" | sed 's|--plot docs/||') || true
    if [ -z "$name" ]; then fail "$line" "the plot's command has no '--plot docs/NAME.svg'."; return; fi
    echo "$name" >>"$scratch/svg-covered"
    run "${command//--plot docs\//--plot $scratch/svg/} >/dev/null" "$scratch/actual"
    if [ ! -s "$scratch/svg/$name" ]; then
        fail "$line" "\`$command\` wrote no plot:"; cat "$scratch/actual" >&2; return
    fi
    if cmp -s "$scratch/svg/$name" "$docs/$name"; then
        echo "ok $readme:$line: $docs/$name"
        checked=$((checked + 1))
    else
        fail "$line" "$docs/$name is not what \`$command\` draws now (write it again with that command):"
        diff -u --label "$docs/$name" --label "drawn now" "$docs/$name" "$scratch/svg/$name" | head -n 40 >&2 || true
    fi
}

touch "$scratch/svg-covered"
while IFS=$'\037' read -r n line info marker; do
    case "$info|$marker" in
        UNCLOSED*) fail "$line" "this block is never closed." ;;
        "|") fail "$line" "an output block with no marker: say <!-- check … --> or <!-- not checked: why --> on the line before it." ;;
        sh"|" | bash"|") fail "$line" "a command block with no marker: say <!-- check comments: … -->, <!-- check svg --> or <!-- not checked: why --> on the line before it." ;;
        swift"|" | c"|" | cpp"|") fail "$line" "a code block with no marker: say <!-- check-source: PATH --> (the compiled file it is in) or <!-- not checked: why --> on the line before it." ;;
        *"|not checked:"*) wanted "$line" && not_checked=$((not_checked + 1)) ;;
        "|check"*) wanted "$line" && check_output_block "$n" "$line" "$marker" ;;
        *"|" | *"|check-file:"*) ;;
        *"|check-source:"*) wanted "$line" && check_source "$n" "$line" "$(sed 's/^check-source: *//' <<<"$marker")" ;;
        sh"|check comments"*) wanted "$line" && check_comments "$n" "$line" "$marker" ;;
        sh"|check svg") plots_wanted && check_svg "$line" "$(sed 's/\\$//' "$scratch/blocks/$n" | tr '\n' ' ')" ;;
        *) fail "$line" "the marker '<!-- $marker -->' does not apply to a \`\`\`$info block." ;;
    esac
done <"$scratch/manifest"

while IFS=$'\037' read -r line ended marker; do
    # A marker on the line before a fence was the block's.
    cut -d $'\037' -f 2 "$scratch/manifest" | grep -qx "$((ended + 1))" && continue
    case "$marker" in
        "check svg: "*) plots_wanted && check_svg "$line" "${marker#check svg: }" ;;
        "not checked svg: "*)
            grep -o 'docs/[^ :]*\.svg' <<<"$marker" | head -n 1 | sed 's|docs/||' >>"$scratch/svg-covered"
            plots_wanted && not_checked=$((not_checked + 1)) ;;
        check* | "not checked"*) fail "$line" "the marker '<!-- $marker -->' is not on the line before a block." ;;
    esac
done <"$scratch/markers"
# Its links: every relative one names a file, and a heading where it has an anchor.
if wanted links && ! python3 "$repo/scripts/check-links.py" "$readme" >"$scratch/links" 2>&1; then
    while IFS= read -r problem; do
        rest=${problem#"$readme":}
        fail "${rest%%:*}" "a link that goes nowhere: ${rest#*: }"
    done <"$scratch/links"
fi

# The plots this document covers, for the run over every document to gather.
[ -n "${CHECK_README_PLOTS:-}" ] && cat "$scratch/svg-covered" >>"$CHECK_README_PLOTS"

echo "check-readme: $checked checked, $not_checked marked not checked, $skipped skipped, $failures failed ($readme)"
[ "$failures" = 0 ]
