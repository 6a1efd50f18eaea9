// 新建 a quiz question: the whole question in its own form with its preview (a draft must be
// valid, so the form asks for everything first), saved as a first draft (PUT
// content/quiz_questions/{id}/draft); then the question's editor for review and publishing.
import { useMutation } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Card, Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { content, type Entity } from '../api/content';
import { entityName } from '../labels';
import { errorText } from '../layout/Refused';
import { newQuizId, QUIZ_ENTITY, tidyQuestion, type QuizQuestion } from './quizQuestion';
import { QuizQuestionFields } from './QuizQuestionFields';

export default function NewQuizQuestion() {
  const navigate = useNavigate();
  const [form] = Form.useForm<QuizQuestion>();
  const create = useMutation({
    mutationFn: async (v: QuizQuestion) => {
      const id = newQuizId();
      await content.saveDraft(QUIZ_ENTITY as Entity, id, { ...tidyQuestion(v, id) });
      return id;
    },
    onSuccess: (id) => void navigate(`/content/${QUIZ_ENTITY}/${encodeURIComponent(id)}`),
  });
  return (
    <Card title={<Breadcrumb items={[{ title: <Link to={`/content/${QUIZ_ENTITY}`}>{entityName(QUIZ_ENTITY)}</Link> }, { title: '新建题目' }]} />}>
      {create.error && <Alert type="error" showIcon role="alert" message={errorText(create.error)} style={{ marginBottom: 16 }} />}
      <Form<QuizQuestion> form={form} layout="vertical" initialValues={{ options: ['', '', '', ''], category: 'places' }} onFinish={(v) => create.mutate(v)}>
        <QuizQuestionFields form={form} />
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          保存草稿
        </Button>
      </Form>
    </Card>
  );
}
