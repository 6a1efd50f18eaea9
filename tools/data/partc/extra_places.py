#!/usr/bin/env python3
"""Write tools/data/fragments/places-extra.jsonl: museums, old-brand food, hotels and shops
added to round out every city. Checks each point against its county polygon; a point
that falls outside is moved to the nearest point inside (reported, and said in `source`).

  python3 tools/data/partc/extra_places.py && python3 tools/data/merge_places.py
"""
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "partb"))
from build import boundaries, in_multipolygon  # noqa: E402
from common import CITY, COUNTY  # noqa: E402

OUT = os.path.join(HERE, "..", "fragments", "places-extra.jsonl")

ROAD = "名称与地址据商家公开信息及公开地图；地址精确到道路或街区，坐标为近似位置（GCJ-02），经县界多边形校验；人均、营业时间为编辑估计"
AREA = "名称据公开资料；具体门牌与门店未核实，地址精确到街区或镇，坐标为近似位置（GCJ-02），经县界多边形校验；人均、营业时间为编辑估计"
CLUSTER = "店铺集中的街区或产地，并非单一商家；据地方公开报道与公开地图，坐标为街区中心近似位置（GCJ-02），经县界多边形校验；人均为编辑估计"
MUSEUM = "名称与地址据场馆公开信息；坐标为近似位置（GCJ-02），经县界多边形校验；免费开放、预约与闭馆日以官方公告为准；A级等级未核实"
HOTEL = "名称据酒店公开信息；地址精确到道路或景区，坐标为近似位置（GCJ-02），经县界多边形校验；星级未核实故为空，房价为编辑估计"

FOOD_HOURS = "约09:00–20:00（以店家为准）"
MUSEUM_HOURS = "约09:00–17:00，周一闭馆（以官方公告为准）"
MUSEUM_TICKET = {"price": 0, "notes": "一般免费开放，部分展览或需预约，以官方公告为准"}

