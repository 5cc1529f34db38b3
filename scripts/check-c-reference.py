#!/usr/bin/env python3
"""Every item of the C reference has a description, enum values included.

Doxygen's WARN_IF_UNDOCUMENTED (docs/Doxyfile, which fails on any warning)
does not look at enum values; this reads the XML that scripts/docs.sh has
Doxygen write with EXTRACT_ALL, and lists every function, typedef, macro,
enum, enum value, struct and field without a brief or detailed description,
then exits 1.

Usage: scripts/check-c-reference.py XML_DIR
"""
import glob
import os
import sys
import xml.etree.ElementTree as ElementTree


def described(element):
    return element is not None and "".join(element.itertext()).strip() != ""


def has_description(element):
    return described(element.find("briefdescription")) or described(element.find("detaileddescription"))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    files = [path for path in glob.glob(os.path.join(sys.argv[1], "*.xml")) if not path.endswith("index.xml")]
    if not files:
        sys.exit(f"check-c-reference: no Doxygen XML in {sys.argv[1]}")
    missing, checked = [], 0
    for path in sorted(files):
        tree = ElementTree.parse(path)
        for compound in tree.iter("compounddef"):
            if compound.get("kind") in ("struct", "union", "file"):
                checked += 1
                if not has_description(compound):
                    missing.append((compound.get("kind"), compound.findtext("compoundname")))
        for member in tree.iter("memberdef"):
            checked += 1
            if not has_description(member):
                missing.append((member.get("kind"), member.findtext("name")))
            for value in member.findall("enumvalue"):
                checked += 1
                if not has_description(value):
                    missing.append(("enum value", value.findtext("name")))
    for kind, name in sorted(set(missing)):
        print(f"touchroute.h: {kind} {name} is not documented")
    print(f"check-c-reference: {checked} items, {len(set(missing))} without a description", file=sys.stderr)
    sys.exit(1 if missing else 0)


if __name__ == "__main__":
    main()
