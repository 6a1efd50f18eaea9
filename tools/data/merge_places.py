#!/usr/bin/env python3
"""Merge tools/data/places-sources/*.jsonl into data/zhejiang/places.jsonl, sorted by id.

Each source file holds one group of places (scenic/site, stays, food, shops, extra), so an
editor works in one file without touching the others. The merged file is what the server
imports; never edit it by hand. Fails on a duplicate id or a
line that is not a JSON object. Standard library only.

  python3 tools/data/merge_places.py [--check]   (--check: only report whether the file is up to date)
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SOURCES = HERE / "places-sources"
OUT = HERE.parents[1] / "data" / "zhejiang" / "places.jsonl"


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()

    recs: dict[str, tuple[str, dict]] = {}
    bad = 0
    for src in sorted(SOURCES.glob("*.jsonl")):
        for n, line in enumerate(src.read_text(encoding="utf-8").splitlines(), 1):
            if not line.strip():
                continue
            try:
                rec = json.loads(line)
                pid = rec["id"]
            except (json.JSONDecodeError, KeyError, TypeError) as e:
                print(f"{src.name}:{n}: not a place record ({e})", file=sys.stderr)
                bad += 1
                continue
            where = f"{src.name}:{n}"
            if pid in recs:
                print(f"{where}: id {pid} already in {recs[pid][0]}", file=sys.stderr)
                bad += 1
                continue
            recs[pid] = (where, rec)
    if bad:
        return 1
    text = "".join(json.dumps(recs[k][1], ensure_ascii=False, separators=(",", ":")) + "\n"
                   for k in sorted(recs))
    if args.check:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == text
        print("places.jsonl is up to date" if same else "places.jsonl is stale: run merge_places.py")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"places.jsonl: {len(recs)} places from {len(list(SOURCES.glob('*.jsonl')))} source files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
