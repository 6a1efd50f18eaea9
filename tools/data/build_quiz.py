#!/usr/bin/env python3
"""Build data/zhejiang/quiz_questions.jsonl, the quiz's question bank, from the shipped records
(Python 3.11, standard library only; deterministic: the same records give the same file).

  python3 tools/data/build_quiz.py           write the bank
  python3 tools/data/build_quiz.py --check   exit 1 if the file differs from what it would write

Every question is made from one shipped record and carries that record's id and `source`,
so a wrong answer is a wrong record, fixed once in the data. Its explanation says where the
fact comes from in plain Chinese (「来源：浙江省文化和旅游厅A级旅游景区名录」), never a file,
package or coordinate system. Kinds of question (docs/QUIZ.md):
  places   which county a rated scenic area or site is in; its A-level; which of four places
           of a city is the 5A one; which city a well-known unrated place is in
  food     which county a 百县千碗 dish comes from; which dish is a county's
  people   a famous person's hometown (county, or city when the record has no county);
           which person a residence, memorial or site is tied to
  history  a famous person's era and year of birth
  regions  which city a county-level unit belongs to
  lines    which place a tour line passes
  goods    which city a product with a geographical indication comes from; which product a
           county is known for
Distractors are drawn with a seeded generator from records that say something else (other
counties of the same city, places rated 4A, people not tied to the place, places not on the
line), so exactly one option is true by the data. No two questions have the same text.
"""
from __future__ import annotations

import json
import math
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data" / "zhejiang"
OUT = DATA / "quiz_questions.jsonl"
SEED = 14

# Where each kind of fact comes from, as a visitor reads it (data/zhejiang/SOURCES.md).
CITE_REGIONS = "来源：国家统计局统计用区划代码（2023年）"
CITE_A_LEVEL = "来源：浙江省文化和旅游厅A级旅游景区名录"
CITE_PLACE = "来源：景区与场馆公开资料，编辑整理"
CITE_DISH = "来源：浙江省文化和旅游厅“百县千碗”名菜名录，编辑整理"
CITE_PEOPLE = "来源：公开史传与百科资料，编辑整理"
CITE_LINE = "来源：游浙编辑线路"
CITE_GOODS = {
    "protected_product": "来源：国家知识产权局地理标志保护产品公告",
    "certification_mark": "来源：国家知识产权局商标局地理标志证明商标",
    "agricultural_product": "来源：农业农村部农产品地理标志登记",
}
GI_NAMES = {
    "protected_product": "列为国家地理标志保护产品",
    "certification_mark": "注册为地理标志证明商标",
    "agricultural_product": "登记为农产品地理标志",
}
A_LEVELS = ["5A", "4A", "3A", "2A"]
# Scenic areas that reach into a neighbouring county, which is then never a wrong option for
# "which county is it in" (西溪湿地 reaches into 余杭, 千岛湖 into 建德, 南雁荡 lies in 平阳).
SPANS = {
    "scenic-hz-xihu": frozenset({"330102"}),
    "scenic-hz-xixi": frozenset({"330110"}),
    "scenic-hz-qiandaohu": frozenset({"330182"}),
    "scenic-wz-yandangshan": frozenset({"330326", "330324"}),
}
# The years each era of famous_people.jsonl spans, so that a wrong era is one the person did
# not live in (吴昌硕, 1844—1927, lived in 清 and 近现代 alike: neither is a wrong option).
ERA_YEARS = {"春秋": (-770, -476), "东汉": (25, 220), "东晋": (317, 420), "五代": (907, 979),
             "北宋": (960, 1127), "南宋": (1127, 1279), "元": (1271, 1368),
             "元末明初": (1340, 1400), "明": (1368, 1644), "明末": (1600, 1644),
             "明末清初": (1620, 1680), "清": (1644, 1912), "近现代": (1840, 1949),
             "现代": (1919, 2100)}


def load(name: str) -> list[dict]:
    return [json.loads(l) for l in (DATA / name).read_text(encoding="utf-8").splitlines() if l.strip()]


def era_words(era: str) -> str:
    """「清代」「明代」 for the one-character eras, the others as they are (「明末清初」)."""
    return era + "代" if len(era) == 1 else era


def km(a: dict, b: dict) -> float:
    """Great-circle distance between two places, in km."""
    la1, lo1, la2, lo2 = (math.radians(v) for v in (a["location"]["lat"], a["location"]["lng"],
                                                     b["location"]["lat"], b["location"]["lng"]))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 6371.0 * 2 * math.asin(math.sqrt(h))


