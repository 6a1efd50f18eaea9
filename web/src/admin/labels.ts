// The console's words for the content areas, states and record fields.

/** Content areas as crates/editing names them (`GET content/{entity}`), with their menu names. */
export const ENTITIES = [
  { key: 'places', name: '场所（景区·酒店·餐饮）' },
  { key: 'dishes', name: '美食' },
  { key: 'goods', name: '特产好物' },
  { key: 'famous_people', name: '名人' },
  { key: 'lines', name: '线路' },
  { key: 'topics', name: '专题' },
  { key: 'rankings', name: '榜单' },
  { key: 'suggestions', name: '推荐·横幅' },
  { key: 'news', name: '旅游资讯' },
  { key: 'notices', name: '通知公告' },
  { key: 'quiz_questions', name: '答题题库' },
  { key: 'qixi_questions', name: '七夕题库' },
] as const;

export type EntityKey = (typeof ENTITIES)[number]['key'];

export function entityName(key: string | undefined): string {
  return ENTITIES.find((e) => e.key === key)?.name ?? key ?? '';
}

export const STATES: Record<string, { text: string; color: string }> = {
  published: { text: '已发布', color: 'green' },
  draft: { text: '草稿', color: 'default' },
  submitted: { text: '待审核', color: 'gold' },
  rejected: { text: '已退回', color: 'red' },
  discarded: { text: '已放弃', color: 'default' },
};

/** Chinese labels for every record field the shipped data uses (tools/data/SCHEMA.md), nested
 * ones by their path; a field not listed here is shown as 其他信息, never by its key. */
const FIELDS: Record<string, string> = {
  id: '编号',
  kind: '类型',
  name: '名称',
  'name.zh': '名称',
  'name.en': '英文名',
  title: '标题',
  'title.zh': '标题',
  'title.en': '英文标题',
  // A quiz question's (答题题库).
  question: '题目',
  options: '选项',
  answer: '正确答案',
  explanation: '答案解析',
  retired: '从题库删除',
  city_id: '城市',
  city_ids: '途经城市',
  county_code: '区县',
  hometown_county: '故里区县',
  address: '地址',
  location: '位置',
  'location.lat': '纬度',
  'location.lng': '经度',
  lat: '纬度',
  lng: '经度',
  themes: '主题',
  theme: '主题',
  tags: '标签',
  opening_hours: '开放时间',
  price_level: '价位',
  avg_price: '人均（元）',
  phone: '电话',
  a_level: 'A 级',
  ticket: '门票',
  'ticket.price': '门票价格（元）',
  'ticket.notes': '门票说明',
  facilities: '设施',
  accessibility: '无障碍信息',
  'accessibility.step_free_entrance': '无障碍信息·无障碍入口',
  'accessibility.accessible_toilet': '无障碍信息·无障碍卫生间',
  'accessibility.lift': '无障碍信息·无障碍电梯',
  'accessibility.wheelchair_loan': '无障碍信息·轮椅借用',
  'accessibility.pram_friendly': '无障碍信息·婴儿车通行',
  'accessibility.guide_dogs': '无障碍信息·导盲犬可入内',
  'accessibility.audio_guide': '无障碍信息·语音导览',
  'accessibility.elder_concession': '无障碍信息·长者优待',
  star: '星级',
  description: '介绍',
  summary: '摘要',
  popularity: '热度',
  media: '图片',
  cover: '封面图',
  image: '图片',
  source: '资料来源',
  stops: '站点',
  'stops.place_id': '站点景点',
  day: '第几天',
  order: '当天顺序',
  stay_minutes: '停留（分钟）',
  note: '说明',
  days: '天数',
  body: '正文',
  url: '链接',
  value: '情况',
  pinned: '置顶',
  starts_at: '开始显示',
  ends_at: '结束显示',
  level: '级别',
  era: '时代',
  born: '出生年',
  died: '去世年',
  biography: '生平',
  place_ids: '相关地点',
  place_id: '地点',
  where_to_eat: '哪里能吃到',
  items: '上榜地点',
  rank: '名次',
  reason: '上榜理由',
  updated_at: '更新日期',
  paid_placement: '含付费上榜',
  published_at: '发布时间',
  category: '品类',
  gi_list: '地理标志类别',
};

