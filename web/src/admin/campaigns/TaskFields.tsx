// The tasks of a new campaign (the form's `tasks`): each picked by its Chinese name, with the
// chances one completion earns and how many completions earn per day; 到点打卡 also takes the
// places that count, chosen by name. The server names a refused one (`tasks[1].perDay`).
import { Button, Card, Form, InputNumber, Select, Space, Typography } from 'antd';
import { PlacePicker } from './PlacePicker';
import { TASKS, type TaskWord } from './labels';

export function TaskFields() {
  const form = Form.useFormInstance();
  const tasks: { task?: TaskWord }[] = Form.useWatch('tasks', form) ?? [];
  const used = new Set(tasks.map((t) => t?.task));
  const options = (Object.keys(TASKS) as TaskWord[]).map((w) => ({ value: w, label: TASKS[w].label, disabled: used.has(w) }));
  return (
    <>
      <Typography.Title level={5}>获得机会的任务</Typography.Title>
      <Typography.Paragraph type="secondary">访客完成这些任务得到抽奖机会。每个任务只能添加一次；答题、配对、游戏和集章的机会由对应玩法自动发放。</Typography.Paragraph>
      <Form.List name="tasks">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f, i) => {
              const word = tasks[i]?.task;
              return (
                <Card
                  key={f.key}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={`任务 ${i + 1}${word ? `：${TASKS[word].label}` : ''}`}
                  extra={
                    <Button size="small" type="link" danger onClick={() => remove(f.name)} aria-label={`删除任务 ${i + 1}`}>
                      删除
                    </Button>
                  }
                >
                  <Space wrap align="start">
                    <Form.Item name={[f.name, 'task']} label="任务" rules={[{ required: true, message: '请选择任务' }]} extra={word ? TASKS[word].help : undefined}>
                      <Select options={options} aria-label={`任务 ${i + 1} 类型`} style={{ width: 180 }} placeholder="选择任务" />
                    </Form.Item>
                    <Form.Item name={[f.name, 'chances']} label="每次得机会" tooltip="完成一次得到几次抽奖机会（1–100）" rules={[{ required: true, message: '请填写' }]}>
                      <InputNumber min={1} max={100} precision={0} aria-label={`任务 ${i + 1} 每次得机会`} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'perDay']} label="每天可完成" tooltip="每天最多有几次完成能得到机会（1–100）" rules={[{ required: true, message: '请填写' }]}>
                      <InputNumber min={1} max={100} precision={0} aria-label={`任务 ${i + 1} 每天可完成`} />
                    </Form.Item>
                  </Space>
                  {word === 'place_checkin' && (
                    <Form.Item name={[f.name, 'places']} label="打卡地点" extra="访客须在地点 500 米内打卡；不选则任何地点都算（最多 50 个）。">
                      <PlacePicker label={`任务 ${i + 1} 打卡地点`} />
                    </Form.Item>
                  )}
                </Card>
              );
            })}
            <Button onClick={() => add({ chances: 1, perDay: 1 })} disabled={fields.length >= 10} block style={{ marginBottom: 16 }}>
              添加任务
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
}
