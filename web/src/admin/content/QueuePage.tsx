// 待我处理: submitted versions this operator may publish, oldest first (GET content/queue).
import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { Link } from 'react-router';
import { content, type QueueRow } from '../api/content';
import { regionLabel, useRegions } from '../api/regions';
import { entityName, formatTime } from '../labels';
import { Refused } from '../layout/Refused';

export default function QueuePage() {
  const { data: cities } = useRegions();
  const q = useQuery({ queryKey: ['content-queue'], queryFn: () => content.queue() });
  return (
    <Card title="待我处理">
      <Refused error={q.error} />
      <Table<QueueRow>
        rowKey={(r) => `${r.entity}/${r.id}/${r.version.version}`}
        scroll={{ x: 'max-content' }}
        loading={q.isLoading}
        dataSource={q.data ?? []}
        locale={{ emptyText: '没有等待处理的内容' }}
        columns={[
          { title: '内容', key: 'title', render: (_, r) => <Link to={`/content/${r.entity}/${encodeURIComponent(r.id)}`}>{r.title || r.id}</Link> },
          { title: '类别', dataIndex: 'entity', render: (e: string) => entityName(e), width: 200 },
          { title: '地区', key: 'region', render: (_, r) => regionLabel(cities, r.cityId, r.countyCode), width: 180 },
          { title: '版本', key: 'version', width: 70, render: (_, r) => r.version.version },
          { title: '提交人', key: 'author', width: 120, render: (_, r) => r.version.authorName },
          { title: '提交时间', key: 'at', width: 160, render: (_, r) => formatTime(r.version.createdMs) },
        ]}
      />
    </Card>
  );
}
