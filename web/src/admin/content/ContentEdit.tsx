// One record: the edit form (PUT draft; a place's photos uploaded, a line's stops placed on
// a map), the review workflow (submit → publish or reject with a reason, buttons by role;
// the author discards their draft, an editor a rejected version), and its version history
// with diffs, revert and discard.
import { useGetIdentity } from '@refinedev/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Breadcrumb, Button, Card, Form, Input, Modal, Popconfirm, Space, Table, Tabs, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, type OperatorView } from '../api/client';
import { content, type ContentItem, type Entity, type Step, type Version } from '../api/content';
import { can } from '../auth/roles';
import { entityName, fieldLabel, formatTime, STATES } from '../labels';
import { Loading } from '../layout/Loading';
import { errorText, Refused } from '../layout/Refused';
import { DiffTable } from './DiffTable';
import { withAccessibility, withMedia } from './forms';
import { formNameFor, fromFormValues, RecordForm, toFormValues } from './RecordForm';
import { PointMap } from './PointMap';
import { PreviewDrawer } from './PreviewDrawer';
import { PublishConfirm } from './PublishConfirm';
import { QIXI_ENTITY } from './qixiQuestion';
import { QixiQuestionFields } from './QixiQuestionFields';
import { QUIZ_ENTITY } from './quizQuestion';
import { QuizQuestionFields } from './QuizQuestionFields';
import { StopsMap } from './StopsMap';

type Json = Record<string, unknown>;

