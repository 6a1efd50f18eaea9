// The form of one quiz question (答题题库): the question, its four options as four fields,
// the right answer picked from them (never typed), the explanation, the category and the
// source, each under its Chinese label with a help line; beside it a preview of the question
// as a visitor meets it on the phone, then the answer and explanation as the result shows.
// Used by the new-question page and by the editor of a stored one.
import { Col, Form, Input, Radio, Row, Select, Switch, type FormInstance } from 'antd';
import { LETTERS, optionsProblem, QUIZ_CATEGORIES, QUIZ_HELP } from './quizQuestion';

/** Four inputs, one per option, held as the record's `options` list. */
function OptionsInput({ value, onChange, readOnly }: { value?: string[]; onChange?: (v: string[]) => void; readOnly?: boolean }) {
  const v = [0, 1, 2, 3].map((i) => value?.[i] ?? '');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {LETTERS.map((l, i) => (
        <Input
          key={l}
          prefix={<span style={{ color: '#5b6b63', marginRight: 4 }}>选项 {l}</span>}
          aria-label={`选项 ${l}`}
          maxLength={30}
          readOnly={readOnly}
          value={v[i]}
          onChange={(e) => onChange?.(v.map((x, k) => (k === i ? e.target.value : x)))}
        />
      ))}
    </div>
  );
}

export function QuizQuestionFields({ form, readOnly = false, showRetired = false }: { form: FormInstance; readOnly?: boolean; showRetired?: boolean }) {
  const options: string[] = Form.useWatch('options', form) ?? [];
  const question: string = Form.useWatch('question', form) ?? '';
  const answer: number | undefined = Form.useWatch('answer', form);
  const explanation: string = Form.useWatch('explanation', form) ?? '';
  const category: string | undefined = Form.useWatch('category', form);
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Form.Item name="question" label="题目" extra={QUIZ_HELP.question} rules={[{ required: true, whitespace: true, message: '请填写题目' }]}>
          <Input.TextArea aria-label="题目" maxLength={80} showCount autoSize={{ minRows: 2, maxRows: 4 }} readOnly={readOnly} />
        </Form.Item>
        <Form.Item
          name="options"
          label="四个选项"
          extra={QUIZ_HELP.options}
          rules={[
            {
              validator: (_, v: string[] | undefined) => {
                const problem = optionsProblem([0, 1, 2, 3].map((i) => v?.[i] ?? ''));
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <OptionsInput readOnly={readOnly} />
        </Form.Item>
        <Form.Item name="answer" label="正确答案" extra={QUIZ_HELP.answer} rules={[{ required: true, message: '请选择正确答案' }]}>
          <Radio.Group aria-label="正确答案" disabled={readOnly}>
            {LETTERS.map((l, i) => (
              <Radio key={l} value={i}>
                {l}
                {options[i]?.trim() ? `. ${options[i]!.trim()}` : ''}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="explanation" label="答案解析" extra={QUIZ_HELP.explanation} rules={[{ required: true, whitespace: true, message: '请填写答案解析' }]}>
          <Input.TextArea aria-label="答案解析" maxLength={300} autoSize={{ minRows: 2, maxRows: 6 }} readOnly={readOnly} />
        </Form.Item>
        <Form.Item name="category" label="题目类别" extra={QUIZ_HELP.category} rules={[{ required: true, message: '请选择题目类别' }]}>
          <Select aria-label="题目类别" disabled={readOnly} options={Object.entries(QUIZ_CATEGORIES).map(([value, label]) => ({ value, label }))} style={{ maxWidth: 240 }} />
        </Form.Item>
        <Form.Item name="source" label="出题依据" extra={QUIZ_HELP.source} rules={[{ required: true, whitespace: true, message: '请填写出题依据' }]}>
          <Input.TextArea aria-label="出题依据" maxLength={300} autoSize={{ minRows: 1, maxRows: 4 }} readOnly={readOnly} />
        </Form.Item>
        {showRetired && (
          <Form.Item name="retired" label="从题库删除" extra={QUIZ_HELP.retired} valuePropName="checked">
            <Switch aria-label="从题库删除" disabled={readOnly} />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} lg={10}>
        <QuizPreview question={question} options={options} answer={answer} explanation={explanation} category={category} />
      </Col>
    </Row>
  );
}

/** The question on a phone-sized card, as the quiz page shows it, then its answer as the result shows it. */
export function QuizPreview({ question, options, answer, explanation, category }: { question: string; options: string[]; answer?: number; explanation: string; category?: string }) {
  return (
    <section aria-label="游客看到的样子" style={{ position: 'sticky', top: 16 }}>
      <div style={{ color: '#666', marginBottom: 8 }}>预览：游客看到的样子</div>
      <div data-testid="quiz-preview" style={{ width: 320, maxWidth: '100%', border: '1px solid #e5e5e5', borderRadius: 16, padding: 16, background: '#f7faf8', boxShadow: '0 2px 8px rgba(0,0,0,.06)' }}>
        <div style={{ fontSize: 12, color: '#5b6b63', marginBottom: 8 }}>第 1 题{category && QUIZ_CATEGORIES[category] ? ` · ${QUIZ_CATEGORIES[category]}` : ''}</div>
        <div style={{ fontSize: 17, fontWeight: 600, lineHeight: 1.5, marginBottom: 12, color: '#1f2d27' }}>{question.trim() || '（题目）'}</div>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {LETTERS.map((l, i) => (
            <li
              key={l}
              style={{
                padding: '10px 12px',
                borderRadius: 10,
                background: '#fff',
                border: `1px solid ${answer === i ? '#2f8f5b' : '#dde3df'}`,
                color: '#1f2d27',
              }}
            >
              {l}. {options[i]?.trim() || '（选项）'}
              {answer === i && <span style={{ float: 'right', color: '#23734a', fontSize: 12 }}>正确答案</span>}
            </li>
          ))}
        </ol>
        <div style={{ marginTop: 12, fontSize: 13, color: '#444', lineHeight: 1.6 }}>
          <strong>解析：</strong>
          {explanation.trim() || '（答案解析）'}
        </div>
      </div>
      <div style={{ color: '#666', fontSize: 12, marginTop: 8 }}>游客答题时选项顺序随机，正确答案和解析在交卷后才显示。</div>
    </section>
  );
}
