"""Shared tables and record helpers for part B of the shipped Zhejiang data.

Place tables live in the city modules beside this file (places_<city>.py); build.py
turns them into the JSON Lines fragments under tools/data/fragments/.
"""

CITY = {  # abbreviation -> (public city id, official code, name)
    "hz": (1201, "330100", "杭州"), "nb": (1202, "330200", "宁波"), "wz": (1203, "330300", "温州"),
    "jh": (1204, "330700", "金华"), "sx": (1205, "330600", "绍兴"), "jx": (1209, "330400", "嘉兴"),
    "tz": (1224, "331000", "台州"), "ls": (1230, "331100", "丽水"), "qz": (1235, "330800", "衢州"),
    "huz": (1239, "330500", "湖州"), "zs": (1245, "330900", "舟山"),
}
CODE_TO_ABBR = {v[1][:4]: k for k, v in CITY.items()}

# The 90 county-level units (2023 edition of the official codes).
COUNTY = {
    "330102": "上城区", "330105": "拱墅区", "330106": "西湖区", "330108": "滨江区", "330109": "萧山区",
    "330110": "余杭区", "330111": "富阳区", "330112": "临安区", "330113": "临平区", "330114": "钱塘区",
    "330122": "桐庐县", "330127": "淳安县", "330182": "建德市",
    "330203": "海曙区", "330205": "江北区", "330206": "北仑区", "330211": "镇海区", "330212": "鄞州区",
    "330213": "奉化区", "330225": "象山县", "330226": "宁海县", "330281": "余姚市", "330282": "慈溪市",
    "330302": "鹿城区", "330303": "龙湾区", "330304": "瓯海区", "330305": "洞头区", "330324": "永嘉县",
    "330326": "平阳县", "330327": "苍南县", "330328": "文成县", "330329": "泰顺县", "330381": "瑞安市",
    "330382": "乐清市", "330383": "龙港市",
    "330402": "南湖区", "330411": "秀洲区", "330421": "嘉善县", "330424": "海盐县", "330481": "海宁市",
    "330482": "平湖市", "330483": "桐乡市",
    "330502": "吴兴区", "330503": "南浔区", "330521": "德清县", "330522": "长兴县", "330523": "安吉县",
    "330602": "越城区", "330603": "柯桥区", "330604": "上虞区", "330624": "新昌县", "330681": "诸暨市",
    "330683": "嵊州市",
    "330702": "婺城区", "330703": "金东区", "330723": "武义县", "330726": "浦江县", "330727": "磐安县",
    "330781": "兰溪市", "330782": "义乌市", "330783": "东阳市", "330784": "永康市",
    "330802": "柯城区", "330803": "衢江区", "330822": "常山县", "330824": "开化县", "330825": "龙游县",
    "330881": "江山市",
    "330902": "定海区", "330903": "普陀区", "330921": "岱山县", "330922": "嵊泗县",
    "331002": "椒江区", "331003": "黄岩区", "331004": "路桥区", "331022": "三门县", "331023": "天台县",
    "331024": "仙居县", "331081": "温岭市", "331082": "临海市", "331083": "玉环市",
    "331102": "莲都区", "331121": "青田县", "331122": "缙云县", "331123": "遂昌县", "331124": "松阳县",
    "331125": "云和县", "331126": "庆元县", "331127": "景宁畲族自治县", "331181": "龙泉市",
}
assert len(COUNTY) == 90

FACILITIES = set("wifi parking breakfast restaurant pool gym spa meeting family_room pet ev_charging "
                 "accessible elder_friendly airport_shuttle luggage laundry view garden tea".split())
KINDS = {"hotel", "homestay", "restaurant", "food", "shop", "canteen"}

SRC_STAY = ("名称、地址据酒店/民宿公开信息与地图平台整理；坐标为GCJ-02人工标注，经县界多边形校验；"
            "星级仅在确知挂牌时填写；均价为每晚参考价（编辑估计，随季节浮动）；人气为编辑估计")
