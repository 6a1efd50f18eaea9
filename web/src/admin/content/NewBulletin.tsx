// 新建 for news and notices (entities no file ships): a short form whose answer is a
// first draft (PUT content/{entity}/{id}/draft), then the usual editor of that record for the
// rest of the workflow. The server checks everything again and names a refused field.
import { useMutation } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Card, Form, Input, Select, Switch } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { content, type Entity } from '../api/content';
import { useRegions } from '../api/regions';
import { entityName, fieldLabel } from '../labels';
import { errorText } from '../layout/Refused';
import NewQixiQuestion from './NewQixiQuestion';
import NewQuizQuestion from './NewQuizQuestion';
import { QIXI_ENTITY } from './qixiQuestion';
import { QUIZ_ENTITY } from './quizQuestion';

interface Values {
  title: string;
  body: string;
  level?: string;
  city_id?: number;
  county_code?: string;
  pinned: boolean;
  source: string;
}

const LEVELS = [
  { value: 'info', label: '提示' },
  { value: 'warning', label: '注意' },
  { value: 'closure', label: '关闭' },
];

/** A fresh id: the kind, the day and a random tail, a lowercase slug as import wants. */
function newId(entity: string): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `${entity === 'news' ? 'news' : 'notice'}-${day}-${Math.random().toString(36).slice(2, 8)}`;
}

/** `2026-11-29T16:05:00+08:00`: now, in the province's time, as the records store it. */
function nowShanghai(): string {
  const t = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19);
  return `${t}+08:00`;
}

/** 新建 for the entities written in a form of their own: news and notices here, the games' questions in theirs. */
export default function NewContent() {
  const { entity } = useParams();
  if (entity === QUIZ_ENTITY) return <NewQuizQuestion />;
  if (entity === QIXI_ENTITY) return <NewQixiQuestion />;
  return <NewBulletin />;
}

function NewBulletin() {
  const { entity = 'news' } = useParams();
  const navigate = useNavigate();
  const { data: cities } = useRegions();
  const [form] = Form.useForm<Values>();
  const cityId = Form.useWatch('city_id', form);
  const counties = cities?.find((c) => c.id === cityId)?.counties ?? [];
  const create = useMutation({
    mutationFn: async (v: Values) => {
      const id = newId(entity);
      const body: Record<string, unknown> = {
        id,
        title: v.title.trim(),
        body: v.body.trim(),
        ...(entity === 'notices' ? { level: v.level ?? 'info' } : {}),
        city_id: v.city_id ?? null,
        county_code: v.county_code ?? null,
        pinned: v.pinned,
        starts_at: nowShanghai(),
        ends_at: null,
        source: v.source.trim(),
      };
      await content.saveDraft(entity as Entity, id, body);
      return id;
    },
    onSuccess: (id) => void navigate(`/content/${entity}/${encodeURIComponent(id)}`),
  });
  if (entity !== 'news' && entity !== 'notices') return <Alert type="warning" message="这类内容不在这里新建" />;
  return (
    <Card title={<Breadcrumb items={[{ title: <Link to={`/content/${entity}`}>{entityName(entity)}</Link> }, { title: '新建' }]} />}>
      {create.error && <Alert type="error" showIcon message={errorText(create.error)} style={{ marginBottom: 16 }} />}
      <Form<Values> form={form} layout="vertical" initialValues={{ pinned: false, level: 'info' }} onFinish={(v) => create.mutate(v)} style={{ maxWidth: 640 }}>
        <Form.Item name="title" label={fieldLabel('title')} rules={[{ required: true, whitespace: true, max: 60 }]}>
          <Input />
        </Form.Item>
        {entity === 'notices' && (
          <Form.Item name="level" label={fieldLabel('level')}>
            <Select options={LEVELS} />
          </Form.Item>
        )}
        <Form.Item name="city_id" label={fieldLabel('city_id')} extra="不选为全省">
          <Select allowClear options={cities?.map((c) => ({ value: c.id, label: c.name }))} onChange={() => form.setFieldValue('county_code', undefined)} />
        </Form.Item>
        <Form.Item name="county_code" label={fieldLabel('county_code')}>
          <Select allowClear disabled={!cityId} options={counties.map((k) => ({ value: k.code, label: k.name }))} />
        </Form.Item>
        <Form.Item name="body" label={fieldLabel('body')} extra="可用 Markdown；发布时服务器会清除脚本等不安全内容" rules={[{ required: true, whitespace: true }]}>
          <Input.TextArea rows={8} />
        </Form.Item>
        <Form.Item name="source" label={fieldLabel('source')} rules={[{ required: true, whitespace: true, max: 40 }]}>
          <Input placeholder="如 杭州市文化广电旅游局" />
        </Form.Item>
        <Form.Item name="pinned" label={fieldLabel('pinned')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          保存草稿
        </Button>
      </Form>
    </Card>
  );
}