export default function ContentEdit() {
  const { entity: named = '', id = '' } = useParams();
  // The route's entity; the server refuses one it does not edit, and the page shows its words.
  const entity = named as Entity;
  const isQuiz = named === QUIZ_ENTITY;
  // The games' banks have forms of their own, with a preview of what a visitor sees.
  const isBank = isQuiz || named === QIXI_ENTITY;
  const { data: op } = useGetIdentity<OperatorView>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const item = useQuery({ queryKey: ['content', entity, id], queryFn: (): Promise<ContentItem> => content.item(entity, id) });
  const versions = useQuery({ queryKey: ['content', entity, id, 'versions'], queryFn: () => content.versions(entity, id) });
  const [form] = Form.useForm();
  const [formError, setFormError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [rejecting, setRejecting] = useState(false);
  const [diffOf, setDiffOf] = useState<Version | null>(null);
  const [publishing, setPublishing] = useState(false);
  const [preview, setPreview] = useState<Json | null>(null);

  const latest = item.data?.latest ?? null;
  // A draft, a submitted or a rejected version is what the editor continues; after a
  // published or a discarded one, the record as visitors see it.
  const body: Json | null = useMemo(
    () => {
      const b = latest && latest.state !== 'published' && latest.state !== 'discarded' ? latest.body : (item.data?.published ?? latest?.body ?? null);
      return b ? withAccessibility(entity, withMedia(entity, b)) : null;
    },
    [item.data, latest, entity],
  );
  useEffect(() => {
    if (body) {
      form.resetFields();
      form.setFieldsValue(toFormValues(body));
    }
  }, [body, form]);

  const refresh = () => qc.invalidateQueries({ queryKey: ['content', entity, id] });
  const act = useMutation({
    mutationFn: ({ path, payload }: { path: Step; payload: { version: number; reason?: string } }) => content.step(path, entity, id, payload as never),
    onSuccess: (_, { path }) => {
      setRefusal(null);
      setPublishing(false);
      void message.success({ submit: '已提交审核', publish: '已发布，游客端已更新', reject: '已退回', revert: '已按该版本生成新草稿', discard: '已放弃该版本' }[path] ?? '已完成');
      void refresh();
      void qc.invalidateQueries({ queryKey: ['content-queue'] });
    },
    onError: (e) => setRefusal(e),
  });
  const save = useMutation({
    mutationFn: (record: Json) => content.saveDraft(entity, id, record),
    onSuccess: () => {
      setFormError(null);
      setRefusal(null);
      void message.success('草稿已保存');
      void refresh();
    },
    onError: (e) => {
      if (!(e instanceof ApiError) || e.problems.length === 0 || !body) {
        setRefusal(e);
        return;
      }
      const rest: string[] = [];
      const fields = new Map<string, { name: (string | number)[]; errors: string[] }>();
      for (const p of e.problems) {
        const name = p.field ? formNameFor(p.field, body) : null;
        if (!name) {
          rest.push(p.field ? `${fieldLabel(p.field)}：${p.message}` : p.message);
          continue;
        }
        const k = name.join('.');
        // Named in Chinese: the label where the input is that field, else the path's label.
        const text = `${fieldLabel(p.field)}：${p.message}`;
        fields.set(k, { name, errors: [...(fields.get(k)?.errors ?? []), text] });
      }
      form.setFields([...fields.values()]);
      setFormError(`${e.message}${rest.length ? `：${rest.join('；')}` : ''}`);
    },
  });

  if (item.isLoading) return <Loading />;
  if (item.error || !item.data) return <Refused error={item.error ?? new Error('没有这条内容')} />;

  const title = String((body?.name as Json | undefined)?.zh ?? body?.name ?? body?.title ?? body?.question ?? id);
  const editable = can(op, 'editContent');
  const mayPublish = can(op, 'publish');
  const state = latest?.state === 'discarded' && item.data.published ? 'published' : (latest?.state ?? 'published');
  /** Whether this operator may discard version `v`: their own open one, or a rejected one they may edit. */
  const mayDiscard = (v: Version) => editable && (v.state === 'rejected' || ((v.state === 'draft' || v.state === 'submitted') && v.authorId != null && v.authorId === op?.id));
  const discard = (v: Version) => act.mutate({ path: 'discard', payload: { version: v.version } });

  function onFinish(values: Json) {
    if (!body) return;
    const out = fromFormValues(values, body);
    if ('bad' in out) {
      form.setFields([{ name: [out.bad], errors: ['不是有效的 JSON'] }]);
      return;
    }
    save.mutate(out.body);
  }

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Breadcrumb items={[{ title: <Link to={`/content/${entity}`}>{entityName(entity)}</Link> }, { title }]} />
      <Card
        title={
          <Space>
            {title}
            <Tag color={STATES[state]?.color}>{STATES[state]?.text ?? state}</Tag>
            {latest && <span style={{ fontWeight: 'normal', color: '#666' }}>版本 {latest.version}</span>}
          </Space>
        }
        extra={
          <Space wrap>
            {body && !isBank && (
              <Button
                onClick={() => {
                  const out = fromFormValues(form.getFieldsValue(), body);
                  setPreview('body' in out ? out.body : body);
                }}
              >
                预览
              </Button>
            )}
            {editable && (
              <Button type="primary" onClick={() => form.submit()} loading={save.isPending}>
                保存草稿
              </Button>
            )}
            {editable && latest && (state === 'draft' || state === 'rejected') && (
              <Button onClick={() => act.mutate({ path: 'submit', payload: { version: latest.version } })} loading={act.isPending}>
                提交审核
              </Button>
            )}
            {mayPublish && latest && (state === 'submitted' || state === 'draft') && (
              <Button type="primary" ghost onClick={() => setPublishing(true)} loading={act.isPending}>
                发布
              </Button>
            )}
            {mayPublish && latest && state === 'submitted' && (
              <Button danger onClick={() => setRejecting(true)}>
                退回
              </Button>
            )}
            {latest && state === latest.state && mayDiscard(latest) && (
              <Popconfirm
                title={latest.state === 'rejected' ? '放弃这个已退回的版本？' : '放弃这份草稿？'}
                description="记录保持已发布的内容；该版本留在版本历史中，标为已放弃。"
                okText="放弃"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() => discard(latest)}
              >
                <Button danger ghost loading={act.isPending}>
                  {latest.state === 'rejected' ? '放弃此版本' : '放弃草稿'}
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      >
        <Refused error={refusal} />
        {state === 'rejected' && latest?.reason && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={`已退回：${latest.reason}`} description={latest.decidedByName ? `由 ${latest.decidedByName} 于 ${formatTime(latest.decidedMs)} 退回` : undefined} />}
        {state === 'submitted' && <Alert type="info" showIcon style={{ marginBottom: 16 }} message={`待审核：${latest?.authorName ?? ''} 于 ${formatTime(latest?.createdMs)} 提交`} />}
        <Tabs
          items={[
            {
              key: 'edit',
              label: '编辑',
              children: (
                <>
                  {formError && <Alert type="error" showIcon role="alert" message={formError} style={{ marginBottom: 16 }} />}
                  {body && isBank ? (
                    // A question has its own form (the quiz's: four options, the answer picked
                    // from them; the Qixi game's: two to six options) and a preview.
                    <Form form={form} layout="vertical" onFinish={onFinish} disabled={!editable}>
                      {isQuiz ? <QuizQuestionFields form={form} readOnly={!editable} showRetired /> : <QixiQuestionFields form={form} readOnly={!editable} showRetired />}
                    </Form>
                  ) : body ? (
                    <RecordForm form={form} body={body} entity={entity} op={op} readOnly={!editable} onFinish={onFinish} after={entity === 'lines' ? { stops: <StopsMap form={form} readOnly={!editable} /> } : entity === 'places' ? { location: <PointMap form={form} readOnly={!editable} /> } : undefined} />
                  ) : (
                    <Alert message="这条内容还没有可编辑的版本" />
                  )}
                </>
              ),
            },
            {
              key: 'versions',
              label: '版本历史',
              children: (
                <>
                  <Refused error={versions.error} />
                  <Table<Version>
                    rowKey="version"
                    scroll={{ x: 'max-content' }}
                    size="middle"
                    loading={versions.isLoading}
                    dataSource={versions.data ?? []}
                    pagination={false}
                    columns={[
                      { title: '版本', dataIndex: 'version', width: 70 },
                      { title: '状态', dataIndex: 'state', width: 90, render: (s: string) => <Tag color={STATES[s]?.color}>{STATES[s]?.text ?? s}</Tag> },
                      { title: '作者', dataIndex: 'authorName', width: 120 },
                      { title: '时间', dataIndex: 'createdMs', width: 160, render: (ms: number) => formatTime(ms) },
                      { title: '处理', key: 'decided', render: (_, v) => (v.decidedByName ? `${v.decidedByName} ${formatTime(v.decidedMs)}${v.reason ? `：${v.reason}` : ''}` : '') },
                      {
                        title: '操作',
                        key: 'actions',
                        width: 260,
                        render: (_, v) => (
                          <Space>
                            <Button size="small" onClick={() => setDiffOf(v)} aria-label={`版本 ${v.version} 的差异`}>
                              差异
                            </Button>
                            {editable && (
                              <Button size="small" onClick={() => act.mutate({ path: 'revert', payload: { version: v.version } })} aria-label={`恢复版本 ${v.version}`}>
                                恢复此版本
                              </Button>
                            )}
                            {mayDiscard(v) && (
                              <Popconfirm title={`放弃版本 ${v.version}？`} okText="放弃" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => discard(v)}>
                                <Button size="small" danger aria-label={`放弃版本 ${v.version}`}>
                                  放弃
                                </Button>
                              </Popconfirm>
                            )}
                          </Space>
                        ),
                      },
                    ]}
                  />
                </>
              ),
            },
          ]}
        />
      </Card>
      {preview && <PreviewDrawer record={preview} onClose={() => setPreview(null)} />}
      {publishing && latest && (
        <PublishConfirm
          entity={entity}
          id={id}
          title={title}
          version={latest.version}
          isNew={!item.data.published}
          busy={act.isPending}
          onClose={() => setPublishing(false)}
          onConfirm={() => act.mutate({ path: 'publish', payload: { version: latest.version } })}
        />
      )}
      {diffOf && <DiffModal entity={entity} id={id} version={diffOf} onClose={() => setDiffOf(null)} />}
      {rejecting && latest && (
        <RejectModal
          onClose={() => setRejecting(false)}
          onReject={(reason) => {
            setRejecting(false);
            act.mutate({ path: 'reject', payload: { version: latest.version, reason } });
          }}
        />
      )}
    </Space>
  );
}

function DiffModal({ entity, id, version, onClose }: { entity: Entity; id: string; version: Version; onClose: () => void }) {
  const diff = useQuery({ queryKey: ['diff', entity, id, version.version], queryFn: () => content.diff(entity, id, version.version) });
  return (
    <Modal open width={900} style={{ maxWidth: 'calc(100vw - 16px)' }} title={`版本 ${version.version} 与已发布版本的差异`} onCancel={onClose} footer={null}>
      {diff.error ? <Alert type="error" message={errorText(diff.error)} /> : diff.isLoading ? <Loading /> : <DiffTable rows={diff.data ?? []} content />}
    </Modal>
  );
}

export function RejectModal({ onClose, onReject }: { onClose: () => void; onReject: (reason: string) => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal open title="退回并说明原因" onCancel={onClose} onOk={() => form.submit()} okText="退回" okButtonProps={{ danger: true }}>
      <Form form={form} layout="vertical" onFinish={(v) => onReject(v.reason.trim())}>
        <Form.Item name="reason" label="原因" rules={[{ required: true, whitespace: true, message: '请写明退回原因' }]}>
          <Input.TextArea autoSize={{ minRows: 3 }} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
