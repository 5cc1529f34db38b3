#!/usr/bin/env python3
"""Every public symbol of the library modules has a doc comment.

Reads the symbol graphs `swift package dump-symbol-graph --minimum-access-level
public` writes, and lists each public or open symbol of the given modules that
has none, as FILE:LINE: NAME (KIND), then exits 1. What the compiler made
(a synthesized `hashValue`, `==`, a memberwise init: they have no place in the
source) is not asked for; neither are names starting with `_`.

Usage: scripts/check-doc-comments.py SYMBOLGRAPH_DIR MODULE...
"""
import glob
import json
import os
import sys


def undocumented(directory, modules):
    found = []
    for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
        # TouchRoute.symbols.json, and TouchRoute@Swift.symbols.json for its
        # extensions of other modules' types.
        module = os.path.basename(path).split(".")[0].split("@")[0]
        if module not in modules:
            continue
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            names = symbol["pathComponents"]
            if any(name.startswith("_") for name in names):
                continue
            location = symbol.get("location")
            if location is None or symbol.get("docComment"):
                continue
            uri = location["uri"].removeprefix("file://")
            found.append((os.path.relpath(uri), location["position"]["line"] + 1, ".".join(names),
                          symbol["kind"]["displayName"]))
    return sorted(set(found))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    directory, modules = sys.argv[1], set(sys.argv[2:])
    if not glob.glob(os.path.join(directory, "*.symbols.json")):
        sys.exit(f"check-doc-comments: no symbol graphs in {directory}: run "
                 "`swift package dump-symbol-graph --minimum-access-level public` first")
    found = undocumented(directory, modules)
    for path, line, name, kind in found:
        print(f"{path}:{line}: {name} ({kind}) has no doc comment")
    print(f"check-doc-comments: {len(found)} public symbols without a doc comment in "
          f"{', '.join(sorted(modules))}", file=sys.stderr)
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
