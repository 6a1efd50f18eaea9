// A refusal's field errors onto an antd form: 40000 names the field (or lists problems);
// anything else is the form's own message.
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { ApiError } from '../api/client';

/** Marks the fields the server named; answers the message for what no field shows. */
export function showFieldErrors(form: FormInstance, err: unknown, known: (field: string) => boolean = () => true): string | null {
  if (!(err instanceof ApiError) || err.problems.length === 0) return err instanceof Error ? err.message : '保存失败';
  const rest: string[] = [];
  const fields: { name: NamePath; errors: string[] }[] = [];
  for (const p of err.problems) {
    if (known(p.field)) fields.push({ name: p.field.split('.'), errors: [p.message] });
    else rest.push(`${p.field}：${p.message}`);
  }
  form.setFields(fields);
  return rest.length ? rest.join('；') : null;
}
