"""百县千碗: one signature dish per county-level unit; where_to_eat is filled from our
food places in that county (highest popularity first)."""
import json, os, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from common import COUNTY, CITY, CODE_TO_ABBR

D = [
 ("330102", "dongpo-rou", "东坡肉", "Dongpo Braised Pork", "相传与苏轼治理西湖有关的杭帮名菜，五花肉以黄酒慢炖，酥而不烂、肥而不腻。"),
 ("330105", "pianerchuan", "片儿川", "Pian'erchuan Noodles", "雪菜、笋片与肉片做浇头的杭州汤面，鲜香爽口，是老杭州人的日常面。"),
 ("330106", "xihu-cuyu", "西湖醋鱼", "West Lake Fish in Vinegar Gravy", "草鱼饿养去土腥后氽熟，浇上酸甜糖醋汁，鱼肉鲜嫩，是西湖边最有名的一道菜。"),
 ("330108", "xixing-luobo-gao", "西兴萝卜丝饼", "Xixing Radish Pancake", "西兴老街常见的油炸萝卜丝饼，外脆里嫩，是运河古镇的市井小吃。"),
 ("330109", "xiaoshan-luobogan", "萧山萝卜干炒蛋", "Xiaoshan Dried Radish Omelette", "萧山萝卜干咸香脆嫩，与鸡蛋同炒，是萧山人餐桌上最家常的下饭菜。"),
 ("330110", "cangqian-yangguo", "仓前掏羊锅", "Cangqian Lamb Pot", "整锅羊肉带汤慢煮，现掏现吃，冬日配黄酒暖身，是余杭仓前的传统风味。"),
 ("330111", "fuchun-jiangxian", "富春江白鲈", "Fuchun River Perch", "富春江江鲜代表，清蒸最能吃出鱼肉的细嫩与江水的清甜。"),
 ("330112", "tianmu-sungan", "天目笋干烧肉", "Tianmu Bamboo Shoots with Pork", "临安天目山笋干与五花肉同烧，笋干吸饱肉汁，咸鲜下饭。"),
 ("330113", "tangqi-gaodian", "塘栖糕点（麻酥糖）", "Tangqi Pastries", "运河古镇塘栖的传统茶点，麻酥糖、香糕、桂花糕香甜酥松，适合配茶。"),
 ("330114", "qiantang-jiangxian", "钱塘江鲜小炒", "Qiantang River Fish Stir-fry", "钱塘江沿岸常见的江鲜家常做法，小鱼小虾现炒，鲜香带一点微辣。"),
 ("330122", "tonglu-jiuniang-mantou", "酒酿馒头夹红烧肉", "Rice-wine Buns with Braised Pork", "桐庐酒酿馒头松软带甜，夹上红烧肉同吃，解腻又满足。"),
 ("330127", "qiandaohu-yutou", "千岛湖鱼头", "Qiandao Lake Fish Head Soup", "千岛湖有机鱼头砂锅炖制，汤色奶白、肉嫩味鲜，是淳安最响亮的名菜。"),
 ("330182", "yanzhou-doufubao", "建德豆腐包", "Jiande Tofu Buns", "严州古城的传统小吃，发面包子包入豆腐与肉末，松软多汁。"),
 ("330203", "ningbo-tangyuan", "宁波汤圆", "Ningbo Tangyuan", "猪油黑芝麻馅的水磨糯米汤圆，皮薄软糯、馅心流沙，是宁波最有名的甜点。"),
 ("330205", "cicheng-niangao", "雪菜肉丝炒年糕", "Stir-fried Rice Cake with Pickled Greens", "慈城水磨年糕切片，与雪菜、肉丝同炒，软糯咸鲜，是宁波人的家常主食。"),
 ("330206", "beilun-haixian", "北仑红膏炝蟹", "Beilun Raw Marinated Crab", "以梭子蟹盐水炝制的宁波传统海味，蟹膏鲜红、咸鲜可口，是下饭佐酒的佳品。"),
 ("330211", "zhenhai-haixianmian", "镇海海鲜面", "Zhenhai Seafood Noodles", "以当天海鲜熬汤下面，虾、蛤、鱼片铺满碗面，汤头鲜甜。"),
 ("330212", "dongqianhu-luosi", "东钱湖螺蛳", "Dongqian Lake River Snails", "东钱湖螺蛳个小肉嫩，酱爆或清炒，是湖边人家的时令下酒菜。"),
 ("330213", "xikou-qiancengbing", "溪口千层饼", "Xikou Thousand-Layer Cake", "层层起酥、甜咸交融的奉化名点，溪口老街现烤现卖。"),
 ("330225", "shipu-haixian", "石浦红烧带鱼", "Shipu Braised Hairtail", "石浦渔港的东海带鱼肉厚鲜嫩，红烧后酱汁浓郁，是象山渔家的经典菜。"),
 ("330226", "qiantong-sanbao", "前童豆腐三宝", "Qiantong Three Tofu Treasures", "豆腐、香干与空心腐，以前童溪水点卤制成，空心腐塞肉炖煮最受欢迎。"),
 ("330281", "liangnong-dagao", "梁弄大糕", "Liangnong Rice Cake", "糯米粉包豆沙馅蒸制的余姚名点，软糯香甜，带着四明山区的朴素风味。"),
 ("330282", "cixi-yuxiang", "慈溪咸鱼蒸肉饼", "Cixi Salted Fish with Pork", "咸鱼与肉末同蒸，咸香鲜美，是慈溪沿海人家的下饭菜。"),
 ("330302", "wenzhou-huntun", "温州馄饨", "Wenzhou Wonton", "皮薄如纸、汤里加紫菜蛋丝与虾皮的温州小馄饨，清鲜爽口。"),
 ("330303", "longwan-haixianmian", "龙湾海鲜炒粉干", "Longwan Seafood Rice Noodles", "温州粉干与小海鲜同炒，粉干筋道、海鲜鲜甜，是龙湾家常风味。"),
 ("330304", "zeya-xiyu", "泽雅溪鱼", "Zeya Stream Fish", "泽雅山溪里的小鱼，香煎或红烧，鱼骨酥软，是溪谷农家菜的招牌。"),
 ("330305", "dongtou-yubing", "洞头鱼饼", "Dongtou Fish Cake", "以鲜鱼肉捶打成泥做成的鱼饼，弹牙鲜香，切片即可下酒。"),
 ("330324", "nanxi-maibing", "楠溪江麦饼", "Nanxi River Wheat Pie", "面皮包入梅干菜与肉末，在平底锅烙得两面金黄，是楠溪江古村的代表小吃。"),
 ("330326", "pingyang-qiaoyu", "平阳敲鱼", "Pingyang Pounded Fish", "鱼肉裹淀粉反复敲打成薄片再煮汤，口感滑嫩，是平阳传统名菜。"),
 ("330327", "fanshan-rouyan", "矾山肉燕", "Fanshan Meat Swallow", "以肉泥打成燕皮包裹肉馅，汤中浮起如燕，是矾山古镇的特色小吃。"),
 ("330328", "bowen-jiayan", "伯温家宴·南田山粉饺", "Bowen Family Banquet", "刘伯温故里的家宴传统，山粉饺等地方点心与山乡菜肴搭配成席。"),
 ("330329", "taishun-fanshufen", "泰顺番薯粉面", "Taishun Sweet Potato Noodles", "番薯粉制成的面条爽滑筋道，炒或煮汤都好吃，是泰顺山乡的家常主食。"),
 ("330381", "ruian-songgao", "瑞安松糕", "Ruian Steamed Rice Cake", "米粉蒸制的松软糕点，点缀红绿丝与肉丁，是瑞安人节庆时的传统点心。"),
 ("330382", "yandang-suntou", "雁荡山笋干烧肉", "Yandang Bamboo Shoots with Pork", "雁荡山区的笋干与五花肉同烧，山野风味浓郁，是景区农家菜的常见招牌。"),
 ("330383", "longgang-jiangxie", "龙港江蟹生", "Longgang Marinated Crab", "温州风味的生腌江蟹，鲜甜咸香，是鳌江口一带人家佐酒的海味。"),
 ("330402", "jiaxing-zongzi", "嘉兴肉粽", "Jiaxing Pork Zongzi", "糯米裹入肥瘦相间的腌制猪肉，以箬叶包裹煮透，米香肉香交融。"),
 ("330411", "xincheng-lanhu-shansi", "新塍烂糊鳝丝", "Xincheng Braised Eel Shreds", "鳝丝勾芡烧成糊状，出锅浇热油，咸鲜微甜，是秀洲新塍的名菜。"),
 ("330421", "xitang-qianshigao", "西塘芡实糕", "Xitang Gorgon Fruit Cake", "以芡实粉与米粉蒸制切片的糕点，软糯清香，是西塘古镇的招牌零食。"),
 ("330424", "haiyan-hutao", "南北湖湖鲜", "Nanbei Lake Fish", "南北湖的鱼虾以清蒸、红烧为主，配上湖边农家的时令蔬菜，清淡鲜美。"),
 ("330481", "haining-gangrou", "海宁缸肉", "Haining Crock-braised Pork", "大块猪肉在缸中长时间焖烧，酱香浓郁、入口即化，是海宁的传统硬菜。"),
 ("330482", "pinghu-zaodan", "平湖糟蛋", "Pinghu Wine-Preserved Egg", "鸭蛋经酒糟长时间腌制，蛋壳软化，蛋白如凝脂、酒香醇厚。"),
 ("330483", "wuzhen-jiangya", "乌镇酱鸭", "Wuzhen Soy-braised Duck", "以酱油、黄酒与香料卤制的鸭子，色泽红亮、咸中带甜，是乌镇的名特产。"),
 ("330502", "qianzhang-baozi", "湖州千张包子", "Huzhou Tofu-skin Dumplings", "以千张（豆腐皮）包裹肉馅，配丝粉汤同吃，是湖州人的经典早餐。"),
 ("330503", "digang-yutangfan", "荻港鱼汤饭", "Digang Fish Soup Rice", "桑基鱼塘边渔家的传统吃法，鲜鱼熬汤泡饭，汤清味鲜。"),
 ("330521", "xinshi-yangrou", "新市羊肉", "Xinshi Braised Lamb", "德清新市的红烧羊肉，皮糯肉香，配羊肉面和早茶，是古镇清晨的风景。"),
 ("330522", "zisun-chayan", "紫笋茶宴·顾渚土鸡", "Guzhu Free-range Chicken", "顾渚山里散养的土鸡炖汤，配一杯紫笋茶，是长兴水口农家乐的招牌。"),
 ("330523", "anji-yandu-xian", "安吉腌笃鲜", "Anji Bamboo Shoot and Pork Soup", "安吉鲜笋与咸肉、鲜肉同炖，汤色乳白、鲜香浓郁，春天最当季。"),
 ("330602", "meigancai-kourou", "霉干菜焖肉", "Braised Pork with Preserved Greens", "绍兴霉干菜与五花肉同蒸同焖，干菜吸油、肉香四溢，是绍兴头牌家常菜。"),
 ("330603", "anchang-lachang", "安昌腊肠", "Anchang Cured Sausage", "绍兴柯桥安昌古镇冬季晾晒的腊肠，咸甜适口，蒸熟切片即食。"),
 ("330604", "shangyu-chebaitang", "上虞扯白糖", "Shangyu Pulled Sugar Candy", "以麦芽糖反复拉扯成型的传统糖果，香甜酥脆，是丰惠古镇的老味道。"),
 ("330624", "xinchang-chaoniangao", "新昌炒年糕", "Xinchang Stir-fried Rice Cake", "新昌年糕与肉丝、青菜同炒，软糯入味，常和榨面一起出现在早餐桌上。"),
 ("330681", "ciwu-damian", "次坞打面", "Ciwu Hand-beaten Noodles", "以竹杠压打面团制成的面条，筋道有嚼劲，浇上猪肝腰花最为地道。"),
 ("330683", "shengzhou-xiaolongbao", "嵊州小笼包", "Shengzhou Xiaolongbao", "皮薄馅大的小笼包，一口咬下汤汁鲜美，是嵊州最有名的小吃。"),
 ("330702", "jinhua-subing", "金华酥饼", "Jinhua Crispy Pastry", "梅干菜肉馅的炉烤酥饼，层层酥脆、咸香可口，可存放多日。"),
 ("330703", "jindong-huotui-dunsun", "火腿炖笋", "Ham Braised with Bamboo Shoots", "金华火腿与鲜笋同炖，汤鲜味醇，是金华一带待客的家常好菜。"),
 ("330723", "wuyi-xuanlian", "武义宣莲甜羹", "Wuyi Lotus Seed Soup", "武义宣莲颗粒饱满、久煮不烂，做成甜羹清香软糯。"),
 ("330726", "pujiang-maibing", "浦江麦饼", "Pujiang Wheat Pie", "面皮包入肉末与菜馅，烙得外脆里软，是浦江人的传统主食点心。"),
 ("330727", "panan-yaoshan", "磐安药膳炖鸡", "Pan'an Herbal Chicken Soup", "以磐安本地药材与土鸡同炖的养生汤，温补清香，是“江南药镇”的特色。"),
 ("330781", "lanxi-jiziguo", "兰溪鸡子粿", "Lanxi Egg Pancake", "面饼中打入鸡蛋与肉末在油锅中煎成，外酥内嫩，游埠早茶必点。"),
 ("330782", "yiwu-hongtang-mahua", "义乌红糖麻花", "Yiwu Brown Sugar Twists", "以义乌古法红糖制成的麻花，甜而不腻，是义乌的传统零食。"),
 ("330783", "dongyang-womian", "东阳沃面", "Dongyang Wo Noodles", "面条与多种配料同煮成浓稠的汤面，料足味鲜，是东阳人待客的传统面食。"),
 ("330784", "yongkang-roumaibing", "永康肉麦饼", "Yongkang Meat Pie", "薄皮包入肉末与干菜，在平底锅中烙至金黄，外脆里香。"),
 ("330802", "quzhou-santou", "衢州三头一掌（兔头）", "Quzhou Spicy Rabbit Head", "兔头、鸭头、鱼头与鸭掌合称三头一掌，麻辣鲜香，是衢州的城市味道。"),
 ("330803", "duze-tongluobing", "杜泽铜锣饼", "Duze Gong Cake", "形似铜锣的烘烤饼，外皮酥脆、内馅甜咸两种，是衢江杜泽的传统点心。"),
 ("330822", "changshan-gongmian", "常山贡面", "Changshan Tribute Noodles", "手工拉制晾晒的细面，煮后不糊、口感柔韧，是常山的传统名产。"),
 ("330824", "kaihua-qingshuiyu", "开化清水鱼", "Kaihua Clear-water Fish", "山泉流水中养殖的草鱼，配辣椒与豆腐同炖，肉质紧实、毫无土腥。"),
 ("330825", "longyou-fagao", "龙游发糕", "Longyou Fermented Rice Cake", "粳米发酵蒸制的松软糕点，甜润可口，寓意步步高升。"),
 ("330881", "jiangshan-tongluogao", "廿八都铜锣糕", "Nianbadu Gong Cake", "廿八都古镇的米制糕点，形如铜锣、口感软糯，融合浙闽赣三地风味。"),
 ("330902", "zhoushan-yumian", "舟山鱼面", "Zhoushan Fish Noodles", "以鱼肉和面粉制成的面条，鲜香弹牙，是舟山海岛的家常主食。"),
 ("330903", "shenjiamen-daiyu", "沈家门红烧带鱼", "Shenjiamen Braised Hairtail", "东海带鱼红烧入味，是沈家门夜排档上最常见也最受欢迎的一道菜。"),
 ("330921", "daishan-leyuxiang", "岱山鳓鱼鲞", "Daishan Dried Herring", "鳓鱼腌晒制成的鱼鲞，蒸肉或清蒸都咸鲜下饭，是岱山渔家传统美味。"),
 ("330922", "shengsi-yibei", "嵊泗贻贝", "Shengsi Mussels", "嵊泗海域养殖的贻贝肉厚鲜甜，清蒸蘸酱或炒蛋都很受欢迎。"),
 ("331002", "jiaojiang-haixianmian", "椒江海鲜面", "Jiaojiang Seafood Noodles", "台州湾小海鲜熬汤下面，料足汤鲜，是海门老街的常见早餐与夜宵。"),
 ("331003", "huangyan-zaogeng", "黄岩糟羹", "Huangyan Zaogeng Porridge", "米粉熬成的咸羹，加入多种配料，是黄岩元宵节的传统小吃。"),
 ("331004", "luqiao-mimian", "路桥米面", "Luqiao Rice Noodles", "台州米面炒或煮都好，配海鲜或肉丝，是路桥老街上的家常小吃。"),
 ("331022", "sanmen-qingxie", "三门青蟹", "Sanmen Mud Crab", "三门湾青蟹壳薄肉满、膏黄饱满，清蒸最能体现其鲜甜。"),
 ("331023", "tiantai-jiaobingtong", "天台饺饼筒", "Tiantai Jiaobingtong Wrap", "薄面皮卷入肉丝、豆芽、粉丝等十余种配料，是天台人的节庆主食。"),
 ("331024", "xianju-badawan", "仙居八大碗", "Xianju Eight Bowls", "八道大碗菜组成的传统宴席，荤素搭配，寓意团圆美满。"),
 ("331081", "wenling-qiangao", "温岭嵌糕", "Wenling Qiangao", "热年糕皮中嵌入肉、豆芽、咸菜等多种馅料，是温岭最有名的早点。"),
 ("331082", "linhai-maixia", "临海麦虾", "Linhai Maixia Noodle Soup", "面糊刮入汤中煮成形似小虾的面片，配海鲜或肉丝，汤鲜面滑。"),
 ("331083", "yuhuan-yumian", "玉环鱼面", "Yuhuan Fish Noodles", "鱼肉与薯粉制成的面条，口感爽滑，配海鲜汤底最为鲜美。"),
 ("331102", "liandu-shanfenjiao", "丽水山粉饺", "Lishui Sweet Potato Starch Dumplings", "番薯粉做皮、包入肉末笋丁，蒸熟后晶莹剔透、口感软糯。"),
 ("331121", "qingtian-tianyu", "青田田鱼", "Qingtian Paddy Field Carp", "稻田里养殖的田鱼鳞软可食、肉质细嫩，红烧或做成田鱼干都很有名。"),
 ("331122", "jinyun-shaobing", "缙云烧饼", "Jinyun Baked Bun", "木炭桶炉贴烤的梅干菜肉馅烧饼，外皮焦脆、内馅香浓。"),
 ("331123", "suichang-changzong", "遂昌长粽", "Suichang Long Zongzi", "细长形的粽子，口感软糯，是遂昌人端午与年节的必备食品。"),
 ("331124", "songyang-chaofengan", "松阳炒粉干", "Songyang Fried Rice Noodles", "松阳粉干与肉丝、青菜同炒，配一碗端午茶，是松阳老街的日常味道。"),
 ("331125", "yunhe-huangmiguo", "云和黄米粿", "Yunhe Yellow Rice Cake", "以稻草灰汁浸米制成的黄色米粿，切片炒制，软糯有嚼劲。"),
 ("331126", "qingyuan-xianggu", "庆元香菇炖鸡", "Qingyuan Mushroom Chicken Soup", "庆元香菇与土鸡同炖，菌香浓郁、汤鲜味美，是香菇宴的主角。"),
 ("331127", "jingning-wumifan", "景宁乌米饭", "Jingning Black Rice", "以乌饭树叶汁浸泡糯米蒸成的畲家传统饭食，色泽乌亮、清香微甜。"),
 ("331181", "longquan-doufu", "龙泉豆腐", "Longquan Tofu", "龙泉山泉水点制的豆腐细嫩爽滑，煎、炖、煮汤皆宜，是当地家常美味。"),
]


