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
  { key: 'suggestions', name: '推荐·资讯·公告·横幅' },
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

/** Chinese labels for the record fields the shipped data uses; other fields show their key. */
const FIELDS: Record<string, string> = {
  id: '编号',
  kind: '类型',
  name: '名称',
  'name.zh': '名称',
  'name.en': '英文名',
  title: '标题',
  city_id: '城市',
  county_code: '区县',
  address: '地址',
  location: '位置',
  'location.lat': '纬度',
  'location.lng': '经度',
  themes: '主题',
  tags: '标签',
  opening_hours: '营业时间',
  price_level: '价位',
  avg_price: '人均（元）',
  phone: '电话',
  a_level: 'A 级',
  ticket: '门票',
  facilities: '设施',
  star: '星级',
  description: '介绍',
  summary: '摘要',
  popularity: '热度',
  media: '图片',
  cover: '封面图',
  image: '图片',
  source: '来源',
  stops: '站点',
  body: '正文',
  url: '链接',
};

export function fieldLabel(path: string): string {
  return FIELDS[path] ?? FIELDS[path.split('.').pop() ?? ''] ?? path;
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