def life(f: dict) -> str:
    if not isinstance(f.get("born"), int):
        return ""
    return f"（{f['born']}—{f['died'] if f.get('died') else '今'}）"


def build() -> list[dict]:
    rng = random.Random(SEED)
    regions = load("regions.jsonl")
    cities = {r["id"]: r["short_name"] for r in regions if r["level"] == "city"}
    city_ids = sorted(cities)
    city_full = {r["id"]: r["name"]["zh"] for r in regions if r["level"] == "city"}
    counties = {r["code"]: r for r in regions if r["level"] == "county"}
    county_name = {c: r["name"]["zh"] for c, r in counties.items()}
    counties_of: dict[int, list[str]] = {}
    for c, r in sorted(counties.items()):
        counties_of.setdefault(r["parent_id"], []).append(c)

    def other_cities(city_id: int) -> list[str]:
        return rng.sample([cities[c] for c in city_ids if c != city_id], 3)

    def other_counties(code: str, near: bool = True, avoid: frozenset = frozenset(),
                       full: bool = False) -> list[str]:
        """Three other county-level units: from the same city first (the plausible ones) when
        `near`, else from other cities only; never one of `avoid`. `full` names them with
        their city (「宁波市鄞州区」)."""
        city = counties[code]["parent_id"]
        same = [c for c in counties_of[city] if c != code and c not in avoid] if near else []
        rest = [c for c in sorted(counties)
                if counties[c]["parent_id"] != city and c not in avoid]
        picked = rng.sample(same, min(3, len(same)))
        picked += rng.sample(rest, 3 - len(picked))
        return [full_name(c) if full else county_name[c] for c in picked]

    def full_name(code: str) -> str:
        return city_full[counties[code]["parent_id"]] + county_name[code]

    out: list[dict] = []
    asked: set[str] = set()

    def add(qid, category, question, right, wrong, explanation, record, source):
        assert question not in asked, question
        assert right not in wrong and len(set(wrong)) == 3, (qid, right, wrong)
        asked.add(question)
        options = [right] + list(wrong)
        rng.shuffle(options)
        out.append({"id": qid, "category": category, "question": question, "options": options,
                    "answer": options.index(right), "explanation": explanation,
                    "record": record, "source": source})

    # places: rated scenic areas and sites (county, A-level), well-known unrated ones (city)
    all_places = load("places.jsonl")
    places = sorted((p for p in all_places if p["kind"] in ("scenic", "site")
                     and (p["a_level"] in ("5A", "4A") or p["popularity"] >= 75)),
                    key=lambda p: p["id"])
    for p in places:
        name, city, code = p["name"]["zh"], cities[p["city_id"]], p["county_code"]
        where = f"{city_full[p['city_id']]}{county_name[code]}"
        if p["a_level"]:
            add(f"q-place-{p['id']}", "places", f"“{name}”位于浙江哪个县（市、区）？",
                county_name[code], other_counties(code, avoid=SPANS.get(p["id"], frozenset())),
                f"{name}位于{where}，地址：{p['address']}。{CITE_PLACE}", p["id"], p["source"])
            level = p["a_level"]
            add(f"q-level-{p['id']}", "places", f"“{name}”是国家几A级旅游景区？",
                f"国家{level}级旅游景区",
                [f"国家{l}级旅游景区" for l in A_LEVELS if l != level],
                f"{name}（{where}）是国家{level}级旅游景区。{CITE_A_LEVEL}", p["id"], p["source"])
        else:
            add(f"q-place-{p['id']}", "places", f"“{name}”位于浙江哪个城市？", city,
                other_cities(p["city_id"]), f"{name}位于{where}，地址：{p['address']}。{CITE_PLACE}",
                p["id"], p["source"])

    # One "which of these is the 5A one" per city, against places of the same city rated 4A.
    rated = [p for p in all_places if p["kind"] in ("scenic", "site")]
    for cid in city_ids:
        five = sorted((p for p in rated if p["city_id"] == cid and p["a_level"] == "5A"),
                      key=lambda p: (-p["popularity"], p["id"]))
        four = sorted((p for p in rated if p["city_id"] == cid and p["a_level"] == "4A"),
                      key=lambda p: p["id"])
        if not five or len(four) < 3:
            continue
        p, wrong = five[0], rng.sample(four, 3)
        add(f"q-5a-{cities[cid]}-{p['id']}", "places", f"在{cities[cid]}，下面哪一处是国家5A级旅游景区？",
            p["name"]["zh"], [w["name"]["zh"] for w in wrong],
            f"{p['name']['zh']}是国家5A级旅游景区；" + "、".join(w["name"]["zh"] for w in wrong)
            + f"是国家4A级旅游景区。{CITE_A_LEVEL}", p["id"], p["source"])

    # food: 百县千碗, one dish a county
    dishes = sorted(load("dishes.jsonl"), key=lambda d: d["id"])
    dish_of = {d["county_code"]: d for d in dishes}
    for d in dishes:
        name, code = d["name"]["zh"], d["county_code"]
        where = f"{city_full[d['city_id']]}{county_name[code]}"
        # A city district's dish is the whole city's too (东坡肉 is as much 西湖区's as
        # 上城区's), so a district's dish is asked against other cities' counties, named
        # with their city; a county's against its neighbours, which have dishes of their own.
        near = not county_name[code].endswith("区")
        add(f"q-dish-{d['id']}", "food", f"“{name}”是浙江哪个县（市、区）的百县千碗代表菜？",
            county_name[code] if near else where, other_counties(code, near=near, full=not near),
            f"{name}是{where}的代表菜：{d['description']}{CITE_DISH}", d["id"], d["source"])
        same_city = [dish_of[c] for c in counties_of[d["city_id"]]
                     if c != code and c in dish_of] if near else []
        others = [x for x in dishes if x["city_id"] != d["city_id"]]
        wrong = rng.sample(same_city, min(3, len(same_city)))
        wrong += rng.sample(others, 3 - len(wrong))
        add(f"q-dishof-{d['id']}", "food", f"下面哪道菜是{where}的百县千碗代表菜？", name,
            [w["name"]["zh"] for w in wrong],
            f"{where}的代表菜是{name}；" + "，".join(
                f"{w['name']['zh']}是{full_name(w['county_code'])}的" for w in wrong)
            + f"。{CITE_DISH}", d["id"], d["source"])

    # people: hometown, the places tied to them; history: era, year of birth
    people = sorted(load("famous_people.jsonl"), key=lambda f: f["id"])
    eras = sorted({f["era"] for f in people})
    place_by_id = {p["id"]: p for p in all_places}
    tied: dict[str, list[dict]] = {}
    for f in people:
        for pid in f["place_ids"]:
            tied.setdefault(pid, []).append(f)
    for f in people:
        name, city = f["name"]["zh"], cities[f["city_id"]]
        code = f.get("hometown_county")
        if code:
            add(f"q-person-{f['id']}", "people", f"{f['title']}{name}的家乡是今天浙江的哪个县（市、区）？",
                county_name[code], other_counties(code),
                f"{name}{life(f)}是{city_full[f['city_id']]}{county_name[code]}人。{CITE_PEOPLE}", f["id"], f["source"])
        else:
            add(f"q-person-{f['id']}", "people", f"{f['title']}{name}的家乡或一生关联最深的地方在今天浙江哪个城市？", city,
                other_cities(f["city_id"]),
                f"{name}{life(f)}是与{city_full[f['city_id']]}关系最深的浙江名人，{f['title']}。{CITE_PEOPLE}", f["id"], f["source"])
        lo, hi = ERA_YEARS[f["era"]]
        if isinstance(f.get("born"), int):
            lo, hi = min(lo, f["born"]), max(hi, f.get("died") or f["born"] + 90)
        wrong_eras = [e for e in eras if ERA_YEARS[e][1] < lo or ERA_YEARS[e][0] > hi]
        add(f"q-era-{f['id']}", "history", f"{name}是哪个时代的人物？", f["era"],
            rng.sample(wrong_eras, 3), f"{name}{life(f)}是{era_words(f['era'])}人物，{f['title']}。{CITE_PEOPLE}",
            f["id"], f["source"])
        if isinstance(f.get("born"), int):
            offsets = rng.sample([-60, -40, -30, -20, 20, 30, 40, 60], 3)
            add(f"q-born-{f['id']}", "history", f"{f['title']}{name}生于哪一年？", f"{f['born']}年",
                [f"{f['born'] + o}年" for o in offsets],
                f"{name}生于{f['born']}年{'，卒于' + str(f['died']) + '年' if f.get('died') else ''}，"
                f"是{era_words(f['era'])}的{f['title']}。{CITE_PEOPLE}", f["id"], f["source"])
    for pid in sorted(tied):
        if len(tied[pid]) != 1 or pid not in place_by_id:
            continue  # a place tied to two people (俞楼) would have two right answers
        f, p = tied[pid][0], place_by_id[pid]
        same_city = [g for g in people if g["city_id"] == f["city_id"] and pid not in g["place_ids"]]
        rest = [g for g in people if g not in same_city and pid not in g["place_ids"]]
        wrong = rng.sample(same_city, min(3, len(same_city)))
        wrong += rng.sample(rest, 3 - len(wrong))
        add(f"q-tie-{pid}", "people", f"“{p['name']['zh']}”与下面哪位人物有关？", f["name"]["zh"],
            [g["name"]["zh"] for g in wrong],
            f"{p['name']['zh']}（{cities[p['city_id']]}）是与{f['name']['zh']}{life(f)}相关的地方，"
            f"{f['name']['zh']}是{f['title']}。{CITE_PEOPLE}", f["id"], f["source"])

    # regions: which city a county-level unit belongs to
    for code, r in sorted(counties.items()):
        parent = r["parent_id"]
        add(f"q-county-{code}", "regions", f"{r['name']['zh']}属于浙江哪个地级市？", cities[parent],
            other_cities(parent), f"{r['name']['zh']}是{cities[parent]}市下辖的县级行政区。{CITE_REGIONS}",
            str(r["id"]), r["source"])

    # lines: which place a tour line passes
    sights = sorted((p for p in all_places if p["kind"] in ("scenic", "site")), key=lambda p: p["id"])
    for l in sorted(load("lines.jsonl"), key=lambda l: l["id"]):
        stops = [s["place_id"] for s in l["stops"]]
        on = [place_by_id[s] for s in stops if s in place_by_id]
        # Not a stop, and not within 3 km of one: 花鸟灯塔 stands on 花鸟岛, so a line that
        # visits the island passes it too.
        off_near = [p for p in sights if p["city_id"] in l["city_ids"] and p["id"] not in stops
                    and all(km(p, s) > 3 for s in on)]
        if len(on) < 2 or len(off_near) < 3:
            continue
        right = rng.choice(on)
        wrong = rng.sample(off_near, 3)
        add(f"q-line-{l['id']}", "lines", f"游浙线路“{l['name']['zh']}”会经过下面哪个地方？",
            right["name"]["zh"], [w["name"]["zh"] for w in wrong],
            f"“{l['name']['zh']}”（{l['days']}天）依次经过：" + "、".join(p["name"]["zh"] for p in on)
            + f"。{CITE_LINE}", l["id"], l["source"])

    # goods: which city a product with a geographical indication comes from
    for g in sorted(load("goods.jsonl"), key=lambda g: g["id"]):
        city = cities[g["city_id"]]
        add(f"q-goods-{g['id']}", "goods", f"地理标志产品“{g['name']['zh']}”出自浙江哪个城市？", city,
            other_cities(g["city_id"]),
            f"{g['name']['zh']}出自{city}{county_name[g['county_code']]}，{GI_NAMES[g['gi_list']]}。"
            f"{g['description']}{CITE_GOODS[g['gi_list']]}", g["id"], g["source"])
    # goods: what a county is known for, against products of other cities (a protected area
    # can reach into a neighbouring county of the same city)
    goods = sorted(load("goods.jsonl"), key=lambda g: g["id"])
    by_county: dict[str, list[dict]] = {}
    for g in goods:
        by_county.setdefault(g["county_code"], []).append(g)
    for code, own in sorted(by_county.items()):
        g, city = own[0], counties[code]["parent_id"]
        wrong = rng.sample([x for x in goods if x["city_id"] != city], 3)
        add(f"q-known-{g['id']}", "goods", f"{full_name(code)}以下面哪种地理标志产品闻名？",
            g["name"]["zh"], [w["name"]["zh"] for w in wrong],
            f"{full_name(code)}出产" + "、".join(x["name"]["zh"] for x in own) + "；"
            + "，".join(f"{w['name']['zh']}出自{full_name(w['county_code'])}" for w in wrong)
            + f"。{CITE_GOODS[g['gi_list']]}", g["id"], g["source"])
    return out


def main() -> int:
    text = "".join(json.dumps(q, ensure_ascii=False) + "\n" for q in build())
    if "--check" in sys.argv:
        if OUT.read_text(encoding="utf-8") != text:
            print("quiz_questions.jsonl is not what tools/data/build_quiz.py builds; run it", file=sys.stderr)
            return 1
        print(f"quiz_questions.jsonl: {text.count(chr(10))} questions, as built")
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}: {text.count(chr(10))} questions")
    return 0


if __name__ == "__main__":
    sys.exit(main())
