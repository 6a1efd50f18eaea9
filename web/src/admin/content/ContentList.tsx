// 内容 list for one area: search and city/county/kind/state filters over
// GET content/{entity}; a row opens the editor.
import { useAntdTable } from '../api/useAntdTable';
import type { CrudFilter } from '@refinedev/core';
import { useGetIdentity } from '@refinedev/core';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { OperatorView } from '../api/client';
import { can } from '../auth/roles';
import { FORMS } from './forms';
import { QIXI_ENTITY } from './qixiQuestion';
import { QUIZ_CATEGORIES, QUIZ_ENTITY } from './quizQuestion';
import { NewRecordModal } from './NewRecordModal';
import { regionLabel, useRegions } from '../api/regions';
import { entityName, formatTime, KINDS, STATES } from '../labels';
import { Refused } from '../layout/Refused';
import type { ContentRow } from '../api/content';

interface Search {
  q?: string;
  cityId?: number;
  countyCode?: string;
  kind?: string;
  state?: string;
}

export default function ContentList() {
  const { entity = 'places' } = useParams();
  return <EntityList key={entity} entity={entity} />;
}

function EntityList({ entity }: { entity: string }) {
  const { data: cities } = useRegions();
  const { tableProps, searchFormProps, tableQuery } = useAntdTable<ContentRow, Search>({
    resource: `content/${entity}`,
    pagination: { pageSize: 20 },
    syncWithLocation: false,
    errorNotification: false,
    onSearch: (v) => {
      const f: CrudFilter[] = (['q', 'cityId', 'countyCode', 'kind', 'state'] as const).map((field) => ({ field, operator: 'eq', value: v[field] }));
      return f;
    },
  });
  const [form] = Form.useForm<Search>();
  const cityId = Form.useWatch('cityId', form);
  const counties = cities?.find((c) => c.id === cityId)?.counties ?? [];
  const { data: op } = useGetIdentity<OperatorView>();
  const [creating, setCreating] = useState(false);
  const kinds = entity === QUIZ_ENTITY ? QUIZ_CATEGORIES : (FORMS[entity]?.kinds ?? KINDS);
  return (
    <Card
      title={entityName(entity)}
      extra={
        !can(op, 'editContent') ? undefined : FORMS[entity] ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建
          </Button>
        ) : entity === 'news' || entity === 'notices' || entity === QUIZ_ENTITY || entity === QIXI_ENTITY ? (
          // News, notices and the games' questions are written in a form of their own: a
          // first draft must already be valid.
          <Link to={`/content/${entity}/new`}>
            <Button type="primary" icon={<PlusOutlined />}>
              新建
            </Button>
          </Link>
        ) : undefined
      }
    >
      {creating && <NewRecordModal entity={entity} onClose={() => setCreating(false)} />}
      <Form {...searchFormProps} form={form} layout="inline" className="console-filters" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="q">
          <Input placeholder="名称或编号" allowClear style={{ width: 170 }} aria-label="搜索" />
        </Form.Item>
        <Form.Item name="cityId">
          <Select placeholder="城市" aria-label="城市" allowClear style={{ width: 110 }} options={cities?.map((c) => ({ value: c.id, label: c.name }))} onChange={() => form.setFieldValue('countyCode', undefined)} />
        </Form.Item>
        <Form.Item name="countyCode">
          <Select placeholder="区县" aria-label="区县" allowClear style={{ width: 130 }} disabled={!cityId} options={counties.map((k) => ({ value: k.code, label: k.name }))} />
        </Form.Item>
        <Form.Item name="kind" hidden={!FORMS[entity]?.kinds && entity !== QUIZ_ENTITY}>
          <Select placeholder={entity === QUIZ_ENTITY ? '题目类别' : '类型'} allowClear style={{ width: 120 }} aria-label={entity === QUIZ_ENTITY ? '题目类别' : '类型'} options={Object.entries(kinds).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="state">
          <Select placeholder="状态" aria-label="状态" allowClear style={{ width: 100 }} options={Object.entries(STATES).map(([value, s]) => ({ value, label: s.text }))} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              筛选
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                form.submit();
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Refused error={tableQuery.error} />
      <Table<ContentRow>
        {...tableProps}
        rowKey="id"
        scroll={{ x: 'max-content' }}
        columns={[
          { title: entity === QUIZ_ENTITY ? '题目' : '名称', dataIndex: 'title', render: (t: string, r) => <Link to={`/content/${entity}/${encodeURIComponent(r.id)}`}>{t || r.id}</Link> },
          { title: '编号', dataIndex: 'id', width: 220 },
          { title: '地区', key: 'region', render: (_, r) => regionLabel(cities, r.cityId, r.countyCode) },
          { title: entity === QUIZ_ENTITY ? '题目类别' : '类型', dataIndex: 'kind', width: 110, render: (k: string | null) => (k ? (kinds[k] ?? KINDS[k] ?? '') : '') },
          { title: '状态', dataIndex: 'state', width: 90, render: (s: string) => <Tag color={STATES[s]?.color}>{STATES[s]?.text ?? s}</Tag> },
          { title: '更新时间', dataIndex: 'updatedMs', width: 160, render: (ms: number) => formatTime(ms) },
        ]}
      />
    </Card>
  );
}
