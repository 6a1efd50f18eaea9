// The form of one Qixi question (七夕题库): the question, its two to six options (added and
// removed one at a time), the source and, for a stored one, the switch that deletes it; each
// under its Chinese label with a help line. Beside it a preview of the question as the pair
// meets it on the phone. Used by the new-question page and by the editor of a stored one.
import { Button, Col, Form, Input, Row, Switch, type FormInstance } from 'antd';
import { optionsProblem } from './quizQuestion';
import { QIXI_HELP, QIXI_LETTERS, QIXI_MAX_OPTIONS, QIXI_MIN_OPTIONS } from './qixiQuestion';

/** One input per option, held as the record's `options` list. */
function OptionsInput({ value, onChange, readOnly }: { value?: string[]; onChange?: (v: string[]) => void; readOnly?: boolean }) {
  const v = value ?? [];
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {v.map((o, i) => (
        <div key={QIXI_LETTERS[i]} style={{ display: 'flex', gap: 8 }}>
          <Input
            prefix={<span style={{ color: '#5b6b63', marginRight: 4 }}>选项 {QIXI_LETTERS[i]}</span>}
            aria-label={`选项 ${QIXI_LETTERS[i]}`}
            maxLength={30}
            readOnly={readOnly}
            value={o}
            onChange={(e) => onChange?.(v.map((x, k) => (k === i ? e.target.value : x)))}
          />
          {!readOnly && v.length > QIXI_MIN_OPTIONS && (
            <Button aria-label={`删掉选项 ${QIXI_LETTERS[i]}`} onClick={() => onChange?.(v.filter((_, k) => k !== i))}>
              删掉
            </Button>
          )}
        </div>
      ))}
      {!readOnly && v.length < QIXI_MAX_OPTIONS && (
        <Button type="dashed" onClick={() => onChange?.([...v, ''])}>
          加一个选项
        </Button>
      )}
    </div>
  );
}

export function QixiQuestionFields({ form, readOnly = false, showRetired = false }: { form: FormInstance; readOnly?: boolean; showRetired?: boolean }) {
  const options: string[] = Form.useWatch('options', form) ?? [];
  const question: string = Form.useWatch('question', form) ?? '';
  return (
    <Row gutter={24}>
      <Col xs={24} lg={14}>
        <Form.Item name="question" label="题目" extra={QIXI_HELP.question} rules={[{ required: true, whitespace: true, message: '请填写题目' }]}>
          <Input.TextArea aria-label="题目" maxLength={80} showCount autoSize={{ minRows: 2, maxRows: 4 }} readOnly={readOnly} />
        </Form.Item>
        <Form.Item
          name="options"
          label="选项"
          extra={QIXI_HELP.options}
          rules={[
            {
              validator: (_, v: string[] | undefined) => {
                if ((v?.length ?? 0) < QIXI_MIN_OPTIONS) return Promise.reject(new Error(`至少 ${QIXI_MIN_OPTIONS} 个选项`));
                const problem = optionsProblem(v ?? [], QIXI_LETTERS);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <OptionsInput readOnly={readOnly} />
        </Form.Item>
        <Form.Item name="source" label="出处" extra={QIXI_HELP.source} rules={[{ required: true, whitespace: true, message: '请填写出处' }]}>
          <Input.TextArea aria-label="出处" maxLength={300} autoSize={{ minRows: 1, maxRows: 4 }} readOnly={readOnly} />
        </Form.Item>
        {showRetired && (
          <Form.Item name="retired" label="从题库删除" extra={QIXI_HELP.retired} valuePropName="checked">
            <Switch aria-label="从题库删除" disabled={readOnly} />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} lg={10}>
        <QixiPreview question={question} options={options} />
      </Col>
    </Row>
  );
}

/** The question on a phone-sized card, as the Qixi page shows it to both of a pair. */
export function QixiPreview({ question, options }: { question: string; options: string[] }) {
  return (
    <section aria-label="游客看到的样子" style={{ position: 'sticky', top: 16 }}>
      <div style={{ color: '#666', marginBottom: 8 }}>预览：游客看到的样子</div>
      <div data-testid="qixi-preview" style={{ width: 320, maxWidth: '100%', border: '1px solid #eadde3', borderRadius: 16, padding: 16, background: '#fdf6f8', boxShadow: '0 2px 8px rgba(0,0,0,.06)' }}>
        <div style={{ fontSize: 12, color: '#6d2336', marginBottom: 8 }}>第 1 题</div>
        <div style={{ fontSize: 17, fontWeight: 600, lineHeight: 1.5, marginBottom: 12, color: '#222' }}>{question.trim() || '（题目）'}</div>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {options.map((o, i) => (
            <li key={QIXI_LETTERS[i]} style={{ padding: '10px 14px', borderRadius: 10, background: '#fff', border: '1.5px solid #dcd8ea', color: '#222' }}>
              {o.trim() || '（选项）'}
            </li>
          ))}
        </ol>
      </div>
      <div style={{ color: '#767676', fontSize: 12, marginTop: 8 }}>两人分别作答，选得一样的题越多，默契分越高；没有对错。</div>
    </section>
  );
}
