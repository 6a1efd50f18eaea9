"""Topics and rankings built from part B's own places (ids checked to exist)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
P = {}
for name in ("stay", "food", "shop"):
    with open(os.path.join(ROOT, "tools", "data", "fragments", f"places-{name}.jsonl"), encoding="utf-8") as f:
        for line in f:
            p = json.loads(line); P[p["id"]] = p

def pick(pred, n=10):
    return [p["id"] for p in sorted((p for p in P.values() if pred(p)), key=lambda p: (-p["popularity"], p["id"]))[:n]]

T_SRC = "编辑专题：选题与文字为自行撰写，收录地点均为本数据集中的真实地点"
topics = [
 ("topic-songyun", "诗画浙江·宋韵", "Song Dynasty Charm", "从西湖边的杭帮老字号到南宋御街旁的老街，寻访宋韵遗风与江南雅致。", None,
  ["restaurant-hz-louwailou", "food-hz-zhiweiguan", "shop-hz-hefang-street", "food-hz-gaoyin-street", "hotel-hz-xihu-state-guesthouse", "hotel-hz-amanfayun", "restaurant-hz-hangbangcai-museum"]),
 ("topic-water-towns", "古镇水乡", "Water Towns", "乌镇、西塘、南浔、安昌、塘栖……枕水人家、石桥乌篷，住一晚才懂水乡的夜。", None,
  pick(lambda p: "古镇水乡" in p["themes"] or "古镇" in p["themes"], 12)),
 ("topic-islands", "海岛度假", "Island Holidays", "舟山群岛、洞头、南麂、大陈、嵊泗列岛，看海、赶海、吃海鲜的海岛之旅。", None,
  pick(lambda p: "海岛度假" in p["themes"] or "海岛" in p["themes"], 12)),
 ("topic-mountain-homestays", "山居民宿", "Mountain Homestays", "莫干山、松阳、桐庐、安吉、楠溪江……浙江的好民宿藏在山里。", None,
  pick(lambda p: p["kind"] == "homestay" and "山居民宿" in p["themes"], 12)),
 ("topic-baixian-qianwan", "百县千碗", "A Hundred Counties, a Thousand Bowls", "一县一碗招牌菜，从西湖醋鱼到缙云烧饼，按图索骥吃遍浙江。", None,
  pick(lambda p: "百县千碗" in p["themes"], 15)),
 ("topic-red-footprints", "红色足迹", "Red Heritage", "南湖红船、浙东与浙西南革命根据地、大陈岛垦荒……在山水间重温红色记忆。", None,
  pick(lambda p: "红色足迹" in p["themes"], 10)),
 ("topic-elder-friendly", "适老出游", "Travel for Seniors", "平价的社区食堂、包吃包住的农家乐、节奏舒缓的古镇，适合带父母出行。", None,
  pick(lambda p: p["kind"] == "canteen" or "适老出游" in p["themes"] or "elder_friendly" in (p["facilities"] or []), 12)),
 ("topic-old-brands", "老字号寻味", "Time-honoured Brands", "楼外楼、知味观、奎元馆、缸鸭狗、咸亨酒店、五芳斋……百年老店里的城市味道。", None,
  pick(lambda p: "老字号" in p["themes"] and p["kind"] in ("restaurant", "food"), 12)),
 ("topic-tea", "一杯浙江茶", "Zhejiang Tea Trail", "西湖龙井、安吉白茶、紫笋茶、大佛龙井、开化龙顶、松阳银猴，跟着茶香走浙江。", None,
  pick(lambda p: any(k in "|".join(p["themes"]) for k in ("茶", "龙井")), 12)),
 ("topic-crafts", "非遗手作与伴手礼", "Crafts and Souvenirs", "龙泉青瓷、青田石雕、东阳木雕、湖笔、张小泉剪刀……把浙江的手艺带回家。", None,
  pick(lambda p: p["kind"] == "shop" and ("非遗" in p["themes"] or "伴手礼" in p["themes"]), 12)),
 ("topic-common-prosperity-canteens", "共富食堂与社区食堂", "Community Canteens", "浙江城乡的老年食堂、爱心食堂与社区食堂，一顿平价热饭里的烟火与温情。", None,
  pick(lambda p: p["kind"] == "canteen", 20)),
 ("topic-family", "亲子度假", "Family Holidays", "温泉、沙滩、农场、小火车与影视城，带孩子玩得开心、住得舒心。", None,
  pick(lambda p: "亲子" in p["themes"] or "family_room" in (p["facilities"] or []), 12)),
 ("topic-seafood", "海鲜地图", "Seafood Map", "沈家门夜排档、石浦渔港、三门青蟹、嵊泗贻贝，沿着海岸线吃海鲜。", None,
  pick(lambda p: p["kind"] in ("restaurant", "food", "shop") and any("海鲜" in t or "海产" in t for t in p["themes"]), 12)),
]
rank_src = "编辑榜单：排名与入选理由为编辑根据知名度、口碑与代表性作出的主观估计，非任何平台评分"
def rank(rid, zh, en, kind, ids, reason):
    return {"id": rid, "title": {"zh": zh, "en": en}, "kind": kind, "city_id": None,
            "items": [{"place_id": i, "rank": n + 1, "reason": reason(P[i])} for n, i in enumerate(ids)], "source": rank_src}
rankings = [
 rank("rank-must-eat", "浙江必吃榜", "Must-Eat in Zhejiang", "restaurant", pick(lambda p: p["kind"] in ("restaurant", "food"), 15), lambda p: f"{p['name']['zh']}：{p['themes'][0]}代表之一"),
 rank("rank-top-homestays", "人气民宿榜", "Top Homestays", "homestay", pick(lambda p: p["kind"] == "homestay", 15), lambda p: f"{p['themes'][0]}，口碑与知名度较高"),
 rank("rank-family-hotels", "亲子酒店榜", "Family-friendly Stays", "hotel", pick(lambda p: p["kind"] in ("hotel", "homestay") and "family_room" in (p["facilities"] or []), 12), lambda p: "有家庭房等亲子设施"),
 rank("rank-luxury-stays", "湖山高端度假榜", "Luxury Retreats", "hotel", pick(lambda p: p["kind"] in ("hotel", "homestay") and p["price_level"] == 4, 12), lambda p: f"{p['themes'][0]}，环境与服务出众"),
 rank("rank-old-brands", "老字号榜", "Time-honoured Brands", "food", pick(lambda p: "老字号" in p["themes"], 15), lambda p: "历史悠久的本地老字号"),
 rank("rank-souvenirs", "伴手礼榜", "Best Souvenirs", "shop", pick(lambda p: p["kind"] == "shop" and "伴手礼" in p["themes"], 15), lambda p: f"可买到{p['themes'][0]}"),
 rank("rank-markets", "逛市场榜", "Markets Worth a Visit", "shop", pick(lambda p: p["kind"] == "shop" and "市场" in "|".join(p["themes"]), 12), lambda p: "品类丰富、价格实惠的专业市场"),
 rank("rank-street-food", "小吃街榜", "Snack Streets", "food", pick(lambda p: p["kind"] == "food" and any(k in "|".join(p["themes"]) for k in ("老街", "小吃", "美食街")), 15), lambda p: "小吃集中、适合边走边吃"),
 rank("rank-seafood", "海鲜必吃榜", "Seafood Must-Eats", "food", pick(lambda p: p["kind"] in ("restaurant", "food") and any("海鲜" in t for t in p["themes"]), 10), lambda p: "当地新鲜海鲜的代表去处"),
]
with open(os.path.join(ROOT, "data", "zhejiang", "topics.jsonl"), "w", encoding="utf-8") as f:
    for tid, zh, en, summary, city, ids in topics:
        ids = [i for i in dict.fromkeys(ids) if i in P]
        assert len(ids) >= 3, tid
        f.write(json.dumps({"id": tid, "title": {"zh": zh, "en": en}, "summary": summary, "city_id": city,
                            "place_ids": ids, "source": T_SRC}, ensure_ascii=False, separators=(",", ":")) + "\n")
with open(os.path.join(ROOT, "data", "zhejiang", "rankings.jsonl"), "w", encoding="utf-8") as f:
    for r in rankings:
        assert len(r["items"]) >= 5, r["id"]
        f.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")
print("topics", len(topics), "rankings", len(rankings))
