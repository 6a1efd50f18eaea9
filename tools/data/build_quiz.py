#!/usr/bin/env python3
"""Build data/zhejiang/quiz.jsonl, the quiz's question bank, from the shipped records
(Python 3.11, standard library only; deterministic: the same records give the same file).

  python3 tools/data/build_quiz.py           write the bank
  python3 tools/data/build_quiz.py --check   exit 1 if the file differs from what it would write

Every question is made from one shipped record and carries that record's id and `source`,
so a wrong answer is a wrong record, fixed once in the data. Kinds of question:
  places   which city a rated scenic area or site is in (scenic/site records, 5A/4A or popular)
  food     which city a 百县千碗 dish comes from (dishes.jsonl)
  people   a famous person's hometown city (famous_people.jsonl)
  history  a famous person's era, and which of four people was born earliest
  regions  which city a county-level unit belongs to (regions.jsonl)
Distractors are other cities (or eras, people) picked with a seeded generator.
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data" / "zhejiang"
OUT = DATA / "quiz.jsonl"
SEED = 14


def load(name: str) -> list[dict]:
    return [json.loads(l) for l in (DATA / name).read_text(encoding="utf-8").splitlines() if l.strip()]


def shuffle_in(rng: random.Random, right: str, wrong: list[str]) -> tuple[list[str], int]:
    options = [right] + wrong[:3]
    rng.shuffle(options)
    return options, options.index(right)


def life(f: dict) -> str:
    if not isinstance(f.get("born"), int):
        return ""
    return f"（{f['born']}—{f['died'] if f.get('died') else '今'}）"


def build() -> list[dict]:
    rng = random.Random(SEED)
    regions = load("regions.jsonl")
    cities = {r["id"]: r["short_name"] for r in regions if r["level"] == "city"}
    city_ids = sorted(cities)
    by_code = {r["code"]: r for r in regions}

    def other_cities(city_id: int) -> list[str]:
        pool = [cities[c] for c in city_ids if c != city_id]
        return rng.sample(pool, 3)

    out: list[dict] = []

    def add(qid, category, question, right, wrong, explanation, record, source):
        options, answer = shuffle_in(rng, right, wrong)
        out.append({"id": qid, "category": category, "question": question, "options": options,
                    "answer": answer, "explanation": explanation, "record": record,
                    "source": source})

    places = [p for p in load("places.jsonl") if p["kind"] in ("scenic", "site")
              and (p["a_level"] in ("5A", "4A") or p["popularity"] >= 75)]
    places.sort(key=lambda p: p["id"])
    for p in places:
        city = cities[p["city_id"]]
        name = p["name"]["zh"]
        rated = f"国家{p['a_level']}级旅游景区" if p["a_level"] else "景点"
        add(f"q-place-{p['id']}", "places", f"“{name}”位于浙江哪个城市？", city,
            other_cities(p["city_id"]), f"{name}是{city}的{rated}，地址：{p['address']}。",
            p["id"], p["source"])

    for d in sorted(load("dishes.jsonl"), key=lambda d: d["id"]):
        city = cities[d["city_id"]]
        county = by_code.get(d["county_code"], {}).get("name", {}).get("zh", "")
        add(f"q-dish-{d['id']}", "food", f"“{d['name']['zh']}”是浙江哪个城市的代表菜？", city,
            other_cities(d["city_id"]), f"{d['name']['zh']}是{city}{county}的代表菜：{d['description']}",
            d["id"], d["source"])

    people = sorted(load("famous_people.jsonl"), key=lambda f: f["id"])
    eras = sorted({f["era"] for f in people})
    for f in people:
        name, city = f["name"]["zh"], cities[f["city_id"]]
        county = by_code.get(f["hometown_county"], {}).get("name", {}).get("zh", "")
        add(f"q-person-{f['id']}", "people", f"{f['title']}{name}的家乡在今天浙江哪个城市？", city,
            other_cities(f["city_id"]), f"{name}{life(f)}是{city}{county}人。",
            f["id"], f["source"])
        wrong_eras = [e for e in eras if e != f["era"] and e not in f["era"] and f["era"] not in e]
        add(f"q-era-{f['id']}", "history", f"{name}是哪个时代的人物？", f["era"],
            rng.sample(wrong_eras, 3), f"{name}{life(f)}是{f['era']}人物，{f['title']}。",
            f["id"], f["source"])

    # Earliest-born of four people whose birth years are at least 30 years apart.
    dated = [f for f in people if isinstance(f["born"], int)]
    for i, f in enumerate(sorted(dated, key=lambda f: f["born"])[:20]):
        later = [g for g in dated if g["born"] >= f["born"] + 30]
        if len(later) < 3:
            continue
        others = rng.sample(later, 3)
        add(f"q-earliest-{f['id']}", "history", "下面哪位人物出生最早？", f["name"]["zh"],
            [g["name"]["zh"] for g in others],
            "；".join(f"{g['name']['zh']}生于{g['born']}年" for g in [f] + others) + "。",
            f["id"], f["source"])

    for r in sorted((r for r in regions if r["level"] != "city"), key=lambda r: r["code"]):
        parent = r["parent_id"]
        if parent not in cities:
            continue
        add(f"q-county-{r['code']}", "regions", f"{r['name']['zh']}属于浙江哪个地级市？", cities[parent],
            other_cities(parent), f"{r['name']['zh']}是{cities[parent]}市下辖的县级行政区。",
            str(r["id"]), r["source"])
    return out


def main() -> int:
    text = "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in build())
    if "--check" in sys.argv:
        if OUT.read_text(encoding="utf-8") != text:
            print("quiz.jsonl is not what tools/data/build_quiz.py builds; run it", file=sys.stderr)
            return 1
        print(f"quiz.jsonl: {text.count(chr(10))} questions, as built")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {text.count(chr(10))} questions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