# (slug, kind, county, zh, en, address, lat, lng, themes, tags, price_level, avg_price, popularity, description, source, extra)
R = [
# ---- Hangzhou 1201
("hz-wangrunxing", "restaurant", "330102", "王润兴酒楼", "Wangrunxing Restaurant", "杭州市上城区清河坊历史街区一带", 30.2445, 120.1685,
 ["杭帮菜", "老字号"], ["家常菜"], 2, 90, 70,
 "清河坊一带的杭帮菜老字号，流传着乾隆微服吃“皇饭儿”的故事，招牌是鱼头豆腐和家常杭帮小炒，适合逛完河坊街后吃一顿地道的老杭州味道。", AREA, {}),
("hz-tianwaitian", "restaurant", "330106", "天外天菜馆", "Tianwaitian Restaurant", "杭州市西湖区天竺路（灵隐寺附近）", 30.2395, 120.1010,
 ["杭帮菜", "老字号"], ["景区附近"], 2, 120, 68,
 "开在灵隐、天竺一带的杭帮菜老馆子，进香和游览灵隐的人常在这里歇脚吃饭。菜单以西湖醋鱼、东坡肉、龙井虾仁等经典杭帮菜为主，节假日需等位。", AREA, {}),
("hz-wangxingji", "shop", "330102", "王星记扇庄", "Wangxingji Fan Shop", "杭州市上城区河坊街", 30.2440, 120.1700,
 ["老字号", "手工艺", "伴手礼"], [], 2, None, 66,
 "杭州扇子的老字号，黑纸扇、檀香扇、绢扇都有，扇面书画有机器印制也有手绘，价格跨度很大。买一把带回去既实用又有杭州味，挑选时可请店员说明工艺。", ROAD, {}),
("hz-fanghuichun", "shop", "330102", "方回春堂", "Fanghuichun Pharmacy", "杭州市上城区河坊街", 30.2437, 120.1690,
 ["老字号", "中医药", "老建筑"], [], 2, None, 62,
 "清河坊的中药老字号，老式柜台、药斗和坐堂问诊的格局仍在，可以看看传统药铺的样子。冬季常有膏方服务，游客进店参观即可，购药问诊请遵医嘱。", ROAD, {}),
("hz-hangzhou-tower", "shop", "330105", "杭州大厦", "Hangzhou Tower Shopping Center", "杭州市拱墅区武林广场", 30.2740, 120.1630,
 ["购物", "商场"], ["地铁直达"], 3, None, 72,
 "武林广场边的老牌百货商场，国际品牌、化妆品和本地丝绸、茶叶礼盒都能买到。地铁直达，适合雨天逛街或在离杭前集中购买伴手礼。", ROAD, {"opening_hours": "约10:00–22:00（以商场公告为准）"}),
("hz-hubin-in77", "shop", "330102", "湖滨银泰in77", "Hubin Intime in77", "杭州市上城区湖滨路一带（东坡路、延安路之间）", 30.2570, 120.1640,
 ["购物", "商场", "湖滨"], ["步行街", "夜游"], 3, None, 75,
 "紧挨西湖湖滨的开放式商业街区，品牌店、餐厅和咖啡馆连成片，晚上灯光亮起后很热闹。逛完可以直接走到湖边看音乐喷泉，是游西湖顺路购物最方便的地方。", ROAD, {"opening_hours": "约10:00–22:00（以商场公告为准）"}),
("hz-hyatt-regency", "hotel", "330102", "杭州凯悦酒店", "Hyatt Regency Hangzhou", "杭州市上城区湖滨路28号", 30.2578, 120.1632,
 ["湖景", "商务"], ["近西湖"], 4, 1400, 74,
 "位于湖滨、推窗可见西湖的国际品牌酒店，步行即到断桥、湖滨步行街和音乐喷泉，地铁站也很近，适合第一次来杭州、想以西湖为中心游玩的旅客。", HOTEL,
 {"facilities": ["wifi", "restaurant", "gym", "pool", "meeting", "view", "luggage", "breakfast"]}),
("hz-natural-history", "site", "330105", "浙江自然博物院（杭州馆）", "Zhejiang Museum of Natural History (Hangzhou)", "杭州市拱墅区西湖文化广场", 30.2790, 120.1680,
 ["博物馆", "亲子", "雨天"], ["免费"], 0, 0, 78,
 "西湖文化广场里的自然博物馆，恐龙骨架、动物标本和地球生命演化展线很受孩子欢迎。免费开放，场馆在室内，是杭州雨天亲子出行的首选之一，周末常需预约。", MUSEUM, {"museum": True}),
("hz-caa-art-museum", "site", "330102", "中国美术学院美术馆（南山校区）", "China Academy of Art Museum (Nanshan)", "杭州市上城区南山路218号", 30.2440, 120.1620,
 ["美术馆", "艺术", "雨天"], ["免费"], 0, 0, 60,
 "中国美术学院南山校区里的美术馆，常年举办师生作品展和专题展，展期轮换较快。馆舍临近西湖，看完展可沿南山路散步到柳浪闻莺。", MUSEUM, {"museum": True}),
("hz-zhijiang-museum", "site", "330106", "浙江省博物馆之江馆区", "Zhejiang Provincial Museum (Zhijiang)", "杭州市西湖区之江文化中心", 30.1720, 120.1150,
 ["博物馆", "雨天", "历史"], ["免费"], 0, 0, 76,
 "浙江省博物馆的新馆区，位于钱塘江畔的之江文化中心，展厅宽敞，浙江古代文明、书画和工艺陈列都很系统。与孤山馆区一新一旧，适合安排大半天细看。", MUSEUM, {"museum": True}),
("hz-hangzhou-museum", "site", "330102", "杭州博物馆", "Hangzhou Museum", "杭州市上城区粮道山18号（吴山脚下）", 30.2440, 120.1660,
 ["博物馆", "历史", "雨天"], ["免费"], 0, 0, 64,
 "吴山脚下的城市博物馆，讲杭州从良渚、吴越到南宋的城市史，展品不算多但脉络清楚。出门就是吴山和河坊街，适合作为老城一日游的开头。", MUSEUM, {"museum": True}),
("hz-lvcha-longjing", "restaurant", "330106", "绿茶餐厅（龙井路店）", "Green Tea Restaurant (Longjing Road)", "杭州市西湖区龙井路（龙井路店）", 30.2330, 120.1320,
 ["杭帮菜", "创意菜", "茶园"], ["性价比"], 2, 70, 64,
 "从杭州起家、后来开到全国的连锁餐厅，龙井路店藏在茶山绿树之间，环境有园林感。菜品是改良杭帮菜和家常菜，价格亲民，周末饭点往往要排队。", AREA, {}),
# ---- Ningbo 1202
("nb-loumaoji", "food", "330203", "楼茂记", "Loumaoji", "宁波市海曙区（城隍庙一带门店）", 29.8700, 121.5470,
 ["老字号", "伴手礼", "宁波味道"], ["平价"], 1, 30, 62,
 "宁波的酱园老字号，以香干、酱菜等下饭小菜出名，口味偏咸鲜，是很多宁波人记忆里的早饭搭档。适合买几包真空装带回家，配白粥最好。", AREA, {}),
("nb-zhaodayou", "food", "330203", "赵大有", "Zhaodayou Pastry", "宁波市海曙区（城隍庙一带门店）", 29.8690, 121.5480,
 ["老字号", "宁式糕点", "伴手礼"], ["平价"], 1, 25, 64,
 "宁式糕点老字号，龙凤金团、水晶油包、苔条饼等传统点心都能买到，节令糕团随季节变化。口味偏甜糯，适合当早点或带给长辈。", AREA, {}),
("nb-shengyangtai", "shop", "330203", "升阳泰", "Shengyangtai Groceries", "宁波市海曙区（鼓楼、城隍庙一带门店）", 29.8720, 121.5460,
 ["老字号", "南北货", "伴手礼"], [], 2, None, 58,
 "宁波南北货老字号，柜台上有海味干货、糕点、蜜饯和年货礼盒，逢年过节尤其热闹。想买鳗鲞、苔条、黄鱼鲞等宁波特产，可以来这里一站买齐。", AREA, {}),
("nb-zhuangyuanlou", "restaurant", "330203", "状元楼", "Zhuangyuanlou Restaurant", "宁波市海曙区（门店以商家公布为准）", 29.8700, 121.5500,
 ["甬菜", "老字号"], ["宴请"], 3, 150, 68,
 "宁波菜的老字号招牌，据说得名于清代赶考举子的吉利口彩。冰糖甲鱼、雪菜大汤黄鱼、苔菜拖黄鱼等甬帮经典都能点到，口味讲究咸鲜本味。", AREA, {}),
("nb-dongfuyuan", "restaurant", "330203", "东福园", "Dongfuyuan Restaurant", "宁波市海曙区（门店以商家公布为准）", 29.8710, 121.5520,
 ["甬菜", "老字号", "海鲜"], [], 2, 120, 60,
 "宁波本地的甬菜老字号，以海鲜和家常宁波菜为主，红膏炝蟹、咸菜黄鱼汤、烤菜年糕等都是熟客常点。口味偏咸鲜，第一次来可以请服务员推荐当季海鲜。", AREA, {}),
("nb-intercontinental", "hotel", "330212", "宁波洲际酒店", "InterContinental Ningbo", "宁波市鄞州区江东北路（三江口东岸）", 29.8745, 121.5625,
 ["江景", "商务"], ["近老外滩"], 4, 900, 66,
 "位于三江口东岸的国际品牌酒店，高楼层可看三江交汇，过桥就是老外滩和天一广场。商务和家庭出行都方便，夜晚江景是一大亮点。", HOTEL,
 {"facilities": ["wifi", "parking", "restaurant", "gym", "pool", "meeting", "view", "breakfast"]}),
("nb-sheraton", "hotel", "330212", "宁波东港喜来登大酒店", "Sheraton Ningbo Hotel", "宁波市鄞州区中山东路", 29.8690, 121.5720,
 ["商务", "城市中心"], [], 4, 700, 60,
 "中山东路上的老牌国际酒店，靠近宁波市中心和地铁，去天一阁、鼓楼、老外滩都只需十几分钟车程，适合把宁波城区作为大本营的商务与家庭旅客。", HOTEL,
 {"facilities": ["wifi", "parking", "restaurant", "gym", "pool", "meeting", "breakfast"]}),
("nb-port-museum", "site", "330206", "中国港口博物馆", "China Port Museum", "宁波市北仑区春晓街道", 29.8000, 121.8700,
 ["博物馆", "海洋", "亲子", "雨天"], ["免费"], 0, 0, 70,
 "国内规模最大的港口主题博物馆，从古代港口、海上丝绸之路讲到现代集装箱码头，展陈互动性强。馆舍靠近海边，孩子可以在这里系统了解宁波港的来龙去脉。", MUSEUM, {"museum": True}),
("nb-qingan-huiguan", "site", "330212", "庆安会馆", "Qing'an Guild Hall", "宁波市鄞州区江东北路（三江口东岸）", 29.8760, 121.5630,
 ["古建筑", "海事民俗", "妈祖"], [], 0, None, 62,
 "清代宁波船商建造的会馆兼天后宫，戏台、石雕、朱金木雕都非常精美，现作浙东海事民俗博物馆。就在三江口东岸，可与老外滩一起安排半天。", MUSEUM.replace("免费开放、", "票价、"), {"museum": True, "ticket": {"price": None, "notes": "票价以场馆公告为准"}}),
("nb-sanbei-dousutang", "food", "330282", "三北豆酥糖（慈溪城区）", "Sanbei Bean Crisp, Cixi", "宁波市慈溪市城区", 30.1700, 121.2600,
 ["老字号", "宁波味道", "伴手礼"], ["平价"], 1, 20, 50,
 "三北豆酥糖是慈溪一带的传统糕点，以黄豆粉、芝麻和麦芽糖层层卷成，入口松酥、豆香浓郁。城区的食品店和特产店都有售，小包装适合带给长辈。", CLUSTER, {}),
# ---- Wenzhou 1203
("wz-airen-songgao", "food", "330302", "矮人松糕", "Airen Songgao Rice Cake", "温州市鹿城区（解放街、五马街一带门店）", 28.0170, 120.6560,
 ["老字号", "温州小吃", "百县千碗"], ["平价"], 1, 15, 66,
 "温州老城的松糕老店，米糕蒸得松软，表面点缀红绿丝和肉丁，甜中带咸，是温州人早点和下午茶的常客。配一碗鱼丸汤，便是地道的温州小吃组合。", AREA, {}),
("wz-shamaohe", "food", "330302", "纱帽河小吃街区", "Shamaohe Snack Street", "温州市鹿城区纱帽河", 28.0200, 120.6600,
 ["温州小吃", "老城漫步"], ["平价", "夜宵"], 1, 40, 60,
 "温州老城里的一条小街，集中了灯盏糕、鱼丸、糯米饭等本地小吃摊和小馆，烟火气十足，离五马街和公园路都不远，适合边走边吃。", CLUSTER, {}),
("wz-yetongren", "shop", "330302", "叶同仁堂", "Ye Tongren Pharmacy", "温州市鹿城区（五马街一带）", 28.0160, 120.6570,
 ["老字号", "中医药", "老城漫步"], [], 2, None, 55,
 "温州历史悠久的中药老字号，据称创于清康熙年间，老店招牌与柜台保留着老式药铺的风貌。逛五马街时可以顺路看看，购药请遵医嘱。", AREA, {}),
("wz-shuomen-port", "site", "330302", "朔门古港遗址", "Shuomen Ancient Port Site", "温州市鹿城区望江路一带（瓯江南岸）", 28.0290, 120.6540,
 ["考古", "海上丝绸之路", "老城漫步"], [], 0, None, 64,
 "瓯江南岸发现的宋元时期港口遗址，码头、沉船和成片瓷片见证了温州作为海上丝绸之路港口的繁华。现场保护展示的开放方式以官方公告为准。", MUSEUM.replace("免费开放、", "开放方式、"), {"museum": True, "ticket": {"price": None, "notes": "开放与预约方式以官方公告为准"}}),
("wz-nantang-street", "food", "330302", "南塘街", "Nantang Street", "温州市鹿城区南塘街", 27.9980, 120.6640,
 ["美食街", "夜游", "水乡"], ["夜景"], 2, 80, 62,
 "沿南塘河而建的仿古街区，白墙黛瓦倒映水面，沿街有不少温州菜馆、茶馆和酒吧。夜晚灯光亮起后很适合散步，吃一顿瓯菜再沿河走走。", CLUSTER, {}),
("wz-qiaotou-button", "shop", "330324", "桥头纽扣市场", "Qiaotou Button Market", "温州市永嘉县桥头镇", 28.2060, 120.5600,
 ["专业市场", "小商品"], [], 1, None, 50,
 "永嘉桥头镇的纽扣与辅料市场，曾以“东方纽扣之都”闻名，是温州民营经济起步的一个缩影。以批发为主，对服装辅料感兴趣的人可以来看看。", CLUSTER, {}),
("wz-dongyuan-type", "site", "330381", "东源木活字印刷展示馆", "Dongyuan Wooden Movable Type Exhibition", "温州市瑞安市平阳坑镇东源村", 27.8570, 120.4380,
 ["非遗", "手艺", "古村"], [], 0, None, 52,
 "瑞安东源村至今仍有人用木活字排印族谱，这项技艺已列入人类非物质文化遗产名录。展示馆里能看到刻字、排版和刷印的过程，适合对传统手艺感兴趣的游客。", MUSEUM.replace("免费开放、", "开放时间、"), {"museum": True, "ticket": {"price": None, "notes": "开放与票价以当地公告为准"}}),
# ---- Jinhua 1204
("jh-guomao-jinglan", "hotel", "330702", "金华国贸景澜大饭店", "Guomao Jinglan Hotel Jinhua", "金华市婺城区（城区）", 29.0850, 119.6500,
 ["商务", "城市中心"], [], 3, 500, 58,
 "金华城区的本土高档酒店，客房宽敞，去古子城、八咏楼和火车站都方便，适合作为游览双龙洞、兰溪古村前后的落脚点。", HOTEL.replace("地址精确到道路或景区", "地址精确到城区"),
 {"facilities": ["wifi", "parking", "restaurant", "gym", "meeting", "breakfast"]}),
("jh-wuyi-tangfeng", "hotel", "330723", "武义唐风温泉度假村", "Wuyi Tangfeng Hot Spring Resort", "金华市武义县（县城温泉度假区）", 28.8800, 119.8000,
 ["温泉", "度假", "适老出游"], [], 3, 700, 56,
 "武义以温泉出名，这家度假村有多个露天汤池和园林式客房，冬季泡汤最舒服。适合带父母慢节奏休养，可与郭洞古村、熟溪老街一起安排。", HOTEL.replace("地址精确到道路或景区", "地址精确到县城度假区"),
 {"facilities": ["wifi", "parking", "restaurant", "spa", "pool", "family_room", "elder_friendly", "breakfast"]}),
("jh-panan-zhebawei", "shop", "330727", "浙八味特产市场（磐安）", "Zhebawei Herbal Market, Pan'an", "金华市磐安县新渥街道", 29.0200, 120.4200,
 ["中药材", "专业市场", "山货"], [], 1, None, 48,
 "磐安是“浙八味”等中药材的重要产地，这里的药材市场集中交易白术、元胡、浙贝母等，也能买到山区土特产。以批发为主，游客零买请问清规格与价格。", CLUSTER, {}),
("jh-lanxi-snacks", "food", "330781", "兰溪城区小吃（鸡子馃）", "Lanxi Snacks", "金华市兰溪市城区", 29.2100, 119.4600,
 ["百县千碗", "小吃"], ["平价"], 1, 15, 50,
 "兰溪人爱吃的鸡子馃，是在面饼里打进鸡蛋、加肉末葱花煎得金黄的街头小吃，城区不少摊点现做现卖。配一碗豆浆，就是兰溪式早餐。", CLUSTER, {}),
("jh-pujiang-yigenmian", "food", "330726", "浦江一根面（县城）", "Pujiang One-Noodle", "金华市浦江县城区", 29.4500, 119.8900,
 ["百县千碗", "面食"], ["平价"], 1, 20, 48,
 "浦江的一根面是用一整根长面手工抻成，象征长寿，传统上在寿宴和节庆时吃。县城的面馆可以吃到，口感筋道，常配肉丝和青菜。", CLUSTER, {}),
("jh-dongyang-womian", "food", "330783", "东阳沃面（城区）", "Dongyang Wo Noodles", "金华市东阳市城区", 29.2900, 120.2400,
 ["百县千碗", "面食"], ["平价"], 1, 20, 48,
 "东阳沃面是一种浓稠的汤面，加入肉丝、香菇、笋丝等配料勾芡煮成，热乎顶饱，是东阳人待客和冬天常吃的家常面。城区面馆大多能点到。", CLUSTER, {}),
("jh-jinhua-subing", "food", "330702", "金华酥饼（城区）", "Jinhua Crisp Cakes", "金华市婺城区城区", 29.0830, 119.6480,
 ["百县千碗", "伴手礼", "小吃"], ["平价"], 1, 15, 56,
 "金华酥饼用梅干菜和肥肉做馅，贴在炉壁上烘烤至酥脆，饼皮层层起酥、咸香可口。城区街头常见现烤的摊点，也有铁罐装的带走，是金华最有名的伴手礼之一。", CLUSTER, {}),
# ---- Shaoxing 1205
("sx-zhenyuantang", "shop", "330602", "震元堂", "Zhenyuantang Pharmacy", "绍兴市越城区解放路一带", 30.0000, 120.5820,
 ["老字号", "中医药"], [], 2, None, 55,
 "绍兴的中药老字号，创于清代，至今仍是当地人配药、买滋补品的去处。老店的牌匾和店堂布置值得一看，购药问诊请遵医嘱。", AREA, {}),
("sx-shaoxing-museum", "site", "330602", "绍兴博物馆", "Shaoxing Museum", "绍兴市越城区偏门直街", 29.9950, 120.5730,
 ["博物馆", "越文化", "雨天"], ["免费"], 0, 0, 62,
 "讲述绍兴从于越古国到近代名人辈出的城市博物馆，越国青铜器和越窑瓷器是亮点。馆舍不大，一两个小时即可看完，适合雨天安排。", MUSEUM, {"museum": True}),
("sx-bazi-bridge", "site", "330602", "八字桥", "Bazi Bridge", "绍兴市越城区八字桥直街", 30.0050, 120.5930,
 ["古桥", "老城漫步", "水乡"], ["免费"], 0, 0, 58,
 "南宋时期重建的石桥，桥身两端的落坡呈八字形，巧妙地解决了三河交汇处的交通。周边的八字桥直街保留着绍兴水乡人家的生活场景，适合清晨散步。", MUSEUM.replace("免费开放、预约与闭馆日", "开放方式"), {"museum": True, "ticket": {"price": 0, "notes": "古桥与街巷可自由参观"}, "opening_hours": "全天开放"}),
("sx-wang-yangming-tomb", "site", "330603", "王阳明墓", "Tomb of Wang Yangming", "绍兴市柯桥区兰亭街道花街村（鲜虾山）", 29.9500, 120.5200,
 ["名人", "心学", "人文"], ["免费"], 0, 0, 50,
 "明代思想家王阳明的墓园，位于兰亭附近的山坡上，环境清幽，常有研习心学的访客前来拜谒。可与兰亭景区一起安排，山路有台阶，请注意脚下。", MUSEUM.replace("免费开放、预约与闭馆日", "开放方式"), {"museum": True, "ticket": {"price": 0, "notes": "一般可免费参观，以现场公告为准"}, "opening_hours": "白天开放（以现场公告为准）"}),
("sx-yueju-town", "scenic", "330683", "越剧小镇", "Yueju Opera Town", "绍兴市嵊州市甘霖镇", 29.6000, 120.7500,
 ["越剧", "戏曲", "乡村"], [], 1, None, 56,
 "越剧发源地嵊州建的戏曲主题小镇，小剧场、戏曲工作室和民宿沿剡溪分布，节假日常有演出。喜欢越剧的游客可以查好演出安排再来，附近施家岙是越剧女班的起点。", "名称据地方公开报道；地址精确到镇，坐标为近似位置（GCJ-02），经县界多边形校验；A级等级未核实，演出安排以官方公告为准",
 {"ticket": {"price": None, "notes": "小镇可自由游览，演出另行购票，以官方公告为准"}, "opening_hours": "全天开放（演出场次以公告为准）"}),
("sx-lanting-anlu", "hotel", "330603", "绍兴兰亭安麓酒店", "Anlu Lanting Shaoxing", "绍兴市柯桥区兰亭街道（兰亭景区附近）", 29.9400, 120.5300,
 ["度假", "园林", "书法"], ["近兰亭"], 4, 2000, 58,
 "兰亭附近的园林式度假酒店，老宅院落与山水相融，环境安静，适合想在书法圣地慢住几天的旅客。去兰亭、王阳明墓步行或短程车即可到达。", HOTEL,
 {"facilities": ["wifi", "parking", "restaurant", "spa", "garden", "tea", "view", "breakfast"]}),
("sx-shenyonghe", "shop", "330602", "沈永和黄酒", "Shen Yonghe Rice Wine", "绍兴市越城区（门店以商家公布为准）", 30.0020, 120.5800,
 ["老字号", "黄酒", "伴手礼"], [], 2, None, 56,
 "创于清初的绍兴黄酒老字号，以善酿酒等品种闻名，坛装、瓶装与礼盒都有。想带一瓶地道绍兴酒回家，可以在这里先尝后买，自驾可选大坛。", AREA, {}),
# ---- Jiaxing 1209
("jx-wenhu-duck", "food", "330402", "文虎酱鸭", "Wenhu Braised Duck", "嘉兴市南湖区（城区门店）", 30.7520, 120.7570,
 ["老字号", "熟食", "伴手礼"], [], 2, 50, 56,
 "嘉兴的熟食老字号，酱鸭色泽红亮、咸甜适中，是当地人年节和宴席上的常见菜。城区门店可以买到整只或半只，也有真空包装便于携带。", AREA, {}),
("jx-zhenzhen-laolao", "food", "330402", "真真老老", "Zhenzhen Laolao Zongzi", "嘉兴市南湖区（城区门店）", 30.7500, 120.7600,
 ["粽子", "嘉兴味道", "伴手礼"], [], 1, 20, 54,
 "嘉兴本地的粽子品牌，鲜肉粽、蛋黄粽以外还有不少新口味，门店现煮现卖，也有礼盒装。想比较嘉兴不同风味的粽子，可以和五芳斋各买几只。", AREA, {}),
("jx-wuzhen-zhenshui", "hotel", "330483", "乌镇枕水度假酒店", "Wuzhen Zhenshui Resort Hotel", "嘉兴市桐乡市乌镇镇西栅景区内", 30.7470, 120.4800,
 ["水乡", "度假", "夜游"], ["景区内"], 3, 900, 62,
 "开在乌镇西栅景区里的度假酒店，住客可以在游客散去后的清晨和夜晚享受水乡的安静。水乡民居风格的客房临河而建，步行即到各个街区与码头。", HOTEL,
 {"facilities": ["wifi", "restaurant", "breakfast", "view", "luggage", "family_room"]}),
("jx-zhaoming-shushe", "hotel", "330483", "乌镇西栅昭明书舍", "Zhaoming Book House Hotel, Wuzhen", "嘉兴市桐乡市乌镇镇西栅景区内", 30.7480, 120.4820,
 ["水乡", "书香", "度假"], ["景区内"], 3, 800, 56,
 "西栅景区里的书院风格客栈式酒店，得名于南朝昭明太子在乌镇读书的传说，庭院清雅、环境安静。适合喜欢读书、想在乌镇住下来慢慢看夜景的旅客。", HOTEL,
 {"facilities": ["wifi", "breakfast", "garden", "tea", "luggage"]}),
("jx-jiaxing-museum", "site", "330402", "嘉兴博物馆", "Jiaxing Museum", "嘉兴市南湖区海盐塘路", 30.7450, 120.7700,
 ["博物馆", "马家浜文化", "雨天"], ["免费"], 0, 0, 58,
 "嘉兴的城市博物馆，马家浜文化的陶器和玉器是镇馆看点，能了解七千年前太湖南岸先民的生活。离南湖不远，可与南湖游船安排在同一天。", MUSEUM, {"museum": True}),
("jx-zhang-leping", "site", "330424", "张乐平纪念馆", "Zhang Leping Memorial Hall", "嘉兴市海盐县武原街道", 30.5300, 120.9500,
 ["名人", "漫画", "亲子"], ["免费"], 0, 0, 50,
 "纪念“三毛之父”漫画家张乐平的展馆，陈列他的手稿、生平和《三毛流浪记》等作品，孩子和大人都看得津津有味。可与南北湖一起安排海盐一日游。", MUSEUM, {"museum": True}),
("jx-muxin-museum", "site", "330483", "木心美术馆", "Muxin Art Museum", "嘉兴市桐乡市乌镇镇西栅景区北侧", 30.7520, 120.4780,
 ["美术馆", "文学", "建筑"], [], 1, None, 64,
 "乌镇籍作家、画家木心的美术馆，清水混凝土建筑横跨水面，倒影极美。馆内陈列他的绘画、手稿与文学年表，喜欢文学和建筑的人值得专程前往。", MUSEUM.replace("免费开放、", "票价、"), {"museum": True, "ticket": {"price": None, "notes": "票价与开放时间以官方公告为准"}}),
# ---- Taizhou 1224
("tz-taizhou-museum", "site", "331002", "台州博物馆", "Taizhou Museum", "台州市椒江区（市民广场一带）", 28.6580, 121.4200,
 ["博物馆", "民俗", "雨天"], ["免费"], 0, 0, 56,
 "台州的市级博物馆，以台州民俗和海洋文化为主线，婚嫁、节庆、手工艺等展厅生动有趣。馆舍宽敞，适合雨天带孩子来了解台州的风土人情。", MUSEUM, {"museum": True}),
("tz-xinrongji-linhai", "restaurant", "331082", "新荣记（临海）", "Xin Rong Ji (Linhai)", "台州市临海市（门店以商家公布为准）", 28.8580, 121.1400,
 ["台州菜", "海鲜", "宴请"], [], 4, 400, 66,
 "从临海起步、后来开到全国的台州菜品牌，讲究食材的时令与本味，黄鱼、蛏子、家烧海鲜和糯米山药都很有代表性。价格偏高，适合宴请或专程品尝台州菜。", AREA, {}),
("tz-linhai-museum", "site", "331082", "临海博物馆", "Linhai Museum", "台州市临海市（台州府城内）", 28.8550, 121.1350,
 ["博物馆", "古城", "雨天"], ["免费"], 0, 0, 50,
 "台州府城里的县级博物馆，讲述临海作为台州府治千余年的历史，书画、瓷器与地方文献较有特色。可与城墙、紫阳街安排在同一天。", MUSEUM, {"museum": True}),
("tz-jigong-guju", "site", "331023", "济公故居", "Former Residence of Jigong", "台州市天台县赤城街道永宁村", 29.1500, 121.0200,
 ["名人", "民间信仰", "古建筑"], [], 1, None, 56,
 "传说中“鞋儿破帽儿破”的济公是天台人，故居依照李氏宅第的格局重建，有济公生平故事的展陈。老少皆知的人物，适合带孩子一起来听故事。", MUSEUM.replace("免费开放、", "票价、"), {"museum": True, "ticket": {"price": None, "notes": "票价以景区公告为准"}}),
("tz-wenling-fangshan", "scenic", "331081", "方山-南嵩岩景区", "Fangshan-Nansongyan Scenic Area", "台州市温岭市大溪镇", 28.4400, 121.2400,
 ["山岳", "火山地貌"], [], 1, None, 50,
 "温岭西部的火山岩台地，山顶平坦开阔、四周是悬崖峭壁，形似一方石台，秋天登顶看云最好。南嵩岩一带有摩崖和古寺，可安排半天轻徒步。", "名称据公开资料；地址精确到镇，坐标为近似位置（GCJ-02），经县界多边形校验；A级等级未核实，票价以景区公告为准",
 {"ticket": {"price": None, "notes": "票价以景区公告为准"}, "opening_hours": "约08:00–17:00（以景区公告为准）"}),
("tz-shitang-seafood", "food", "331081", "石塘渔村海鲜排档", "Shitang Seafood Stalls", "台州市温岭市石塘镇", 28.2600, 121.6100,
 ["海鲜", "渔村"], ["夜宵"], 2, 100, 54,
 "石塘是新千年第一缕阳光登陆的渔镇，石屋渔村边有不少海鲜排档和渔家小馆，当天上岸的鱼虾蟹明码标价。看完日出或石屋后在这里吃一顿，问清称重和加工费再下单。", CLUSTER, {}),
# ---- Lishui 1230
("ls-lishui-museum", "site", "331102", "丽水市博物馆", "Lishui Museum", "丽水市莲都区（城区）", 28.4600, 119.9200,
 ["博物馆", "处州文化", "雨天"], ["免费"], 0, 0, 52,
 "丽水的市级博物馆，讲述古称处州的浙西南山区历史，青瓷、畲族民俗与古代农耕文物较有特色。适合作为了解丽水山区文化的第一站。", MUSEUM, {"museum": True}),
("ls-longquan-celadon-museum", "site", "331181", "龙泉青瓷博物馆", "Longquan Celadon Museum", "丽水市龙泉市城区南侧", 28.0600, 119.1500,
 ["博物馆", "青瓷", "手艺"], ["免费"], 0, 0, 62,
 "专门讲龙泉青瓷的博物馆，从五代宋元的窑址出土物到当代大师作品都有陈列，梅子青、粉青的釉色在灯光下非常好看。去上垟青瓷小镇前先来这里看看更有收获。", MUSEUM, {"museum": True}),
("ls-she-museum", "site", "331127", "中国畲族博物馆", "China She Ethnic Museum", "丽水市景宁畲族自治县鹤溪街道", 27.9800, 119.6400,
 ["博物馆", "畲族", "民俗"], ["免费"], 0, 0, 56,
 "全国唯一的畲族自治县里的民族博物馆，畲族服饰、彩带、银饰和山歌文化展陈丰富。看完可去大均畲乡体验畲族风情，正好连成一条线。", MUSEUM, {"museum": True}),
("ls-mushroom-museum", "site", "331126", "庆元香菇博物馆", "Qingyuan Mushroom Museum", "丽水市庆元县松源街道", 27.6200, 119.0600,
 ["博物馆", "香菇", "农耕"], ["免费"], 0, 0, 48,
 "庆元被认为是人工栽培香菇的发源地之一，博物馆讲述“砍花法”等传统栽培技艺与菇民文化，别具一格。出门就能在香菇市场买到当地干货。", MUSEUM, {"museum": True}),
("ls-yunhe-toys", "shop", "331125", "云和木制玩具专卖（县城）", "Yunhe Wooden Toys", "丽水市云和县城区", 28.1200, 119.5700,
 ["木玩", "亲子", "伴手礼"], [], 2, None, 50,
 "云和有“中国木制玩具城”之称，县城里有不少木玩门店和展示空间，积木、拼图、益智玩具种类丰富。去云和梯田途中可以给孩子挑几样。", CLUSTER, {}),
("ls-qingtian-cafe", "food", "331121", "青田侨乡咖啡西餐街区", "Qingtian Overseas-Chinese Cafe Quarter", "丽水市青田县鹤城街道", 28.1400, 120.2900,
 ["侨乡", "咖啡", "西餐"], [], 2, 60, 54,
 "青田是著名侨乡，许多从欧洲归来的华侨在县城开起咖啡馆和西餐厅，街头意式咖啡、红酒和西餐随处可见，形成山城里少见的异国风味。", CLUSTER, {}),
("ls-suichang-charcoal", "site", "331123", "遂昌竹炭博物馆", "Suichang Bamboo Charcoal Museum", "丽水市遂昌县妙高街道", 28.5900, 119.2700,
 ["博物馆", "竹炭", "伴手礼"], ["免费"], 0, 0, 44,
 "以竹炭为主题的小型博物馆，介绍竹炭的烧制工艺与各种用途，展厅里也能买到竹炭制品。可与遂昌金矿国家矿山公园安排在同一天。", MUSEUM, {"museum": True}),
# ---- Quzhou 1235
("qz-quzhou-museum", "site", "330802", "衢州市博物馆", "Quzhou Museum", "衢州市柯城区荷花中路", 28.9600, 118.8700,
 ["博物馆", "历史", "雨天"], ["免费"], 0, 0, 54,
 "衢州的市级博物馆，古代瓷器、衢州历史和南孔文化展陈较系统，馆舍宽敞，适合雨天或到衢州的第一站。离孔氏南宗家庙和古城都不远。", MUSEUM, {"museum": True}),
("qz-fushan-park", "scenic", "330802", "府山公园", "Fushan Park", "衢州市柯城区府山街道", 28.9650, 118.8650,
 ["城市公园", "古城", "适老出游"], ["免费"], 0, 0, 50,
 "衢州古城中心的小山公园，相传是旧时府署所在地，林木茂密、步道平缓，本地老人常在这里晨练散步。登上高处能眺望古城屋顶和衢江。", "名称据公开资料；地址精确到街道，坐标为近似位置（GCJ-02），经县界多边形校验；A级等级未核实",
 {"ticket": {"price": 0, "notes": "免费开放"}, "opening_hours": "全天开放"}),
("qz-luming-park", "scenic", "330802", "鹿鸣公园", "Luming Park", "衢州市柯城区（衢江西岸）", 28.9500, 118.8500,
 ["城市公园", "湿地", "亲子"], ["免费"], 0, 0, 52,
 "衢江西岸的景观公园，把红砂岩丘陵、农田和湿地融在一起，木栈道穿行其间，春天油菜花、秋天芒草都很上镜。免费开放，适合傍晚散步和带孩子撒欢。", "名称据公开资料；地址精确到城区，坐标为近似位置（GCJ-02），经县界多边形校验；A级等级未核实",
 {"ticket": {"price": 0, "notes": "免费开放"}, "opening_hours": "全天开放"}),
("qz-tianning-temple", "site", "330802", "天宁寺", "Tianning Temple", "衢州市柯城区（古城内）", 28.9620, 118.8700,
 ["寺庙", "古建筑", "古城"], [], 0, 0, 46,
 "衢州古城里的千年古刹，大殿保留着元代木构的特点，在闹市中难得清静。参观时请保持安静、遵守寺院规定，可与孔庙、水亭门一起步行游览。", MUSEUM.replace("免费开放、预约与闭馆日", "开放时间与参观规定"), {"museum": True, "ticket": {"price": 0, "notes": "以寺院公告为准"}, "opening_hours": "白天开放（以寺院公告为准）"}),
("qz-santou-yizhang", "food", "330802", "衢州三头一掌小吃街区", "Quzhou Spicy Heads Snack Quarter", "衢州市柯城区（古城水亭街一带）", 28.9620, 118.8620,
 ["百县千碗", "辣味", "夜宵"], ["平价"], 1, 60, 58,
 "衢州人爱吃辣，兔头、鸭头、鱼头和鸭掌合称“三头一掌”，古城一带的小店卤制、爆炒各有做法。怕辣的先点微辣，配一瓶本地啤酒正好。", CLUSTER, {}),
# ---- Huzhou 1239
("huz-huzhou-museum", "site", "330502", "湖州市博物馆", "Huzhou Museum", "湖州市吴兴区（城区）", 30.8800, 120.1100,
 ["博物馆", "湖笔", "雨天"], ["免费"], 0, 0, 52,
 "湖州的市级博物馆，钱山漾丝织遗物、湖州镜和湖笔文化是亮点，能看懂湖州作为“丝绸之府”的由来。适合雨天或与飞英塔安排在同一天。", MUSEUM, {"museum": True}),
("huz-natural-museum-anji", "site", "330523", "浙江自然博物院（安吉馆）", "Zhejiang Museum of Natural History (Anji)", "湖州市安吉县递铺街道", 30.6300, 119.6900,
 ["博物馆", "亲子", "自然"], [], 0, None, 62,
 "浙江自然博物院在安吉的馆区，建在山水之间，恐龙化石、生物多样性和地质展览规模很大，是带孩子去安吉时的好去处。", MUSEUM.replace("免费开放、", "开放时间、"), {"museum": True, "ticket": {"price": None, "notes": "门票与预约以官方公告为准"}}),
("huz-jiayetang", "site", "330503", "嘉业堂藏书楼", "Jiayetang Library", "湖州市南浔区南浔镇（小莲庄西侧）", 30.8700, 120.4200,
 ["藏书楼", "古建筑", "古镇"], [], 1, None, 58,
 "民国初年南浔富商刘承幹所建的私家藏书楼，曾藏书数十万卷，园林与书楼相映成趣。位于南浔古镇景区内，是古镇最有书卷气的一处。", MUSEUM.replace("免费开放、", "票价、"), {"museum": True, "ticket": {"price": None, "notes": "含在南浔古镇景区联票内，以景区公告为准"}}),
("huz-zhang-shiming", "site", "330503", "张石铭旧宅", "Former Residence of Zhang Shiming", "湖州市南浔区南浔镇南西街", 30.8720, 120.4230,
 ["古宅", "中西合璧", "古镇"], [], 1, None, 60,
 "南浔丝商张石铭的宅第，前半是传统江南厅堂，后半藏着法式洋楼、舞厅和彩色玻璃，中西合璧的格局在江南古镇里很少见。", MUSEUM.replace("免费开放、", "票价、"), {"museum": True, "ticket": {"price": None, "notes": "含在南浔古镇景区联票内，以景区公告为准"}}),
("huz-qianshanyang", "site", "330502", "钱山漾遗址", "Qianshanyang Site", "湖州市吴兴区八里店镇", 30.8400, 120.1500,
 ["考古", "丝绸", "新石器"], [], 0, None, 44,
 "新石器时代晚期遗址，出土过距今四千多年的绢片与丝线，被视为丝绸起源的重要实证之一。现场以遗址保护为主，开放与展示方式以当地公告为准。", MUSEUM.replace("免费开放、", "开放方式、"), {"museum": True, "ticket": {"price": None, "notes": "开放方式以当地公告为准"}}),
("huz-zhenyuantong", "food", "330502", "震远同", "Zhenyuantong Pastry", "湖州市吴兴区（城区门店）", 30.8700, 120.0950,
 ["老字号", "糕点", "伴手礼"], ["平价"], 1, 25, 58,
 "湖州的百年糕点老字号，玫瑰酥糖、橘红糕、椒盐桃片等传统茶食口味清甜，包装朴素。逛完衣裳街或飞英塔，可以顺路买几样当伴手礼。", AREA, {}),
# ---- Zhoushan 1245
("zs-zhoushan-museum", "site", "330902", "舟山博物馆", "Zhoushan Museum", "舟山市定海区临城街道（新城）", 30.0000, 122.2000,
 ["博物馆", "海洋文化", "雨天"], ["免费"], 0, 0, 56,
 "舟山的市级博物馆，以海岛历史和海洋渔业文化为主线，渔船模型、渔具和海洋民俗展陈很有特色。出海受天气影响时，来这里了解群岛的前世今生。", MUSEUM, {"museum": True}),
("zs-maao-museum", "site", "330902", "马岙博物馆", "Ma'ao Museum", "舟山市定海区马岙街道", 30.0700, 122.0500,
 ["博物馆", "考古", "海岛"], ["免费"], 0, 0, 44,
 "建在马岙土墩遗址群旁的乡村博物馆，陈列当地出土的新石器时代陶器和石器，证明了数千年前先民已在舟山海岛生活。馆小而专，适合考古爱好者。", MUSEUM, {"museum": True}),
("zs-putuo-radisson", "hotel", "330903", "普陀山雷迪森庄园", "Radisson Resort Putuoshan", "舟山市普陀区普陀山镇", 29.9900, 122.3800,
 ["海岛", "度假", "佛教文化"], ["岛上住宿"], 4, 1200, 58,
 "普陀山岛上的度假酒店，客房分布在林木之间，清晨可以早早去寺院、海边看日出，避开白天一日游的人潮。岛上交通以景区巴士为主，行李可请酒店协助。", HOTEL,
 {"facilities": ["wifi", "restaurant", "breakfast", "garden", "luggage", "family_room"]}),
("zs-putuo-vegetarian", "food", "330903", "普济寺素斋", "Puji Temple Vegetarian Meals", "舟山市普陀区普陀山镇（普济禅寺）", 29.9850, 122.3850,
 ["素斋", "佛教文化"], ["清淡"], 1, 30, 56,
 "普陀山主要寺院多提供素斋，普济禅寺一带最方便，斋饭清淡简朴，豆腐、面筋和时蔬为主。用斋时请遵守寺院规矩，不浪费、不喧哗，开餐时间以寺院安排为准。", "据公开资料与游客常识；供应时间与方式以寺院安排为准，坐标为近似位置（GCJ-02），经县界多边形校验；人均为编辑估计",
 {"opening_hours": "午餐时段为主（以寺院安排为准）"}),
("zs-dongji-fishing-village", "food", "330903", "东极岛庙子湖渔家饭馆", "Miaozihu Fishing-Village Eateries, Dongji", "舟山市普陀区东极镇庙子湖岛", 30.1900, 122.6800,
 ["海鲜", "渔村", "海岛周末"], [], 2, 100, 56,
 "东极岛的主岛庙子湖上，依山而建的渔村里开着许多渔家饭馆，菜单随渔船收获而变，海鲜简单烹制，鲜味十足。上岛前查好船班，旺季饭点需要等位。", CLUSTER, {}),
("zs-huaniao-lighthouse", "site", "330922", "花鸟灯塔", "Huaniao Lighthouse", "舟山市嵊泗县花鸟乡花鸟岛", 30.8600, 122.6700,
 ["灯塔", "海岛", "近代建筑"], [], 0, None, 60,
 "建于清同治年间的百年灯塔，白色塔身立在花鸟岛北端的海崖上，至今仍为过往船只导航，有“远东第一大灯塔”之称。雾季灯塔若隐若现，十分动人。", MUSEUM.replace("免费开放、预约与闭馆日", "开放方式"), {"museum": True, "ticket": {"price": None, "notes": "含在花鸟岛上岛费用或另行说明，以当地公告为准"}}),
]


