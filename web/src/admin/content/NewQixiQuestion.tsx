// 新建 a Qixi question: the whole question in its own form with its preview (a draft must be
// valid, so the form asks for everything first), saved as a first draft (PUT
// content/qixi_questions/{id}/draft); then the question's editor for review and publishing.
import { useMutation } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Card, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { content, type Entity } from '../api/content';
import { entityName } from '../labels';
import { errorText } from '../layout/Refused';
import { newQixiId, QIXI_ENTITY, tidyQixi, type QixiQuestion } from './qixiQuestion';
import { QixiQuestionFields } from './QixiQuestionFields';

export default function NewQixiQuestion() {
  const navigate = useNavigate();
  const [form] = Form.useForm<QixiQuestion>();
  const create = useMutation({
    mutationFn: async (v: QixiQuestion) => {
      const id = newQixiId();
      await content.saveDraft(QIXI_ENTITY as Entity, id, { ...tidyQixi(v, id) });
      return id;
    },
    onSuccess: (id) => void navigate(`/content/${QIXI_ENTITY}/${encodeURIComponent(id)}`),
  });
  return (
    <Card title={<Breadcrumb items={[{ title: <Link to={`/content/${QIXI_ENTITY}`}>{entityName(QIXI_ENTITY)}</Link> }, { title: '新建题目' }]} />}>
      {create.error && <Alert type="error" showIcon role="alert" message={errorText(create.error)} style={{ marginBottom: 16 }} />}
      <Form<QixiQuestion> form={form} layout="vertical" initialValues={{ options: ['', '', ''], source: '游浙编辑部撰写' }} onFinish={(v) => create.mutate(v)}>
        <QixiQuestionFields form={form} />
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          保存草稿
        </Button>
      </Form>
    </Card>
  );
}
