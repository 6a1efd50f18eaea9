// 运营账号 (province admins): every account, with create and edit (name, role and scope,
// disable, new password). Lists GET operators; writes POST operators and PATCH operators/{id}.
import { PlusOutlined } from '@ant-design/icons';
import { useCreate, useGetIdentity, useUpdate } from '@refinedev/core';
import { useAntdTable } from '../api/useAntdTable';
import { Alert, Button, Card, Form, Input, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import type { OperatorView, Role, Schemas } from '../api/client';
import { regionLabel, useRegions } from '../api/regions';
import { ROLE_NAMES } from '../auth/roles';
import { formatTime } from '../labels';
import { Refused } from '../layout/Refused';
import { showFieldErrors } from './fieldErrors';

type FormValues = {
  username?: string;
  displayName?: string;
  role: Role;
  cityId?: number | null;
  countyCode?: string | null;
  password?: string;
  disabled?: boolean;
};

const ROLE_OPTIONS = (Object.keys(ROLE_NAMES) as Role[]).map((r) => ({ value: r, label: ROLE_NAMES[r] }));

function OperatorForm({ editing, onClose }: { editing: OperatorView | 'new'; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { data: cities } = useRegions();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const role = Form.useWatch('role', form);
  const cityId = Form.useWatch('cityId', form);
  const isNew = editing === 'new';
  const initial: Partial<FormValues> = isNew
    ? { role: 'county_editor' }
    : { displayName: editing.displayName, role: editing.role, cityId: editing.cityId, countyCode: editing.countyCode, disabled: editing.disabled };

  async function save(values: FormValues) {
    setBusy(true);
    setError(null);
    try {
      const scope = {
        cityId: role === 'city_editor' || role === 'county_editor' ? (values.cityId ?? null) : null,
        countyCode: role === 'county_editor' ? (values.countyCode ?? null) : null,
      };
      if (isNew) {
        const body: Schemas['CreateOperator'] = { username: values.username ?? '', displayName: values.displayName || null, role: values.role, password: values.password ?? '', ...scope };
        await create({ resource: 'operators', values: body, successNotification: false, errorNotification: false });
      } else {
        // Only what changed: an admin may not send their own role, even unchanged.
        const body: Schemas['UpdateOperator'] = {};
        if (values.displayName !== editing.displayName) body.displayName = values.displayName;
        if (values.role !== editing.role || scope.cityId !== (editing.cityId ?? null) || scope.countyCode !== (editing.countyCode ?? null)) {
          body.role = values.role;
          body.cityId = scope.cityId;
          body.countyCode = scope.countyCode;
        }
        if (values.disabled !== editing.disabled) body.disabled = values.disabled;
        if (values.password) body.password = values.password;
        await update({ resource: 'operators', id: editing.id, values: body, successNotification: false, errorNotification: false });
      }
      onClose();
    } catch (e) {
      setError(showFieldErrors(form, e));
    } finally {
      setBusy(false);
    }
  }

  const counties = cities?.find((c) => c.id === cityId)?.counties ?? [];
  return (
    <Modal open title={isNew ? '新建运营账号' : `编辑：${editing.username}`} onCancel={onClose} onOk={() => form.submit()} confirmLoading={busy} okText="保存" destroyOnHidden>
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" initialValues={initial} onFinish={save}>
        {isNew && (
          <Form.Item name="username" label="用户名" rules={[{ required: true, message: '请输入用户名' }]} extra="3–32 位小写字母、数字、_ . -">
            <Input autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="displayName" label="显示名">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="role" label="角色" rules={[{ required: true }]}>
          <Select options={ROLE_OPTIONS} />
        </Form.Item>
        {(role === 'city_editor' || role === 'county_editor') && (
          <Form.Item name="cityId" label="城市" rules={[{ required: role === 'city_editor', message: '请选择城市' }]}>
            <Select allowClear options={cities?.map((c) => ({ value: c.id, label: c.name }))} onChange={() => form.setFieldValue('countyCode', null)} />
          </Form.Item>
        )}
        {role === 'county_editor' && (
          <Form.Item name="countyCode" label="区县" rules={[{ required: true, message: '请选择区县' }]}>
            <Select options={counties.map((k) => ({ value: k.code, label: k.name }))} />
          </Form.Item>
        )}
        <Form.Item name="password" label={isNew ? '密码' : '新密码（不改则留空）'} rules={[{ required: isNew, message: '请输入密码' }, { min: 12, message: '密码至少 12 个字符' }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {!isNew && (
          <Form.Item name="disabled" label="停用" valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

export default function OperatorsPage() {
  const { data: cities } = useRegions();
  const { data: me } = useGetIdentity<OperatorView>();
  const { tableProps, tableQuery } = useAntdTable<OperatorView>({ resource: 'operators', pagination: { pageSize: 20 }, syncWithLocation: false, errorNotification: false });
  const [editing, setEditing] = useState<OperatorView | 'new' | null>(null);
  return (
    <Card title="运营账号" extra={<Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>新建账号</Button>}>
      <Refused error={tableQuery.error} />
      <Table<OperatorView>
        {...tableProps}
        rowKey="id"
        columns={[
          { title: '用户名', dataIndex: 'username' },
          { title: '显示名', dataIndex: 'displayName' },
          { title: '角色', dataIndex: 'role', render: (r: Role) => ROLE_NAMES[r] ?? r },
          { title: '范围', key: 'scope', render: (_, o) => regionLabel(cities, o.cityId, o.countyCode) },
          {
            title: '状态',
            key: 'state',
            render: (_, o) => (
              <Space size={4}>
                {o.disabled ? <Tag>已停用</Tag> : <Tag color="green">正常</Tag>}
                {o.lockedUntilMs && o.lockedUntilMs > Date.now() && <Tag color="red">锁定至 {formatTime(o.lockedUntilMs)}</Tag>}
                {o.totp && <Tag color="blue">两步验证</Tag>}
              </Space>
            ),
          },
          { title: '创建时间', dataIndex: 'createdMs', render: (ms: number) => formatTime(ms) },
          {
            title: '操作',
            key: 'actions',
            render: (_, o) => (
              <Button size="small" onClick={() => setEditing(o)} aria-label={`编辑 ${o.username}`}>
                编辑{o.id === me?.id ? '（本人）' : ''}
              </Button>
            ),
          },
        ]}
      />
      {editing && (
        <OperatorForm
          editing={editing}
          onClose={() => {
            setEditing(null);
            void tableQuery.refetch();
          }}
        />
      )}
    </Card>
  );
}
