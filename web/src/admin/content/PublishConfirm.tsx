// 发布 asks first: the record by name, and what this version changes against what visitors
// see now (the version's diff), before anything goes live.
import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Typography } from 'antd';
import { content, type Entity } from '../api/content';
import { Loading } from '../layout/Loading';
import { errorText } from '../layout/Refused';
import { DiffTable } from './DiffTable';

interface Props {
  entity: Entity;
  id: string;
  title: string;
  version: number;
  /** Whether visitors see no version of this record yet. */
  isNew: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export function PublishConfirm({ entity, id, title, version, isNew, busy, onConfirm, onClose }: Props) {
  const diff = useQuery({ queryKey: ['diff', entity, id, version], queryFn: () => content.diff(entity, id, version) });
  // A new record lists what it holds; its blank fields would only bury that.
  const blank = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  const rows = (diff.data ?? []).filter((r) => !isNew || !blank(r.after));
  return (
    <Modal
      open
      width={760}
      title={`发布「${title}」？`}
      okText="确认发布"
      cancelText="取消"
      onOk={onConfirm}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: diff.isLoading }}
    >
      <Typography.Paragraph>
        {isNew ? '这是一条新内容，发布后游客即可看到。' : `发布后游客看到的内容会更新，本版本（版本 ${version}）改动了 ${rows.length} 项：`}
      </Typography.Paragraph>
      {diff.error ? <Alert type="error" message={errorText(diff.error)} /> : diff.isLoading ? <Loading /> : <DiffTable rows={rows} content />}
    </Modal>
  );
}
