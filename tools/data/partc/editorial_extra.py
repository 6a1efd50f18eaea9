#!/usr/bin/env python3
"""Add topics and rankings over scenic areas and sites to data/zhejiang/{topics,rankings}.jsonl.

Part B's editorial.py writes those files from stays, food and shops; run this script after
it. Records with the ids below are replaced, every other record is kept as it is.
Standard library only.

  python3 tools/data/partc/editorial_extra.py
"""
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "data" / "zhejiang"
P = {}
for line in (DATA / "places.jsonl").read_text(encoding="utf-8").splitlines():
    if line.strip():
        p = json.loads(line)
        P[p["id"]] = p


def pick(pred, n=None):
    ids = [p["id"] for p in sorted((p for p in P.values() if pred(p)), key=lambda p: (-p["popularity"], p["id"]))]
    return ids[:n] if n else ids


def museum(p):
    return p["kind"] == "site" and ("博物" in p["name"]["zh"] or "博物馆" in p["themes"] or "美术馆" in p["themes"])


def residence(p):
    return p["kind"] == "site" and any(k in p["name"]["zh"] for k in ("故居", "祖居", "旧居", "旧宅", "缘缘堂"))


def old_village(p):
    return p["kind"] in ("scenic", "site") and any("古村" in t or "古镇" in t for t in p["themes"])


T_SRC = "编辑专题：选题与文字为自行撰写，收录地点均为本数据集中的真实地点（景区、场馆）"
R_SRC = "编辑榜单：排名依据编辑对知名度与代表性的主观估计，非任何平台评分；A级等级据文化和旅游部门公开名录（截至2023年所知）"

HERITAGE = ["scenic-hz-xihu", "site-hz-liangzhu-gucheng", "site-hz-liangzhu-museum", "scenic-hz-grand-canal",
            "site-hz-canal-museum", "scenic-qz-jianglangshan", "shop-ls-longquan-celadon",
            "site-ls-longquan-celadon-museum", "site-wz-dongyuan-type"]

topics = [
    ("topic-rainy-museums", "下雨天去博物馆", "Museums for Rainy Days",
     "梅雨、台风天也不虚此行：从浙博、良渚到各市的城市博物馆，多数免费开放，记得提前预约。", pick(museum, 20)),
    ("topic-world-heritage", "世界遗产在浙江", "World Heritage in Zhejiang",
     "西湖、良渚古城遗址、大运河、江郎山，加上列入人类非遗名录的龙泉青瓷与木活字印刷。", HERITAGE),
    ("topic-famous-residences", "名人故居寻访", "Homes of Famous People",
     "鲁迅、秋瑾、王国维、茅盾、徐志摩、金庸……浙江人杰辈出，走进他们生活过的院落。", pick(residence, 20)),
    ("topic-old-villages", "古镇古村", "Old Towns and Villages",
     "南浔、乌镇之外，还有诸葛八卦村、苍坡、郭洞、廿八都，村落格局里藏着家族与风水的故事。", pick(old_village, 20)),
]


def reason_5a(p):
    return f"国家5A级旅游景区，{p['themes'][0]}" if p["themes"] else "国家5A级旅游景区"


rankings = [
    ("rank-5a-must-visit", "必游5A景区", "Must-Visit 5A Scenic Areas", "scenic",
     pick(lambda p: p["a_level"] == "5A"), reason_5a),
    ("rank-museums", "博物馆榜", "Top Museums", "site",
     pick(museum, 15), lambda p: f"{'、'.join(p['themes'][:2])}，值得专程一看"),
    ("rank-old-villages", "古镇古村榜", "Top Old Towns and Villages", "scenic",
     pick(old_village, 12), lambda p: f"{p['name']['zh']}：保存较好的{'古镇' if any('古镇' in t for t in p['themes']) else '古村落'}"),
]

mine_t = []
for tid, zh, en, summary, ids in topics:
    ids = [i for i in dict.fromkeys(ids) if i in P]
    assert len(ids) >= 3, tid
    mine_t.append({"id": tid, "title": {"zh": zh, "en": en}, "summary": summary, "city_id": None,
                   "place_ids": ids, "source": T_SRC})
mine_r = []
for rid, zh, en, kind, ids, reason in rankings:
    assert len(ids) >= 5, rid
    mine_r.append({"id": rid, "title": {"zh": zh, "en": en}, "kind": kind, "city_id": None,
                   "items": [{"place_id": i, "rank": n + 1, "reason": reason(P[i])} for n, i in enumerate(ids)],
                   "source": R_SRC})

for name, mine in (("topics.jsonl", mine_t), ("rankings.jsonl", mine_r)):
    path = DATA / name
    ours = {r["id"] for r in mine}
    kept = [l for l in path.read_text(encoding="utf-8").splitlines() if l.strip() and json.loads(l)["id"] not in ours]
    path.write_text("".join(l + "\n" for l in kept) +
                    "".join(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n" for r in mine),
                    encoding="utf-8")
    print(name, len(kept) + len(mine))