def main():
    root = os.path.abspath(os.path.join(HERE, "..", "..", ".."))
    food = {}
    with open(os.path.join(root, "tools", "data", "fragments", "places-food.jsonl"), encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            if p["kind"] in ("restaurant", "food"):
                food.setdefault(p["county_code"], []).append(p)
    assert len({d[0] for d in D}) == 90 and set(d[0] for d in D) == set(COUNTY)
    out = []
    for code, slug, zh, en, desc in D:
        places = sorted(food.get(code, []), key=lambda p: -p["popularity"])[:2]
        assert places, code
        out.append({"id": f"dish-{code}-{slug}", "name": {"zh": zh, "en": en},
                    "city_id": CITY[CODE_TO_ABBR[code[:4]]][0], "county_code": code,
                    "description": desc, "where_to_eat": [p["id"] for p in places],
                    "source": "县域代表菜参照浙江省文化和旅游厅“百县千碗”工程公开宣传的地方名菜名录与各地常见风味整理，"
                              "个别县的代表菜为编辑选取；描述为自行撰写；吃处为本数据集中同县的餐饮点"})
    with open(os.path.join(root, "data", "zhejiang", "dishes.jsonl"), "w", encoding="utf-8") as f:
        for d in out:
            f.write(json.dumps(d, ensure_ascii=False, separators=(",", ":")) + "\n")
    print("dishes", len(out))


if __name__ == "__main__":
    main()