def snap(code, lat, lng, b):
    for r in range(1, 400):
        step = r * 0.001
        for k in range(0, 360, 10):
            y = lat + (step + 0.002) * math.sin(math.radians(k))
            x = lng + (step + 0.002) * math.cos(math.radians(k)) / 0.87
            if in_multipolygon(x, y, b[code]):
                return round(y, 4), round(x, 4), round(step * 111, 1)
    return None


def main() -> int:
    b = boundaries()
    out, bad = [], 0
    abbr_of = {v[1][:4]: k for k, v in CITY.items()}
    for row in R:
        slug, kind, county, zh, en, addr, lat, lng, themes, tags, pl, avg, pop, desc, src, extra = row
        abbr = slug.split("-")[0]
        city = CITY[abbr][0]
        if abbr_of[county[:4]] != abbr or county not in COUNTY:
            print(f"{slug}: county {county} not in city {abbr}", file=sys.stderr); bad += 1; continue
        if not 40 <= len(desc) <= 150:
            print(f"{slug}: description {len(desc)} chars", file=sys.stderr); bad += 1
        if not in_multipolygon(lng, lat, b[county]):
            s = snap(county, lat, lng, b)
            print(f"{slug}: outside {county}, moved {s[2]} km -> {s[0]},{s[1]}", file=sys.stderr)
            lat, lng = s[0], s[1]
            src = src + "；原估计点落在县界外，已移入县界内最近处"
        is_site = kind in ("site", "scenic")
        museum = extra.get("museum")
        if kind == "hotel":
            hours = "全天营业，14:00后入住，12:00前退房"
        elif museum:
            hours = MUSEUM_HOURS
        elif kind == "shop":
            hours = "约09:00–21:00（以店家为准）"
        else:
            hours = FOOD_HOURS
        hours = extra.get("opening_hours", hours)
        ticket = extra.get("ticket", MUSEUM_TICKET if museum else None) if is_site else None
        out.append({"id": f"{kind}-{slug}", "kind": kind, "name": {"zh": zh, "en": en}, "city_id": city,
                    "county_code": county, "address": addr, "location": {"lat": lat, "lng": lng},
                    "themes": themes, "tags": tags, "opening_hours": hours, "price_level": pl,
                    "avg_price": avg, "phone": None, "a_level": None, "ticket": ticket,
                    "facilities": extra.get("facilities") if kind in ("hotel", "homestay") else None,
                    "star": None, "description": desc, "popularity": pop, "media": [], "source": src})
    if bad:
        return 1
    out.sort(key=lambda r: r["id"])
    with open(OUT, "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False, separators=(",", ":")) + "\n")
    print(f"places-extra.jsonl: {len(out)} places")
    return 0


if __name__ == "__main__":
    sys.exit(main())