/** One line under a field saying what it is for, in the words of tools/data/SCHEMA.md. */
export const FIELD_HELP: Record<string, string> = {
  id: '新建时自动生成，保存后不能修改',
  'name.en': '给外地和外国游客看的英文名',
  county_code: '先选城市，再选区县',
  hometown_county: '人物出生地所在区县；出生在外地的留空',
  location: '在地图上点选或拖动标记；游客的地图和“附近”按这个点',
  themes: '输入后回车，可填多个，如“湖光山色”',
  tags: '输入后回车，可填多个，如“免费”“夜游”',
  price_level: '0 免费，1 ¥ 实惠 … 4 ¥¥¥¥ 高端',
  avg_price: '餐饮按人均，住宿按每晚，景区按门票；不清楚就留空',
  phone: '只填确认过的对外电话，不确定就留空',
  a_level: '仅景区和文博场馆',
  'ticket.price': '免费填 0，不清楚留空',
  star: '1–5 星，仅挂牌酒店',
  description: '用自己的话写 40–150 字，游客在详情页读到',
  popularity: '1–100，编辑估计，只在排序相同时用',
  source: '这些信息从哪里来（官网、公告、实地核实…），游客看不到',
  biography: '150–400 字，用自己的话写',
  place_ids: '输入地点名称查找并选择',
  where_to_eat: '输入餐厅或小吃店名称查找并选择',
  items: '按名次排列；每一项选一个地点并写上榜理由',
  stops: '每一站选一个景点，写第几天、当天顺序和停留时长',
  updated_at: '榜单内容最近一次变化的日期',
  paid_placement: '若有地点付费上榜，须打开，游客会看到说明',
  published_at: '游客看到的发布时间',
  days: '1–5 天',
  city_ids: '线路经过的城市，可选多个',
};

/** What a record's `kind` (and a good's `category`, a ranking's `kind`) reads as. */
export const KINDS: Record<string, string> = {
  scenic: '景区',
  site: '文博场馆',
  hotel: '酒店',
  homestay: '民宿',
  restaurant: '餐厅',
  food: '美食小吃',
  shop: '购物',
  canteen: '食堂',
  camping: '露营地',
};

export const CATEGORIES: Record<string, string> = {
  tea: '茶叶',
  fruit: '水果',
  vegetable: '蔬菜',
  nut: '干果',
  food: '食品',
  drink: '酒水饮品',
  meat: '肉类',
  poultry: '禽蛋',
  seafood: '水产海鲜',
  herb: '药材',
  craft: '手工艺品',
};

export const GI_LISTS: Record<string, string> = {
  protected_product: '国家地理标志保护产品',
  agricultural_product: '农产品地理标志',
  certification_mark: '地理标志证明商标',
};

export const FACILITIES: Record<string, string> = {
  parking: '停车场',
  toilet: '卫生间',
  shower: '淋浴',
  water: '供水',
  electricity: '营位供电',
  rv: '房车营位',
  tent_rental: '帐篷租赁',
  bbq: '烧烤',
  pet: '可带宠物',
  restaurant: '餐厅',
  wifi: '无线网络',
  breakfast: '早餐',
  pool: '泳池',
  gym: '健身房',
  spa: '水疗',
  meeting: '会议室',
  family_room: '亲子房',
  ev_charging: '充电桩',
  accessible: '无障碍',
  elder_friendly: '适老设施',
  airport_shuttle: '机场接送',
  luggage: '行李寄存',
  laundry: '洗衣',
  view: '景观房',
  garden: '花园',
  tea: '茶室',
};

/** The Chinese label of a field path (`ticket.notes`, `stops[2].place_id`); never the key itself. */
export function fieldLabel(path: string, unknown = '其他信息'): string {
  const clean = path.replace(/\[(\d+)\]/g, '.$1');
  if (FIELDS[clean]) return FIELDS[clean];
  const parts = clean.split('.');
  const index = parts.findIndex((p) => /^\d+$/.test(p));
  if (index > 0) {
    // stops.2.place_id → 站点第 3 项·地点
    const head = fieldLabel(parts.slice(0, index).join('.'), unknown);
    const tail = parts.slice(index + 1).join('.');
    const n = `${head}第 ${Number(parts[index]) + 1} 项`;
    return tail ? `${n}·${fieldLabel(tail)}` : n;
  }
  if (parts.length > 1) {
    const last = FIELDS[parts[parts.length - 1]!];
    const head = fieldLabel(parts.slice(0, -1).join('.'), unknown);
    return last ? `${head}·${last}` : head;
  }
  return unknown;
}

/** The help line of a field, if it has one. */
export function fieldHelp(path: string): string | undefined {
  return FIELD_HELP[path] ?? FIELD_HELP[path.split('.').pop() ?? ''];
}

/** Fields that hold images: the console edits them as addresses (see docs/CONSOLE_UI.md). */
export function isImageField(key: string): boolean {
  return /(^|_)(media|cover|image|images|photo|photos|pic|pics|banner|icon|thumb)(_|$)/i.test(key);
}

export function formatTime(ms: number | null | undefined): string {
  if (!ms) return '';
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
