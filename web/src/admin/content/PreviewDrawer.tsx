// 预览: the record as a visitor will meet it, from what the form holds now (saved or not): its
// card in a list, then the top of its detail page, in the visitor's words. Drawn here rather
// than opening the visitor's page, which shows published records only (docs/CONSOLE_UI.md).
import { Descriptions, Drawer, Empty, Grid, Tag, Typography } from 'antd';
import { regionLabel, useRegions } from '../api/regions';
import { CATEGORIES, KINDS } from '../labels';

type Json = Record<string, unknown>;

const text = (v: unknown): string => (typeof v === 'string' ? v : v && typeof v === 'object' ? String((v as Json).zh ?? '') : '');
const price = ['免费', '¥', '¥¥', '¥¥¥', '¥¥¥¥'];

export function PreviewDrawer({ record, onClose }: { record: Json; onClose: () => void }) {
  const { data: cities } = useRegions();
  const screens = Grid.useBreakpoint();
  const name = text(record.name) || text(record.title) || '（未命名）';
  const kind = typeof record.kind === 'string' ? KINDS[record.kind] : typeof record.category === 'string' ? CATEGORIES[record.category] : undefined;
  const cityId = (record.city_id as number | null | undefined) ?? (Array.isArray(record.city_ids) ? (record.city_ids[0] as number) : null);
  const region = regionLabel(cities, cityId, (record.county_code as string | null | undefined) ?? null);
  const photo = Array.isArray(record.media) ? ((record.media[0] as Json | undefined)?.url as string | undefined) : undefined;
  const words = text(record.description) || text(record.summary) || text(record.biography) || text(record.body);
  const tags = [...(Array.isArray(record.themes) ? record.themes : []), ...(Array.isArray(record.tags) ? record.tags : [])] as string[];
  const ticket = record.ticket as { price?: number | null; notes?: string } | null | undefined;
  const facts: { label: string; children: string }[] = [
    { label: '地址', children: text(record.address) },
    { label: '开放时间', children: text(record.opening_hours) },
    { label: '门票', children: ticket ? `${ticket.price === 0 ? '免费' : ticket.price != null ? `¥${ticket.price}` : ''}${ticket.notes ? ` ${ticket.notes}` : ''}`.trim() : '' },
    { label: '人均', children: typeof record.avg_price === 'number' ? `¥${record.avg_price}` : '' },
    { label: '电话', children: text(record.phone) },
  ].filter((f) => f.children);
  return (
    <Drawer open title="预览：游客看到的样子" onClose={onClose} width={screens.md ? 420 : '100%'}>
      <Typography.Text type="secondary">列表中的卡片</Typography.Text>
      <div className="console-preview-card" aria-label="游客列表卡片">
        {photo ? <img src={photo} alt="" /> : <div className="console-preview-card__placeholder">{kind ?? '游浙'}</div>}
        <div className="console-preview-card__body">
          <strong>{name}</strong>
          <span>{[kind, region, typeof record.a_level === 'string' ? record.a_level : '', typeof record.price_level === 'number' ? price[record.price_level] : ''].filter(Boolean).join(' · ')}</span>
          <div>{tags.slice(0, 3).map((t) => <Tag key={t}>{t}</Tag>)}</div>
        </div>
      </div>
      <Typography.Text type="secondary">详情页顶部</Typography.Text>
      <div className="console-preview-detail" aria-label="游客详情页顶部">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
        <Typography.Text type="secondary">{[kind, region].filter(Boolean).join(' · ')}</Typography.Text>
        {facts.length > 0 && <Descriptions column={1} size="small" items={facts} style={{ marginTop: 12 }} />}
        {words ? <Typography.Paragraph style={{ marginTop: 12 }}>{words}</Typography.Paragraph> : <Empty description="还没有介绍" image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </div>
    </Drawer>
  );
}