SRC_CLUSTER = ("民宿集群：指该村/街区的民宿聚落而非单一商户，名称与位置据地方政府与媒体公开报道整理；"
               "坐标为村落中心近似位置（GCJ-02）；均价为编辑估计")
SRC_FOOD = ("名称、地址据商户公开信息与地图平台整理；坐标为GCJ-02人工标注，经县界多边形校验；"
            "人均为编辑估计；营业时间为常见时段，以店家公告为准；人气为编辑估计")
SRC_STREET = ("美食街区/老街：街区级地点，名称与位置据地方公开资料整理；坐标为街区中心近似位置（GCJ-02）；"
              "人均与营业时间为编辑估计")
SRC_SHOP = ("名称、地址据商户/市场公开信息整理；坐标为GCJ-02人工标注，经县界多边形校验；"
            "价格等级为编辑估计；营业时间以现场公告为准")

PLACES = []


def P(kind, city, slug, zh, en, county, address, lat, lng, themes, hours, price_level, avg_price,
      popularity, description, star=None, fac=None, tags=None, phone=None, source=None):
    assert kind in KINDS, kind
    cid = CITY[city][0]
    pid = f"{kind}-{city}-{slug}"
    stay = kind in ("hotel", "homestay")
    if source is None:
        source = SRC_STAY if stay else SRC_SHOP if kind == "shop" else SRC_FOOD
    elif source == "cluster":
        source = SRC_CLUSTER
    elif source == "street":
        source = SRC_STREET
    rec = {
        "id": pid, "kind": kind, "name": {"zh": zh, "en": en}, "city_id": cid,
        "county_code": county, "address": address,
        "location": {"lat": round(lat, 5), "lng": round(lng, 5)},
        "themes": themes.split("|") if isinstance(themes, str) else list(themes),
        "tags": tags.split("|") if isinstance(tags, str) else (tags or []),
        "opening_hours": hours, "price_level": price_level, "avg_price": avg_price, "phone": phone,
        "a_level": None, "ticket": None,
        "facilities": (fac.split() if isinstance(fac, str) else fac) if stay else None,
        "star": star if stay else None,
        "description": description, "popularity": popularity, "media": [], "source": source,
    }
    if stay and rec["facilities"] is None:
        rec["facilities"] = []
    PLACES.append(rec)
    return rec


def S(city, slug, zh, en, county, address, lat, lng, themes, star, pl, avg, fac, pop, desc,
      kind="hotel", **kw):
    hours = kw.pop("hours", "全天营业，14:00后入住，12:00前退房")
    return P(kind, city, slug, zh, en, county, address, lat, lng, themes, hours, pl, avg, pop, desc,
             star=star, fac=fac, **kw)


def H(city, slug, zh, en, county, address, lat, lng, themes, pl, avg, fac, pop, desc, **kw):
    hours = kw.pop("hours", "全天营业，入住退房时间以店家为准")
    return P("homestay", city, slug, zh, en, county, address, lat, lng, themes, hours, pl, avg, pop,
             desc, star=None, fac=fac, **kw)


def R(city, slug, zh, en, county, address, lat, lng, themes, hours, pl, avg, pop, desc, kind="restaurant", **kw):
    return P(kind, city, slug, zh, en, county, address, lat, lng, themes, hours, pl, avg, pop, desc, **kw)


def F(city, slug, zh, en, county, address, lat, lng, themes, hours, pl, avg, pop, desc, **kw):
    return P("food", city, slug, zh, en, county, address, lat, lng, themes, hours, pl, avg, pop, desc, **kw)


def SH(city, slug, zh, en, county, address, lat, lng, themes, hours, pl, pop, desc, avg=None, **kw):
    return P("shop", city, slug, zh, en, county, address, lat, lng, themes, hours, pl, avg, pop, desc, **kw)


def C(city, slug, zh, en, county, address, lat, lng, hours, avg, pop, desc, source):
    return P("canteen", city, slug, zh, en, county, address, lat, lng, "适老出游|共同富裕|社区烟火",
             hours, 1, avg, pop, desc, tags="老年优惠|平价", source=source)
