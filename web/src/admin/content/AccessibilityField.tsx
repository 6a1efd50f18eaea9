// The place form's 无障碍信息: one row per fact, a three-way choice and where it was read. A
// fact nobody states stays 未知; the visitor's page shows 未知 as such, never as 没有.
import { Input, Radio, Space, Typography } from 'antd';
import { ACCESS_KEYS, ACCESS_LABELS, tidyFacts, type AccessKey, type AccessValue, type Facts } from './accessibility';

interface Props {
  value?: Facts | null;
  onChange?: (v: Facts | null) => void;
  disabled?: boolean;
}

const CHOICES: { value: AccessValue; label: string }[] = [
  { value: 'yes', label: '有' },
  { value: 'no', label: '没有' },
  { value: 'unknown', label: '未知' },
];

export function AccessibilityField({ value, onChange, disabled }: Props) {
  const set = (key: AccessKey, part: Partial<{ value: AccessValue; source: string; url: string }>) => {
    const now = value?.[key] ?? { value: 'unknown' as AccessValue, source: '' };
    // Kept untidied while typing; tidied (unknown rows without a source dropped) on save.
    onChange?.({ ...(value ?? {}), [key]: { ...now, ...part } });
  };
  return (
    <div className="console-access" role="group" aria-label="无障碍信息">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        只填官方来源明确写到的情况；来源没说的保持“未知”，游客会看到“未知”，不会当成“没有”。
      </Typography.Paragraph>
      {ACCESS_KEYS.map((key) => {
        const f = value?.[key];
        const label = ACCESS_LABELS[key];
        const known = f?.value === 'yes' || f?.value === 'no';
        return (
          <div key={key} className="console-access__row" data-fact={key} style={{ padding: '6px 0', borderBottom: '1px solid #f0f0f0' }}>
            <Space wrap align="center" size={[12, 6]}>
              <strong style={{ display: 'inline-block', minWidth: 96 }}>{label}</strong>
              <Radio.Group
                aria-label={label}
                name={`accessibility-${key}`}
                optionType="button"
                disabled={disabled}
                value={f?.value ?? 'unknown'}
                options={CHOICES}
                onChange={(e) => set(key, { value: e.target.value as AccessValue })}
              />
            </Space>
            {(known || f?.source || f?.url) && (
              <Space wrap size={[8, 6]} style={{ marginTop: 6, width: '100%' }}>
                <Input
                  aria-label={`${label}的来源名称`}
                  placeholder="来源名称，如 某某景区管委会官网"
                  disabled={disabled}
                  value={f?.source ?? ''}
                  maxLength={60}
                  style={{ width: 260 }}
                  onChange={(e) => set(key, { source: e.target.value })}
                />
                <Input
                  aria-label={`${label}的来源网页`}
                  placeholder="https:// 来源网页地址"
                  disabled={disabled}
                  value={f?.url ?? ''}
                  style={{ width: 320 }}
                  onChange={(e) => set(key, { url: e.target.value })}
                />
              </Space>
            )}
          </div>
        );
      })}
    </div>
  );
}

export { tidyFacts };
