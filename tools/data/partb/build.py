"""Build part B's place fragments from the city tables beside this file.

    python3 tools/data/partb/build.py            # writes tools/data/fragments/places-{stay,food,shop}.jsonl
    python3 tools/data/partb/build.py --check    # also reports which county each point falls in,
                                                 # using data/zhejiang/boundaries.jsonl when present
"""
import importlib, json, os, re, sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, HERE)
import common  # noqa: E402

CITIES = ["hz", "nb", "wz", "jh", "sx", "jx", "tz", "ls", "qz", "huz", "zs"]
CJK = re.compile(r"[\u4e00-\u9fff]")


def load():
    for c in CITIES:
        if os.path.exists(os.path.join(HERE, f"places_{c}.py")):
            importlib.import_module(f"places_{c}")
    import canteens  # noqa: F401
    return common.PLACES


def validate(places):
    errs, seen = [], set()
    for p in places:
        pid = p["id"]
        if pid in seen:
            errs.append(f"duplicate id {pid}")
        seen.add(pid)
        if not re.fullmatch(r"[a-z0-9-]+", pid):
            errs.append(f"bad id {pid}")
        cc = p["county_code"]
        if cc not in common.COUNTY:
            errs.append(f"{pid}: unknown county {cc}")
        elif common.CODE_TO_ABBR[cc[:4]] != pid.split("-")[1]:
            errs.append(f"{pid}: county {cc} not in city {pid.split('-')[1]}")
        n = len(CJK.findall(p["description"]))
        if not 40 <= n <= 150:
            errs.append(f"{pid}: description has {n} Chinese characters")
        if p["facilities"]:
            bad = set(p["facilities"]) - common.FACILITIES
            if bad:
                errs.append(f"{pid}: bad facilities {bad}")
        if not 1 <= p["popularity"] <= 100:
            errs.append(f"{pid}: popularity")
        if p["price_level"] is not None and not 0 <= p["price_level"] <= 4:
            errs.append(f"{pid}: price_level")
    return errs


def point_in_ring(x, y, ring):
    inside = False
    j = len(ring) - 1
    for i in range(len(ring)):
        xi, yi = ring[i][0], ring[i][1]
        xj, yj = ring[j][0], ring[j][1]
        if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
            inside = not inside
        j = i
    return inside


def in_multipolygon(x, y, mp):
    for poly in mp:
        if point_in_ring(x, y, poly[0]) and not any(point_in_ring(x, y, h) for h in poly[1:]):
            return True
    return False


def boundaries():
    path = os.path.join(ROOT, "data", "zhejiang", "boundaries.jsonl")
    if not os.path.exists(path):
        return None
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                b = json.loads(line)
                out[b["code"]] = b["multipolygon"]
    return out


def main():
    places = load()
    errs = validate(places)
    for e in errs:
        print("ERROR", e)
    groups = {"stay": ("hotel", "homestay"), "food": ("restaurant", "food", "canteen"), "shop": ("shop",)}
    outdir = os.path.join(ROOT, "tools", "data", "fragments")
    os.makedirs(outdir, exist_ok=True)
    for name, kinds in groups.items():
        rows = sorted((p for p in places if p["kind"] in kinds), key=lambda p: p["id"])
        with open(os.path.join(outdir, f"places-{name}.jsonl"), "w", encoding="utf-8") as f:
            for p in rows:
                f.write(json.dumps(p, ensure_ascii=False, separators=(",", ":")) + "\n")
        print(name, len(rows))
    if "--check" in sys.argv:
        bnd = boundaries()
        if bnd is None:
            print("no boundaries.jsonl yet")
        else:
            bad = 0
            for p in places:
                x, y = p["location"]["lng"], p["location"]["lat"]
                if not in_multipolygon(x, y, bnd[p["county_code"]]):
                    hit = [c for c, mp in bnd.items() if in_multipolygon(x, y, mp)]
                    print("OUTSIDE", p["id"], p["county_code"], "point is in", hit)
                    bad += 1
            print("outside:", bad)
    sys.exit(1 if errs else 0)


if __name__ == "__main__":
    main()
