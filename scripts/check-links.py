#!/usr/bin/env python3
"""Every relative link of a Markdown document resolves in the repository.

A link to a file or folder (`[text](udev/README.md)`, `](../../../Examples)`)
must name one that exists, relative to the document; a link with an anchor
(`README.md#from-c`, or `#from-c` in the same document) must name a heading
of that Markdown file, by GitHub's rule for anchors (lower case, punctuation
dropped, spaces to hyphens). Web links, DocC's `<doc:…>` links (which DocC
checks) and images named as DocC resources are left alone. Prints each broken
link as FILE:LINE and exits 1.

Usage: scripts/check-links.py DOCUMENT...
"""
import os
import re
import sys

LINK = re.compile(r"(!?)\[(?:[^\]\\]|\\.)*\]\(([^)\s]+)\)")


def github_anchor(heading):
    text = heading.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    found, fence = set(), False
    with open(path, encoding="utf-8") as file:
        for line in file:
            if re.match(r"^\s*```", line):
                fence = not fence
                continue
            match = None if fence else re.match(r"^#{1,6} (.*)$", line)
            if match:
                found.add(github_anchor(match.group(1)))
    return found


def broken_links(document):
    problems = []
    base = os.path.dirname(document)
    with open(document, encoding="utf-8") as file:
        lines = file.read().split("\n")
    # Paragraphs, joined, so that a link whose text wraps onto the next line
    # is read whole; each keeps the line it starts on.
    paragraphs, current, fence = [], [], False
    for number, line in enumerate(lines, 1):
        if re.match(r"^\s*```", line):
            fence = not fence
            paragraphs.append(current)
            current = []
            continue
        if fence or not line.strip():
            paragraphs.append(current)
            current = []
            continue
        current.append((number, re.sub(r"`[^`]*`", "``", line)))
    paragraphs.append(current)
    for paragraph in paragraphs:
        if not paragraph:
            continue
        text, starts = "", []
        for number, line in paragraph:
            starts.append((len(text), number))
            text += line + " "
        for match in LINK.finditer(text):
            image, target = match.group(1), match.group(2)
            number = max(line for offset, line in starts if offset <= match.start())
            if re.match(r"^(https?:|mailto:|<doc:|doc:)", target):
                continue
            path, _, anchor = target.partition("#")
            if image and "/" not in path and "." not in path:
                continue  # a DocC resource, named without its extension
            resolved = os.path.normpath(os.path.join(base, path)) if path else document
            if not os.path.exists(resolved):
                problems.append(f"{document}:{number}: {target}: {resolved} does not exist")
            elif anchor and (not resolved.endswith(".md") or anchor not in anchors(resolved)):
                problems.append(f"{document}:{number}: {target}: {resolved} has no heading #{anchor}")
    return problems


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    problems = [problem for document in sys.argv[1:] for problem in broken_links(document)]
    for problem in problems:
        print(problem)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
