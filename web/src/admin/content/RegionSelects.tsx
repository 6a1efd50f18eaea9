// A city and a county picked by name from the region list (values stay the ids and codes the
// records hold); the county list follows the chosen city. An operator scoped to a city or a
// county finds theirs chosen and fixed.
import { Select } from 'antd';
import type { OperatorView } from '../api/client';
import { useRegions } from '../api/regions';

interface CityProps {
  value?: number | null;
  onChange?: (v: number | null) => void;
  op?: OperatorView | null;
  disabled?: boolean;
  /** The field's name, read by screen readers and tests. */
  label: string;
  /** Whether the record may be province-wide (no city). */
  allowProvince?: boolean;
}

export function CitySelect({ value, onChange, op, disabled, label, allowProvince }: CityProps) {
  const { data: cities } = useRegions();
  return (
    <Select
      aria-label={label}
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      allowClear={allowProvince && !op?.cityId}
      placeholder={allowProvince ? '全省（不限城市）' : '选择城市'}
      disabled={disabled || !!op?.cityId}
      showSearch
      optionFilterProp="label"
      options={cities?.map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}

interface CountyProps {
  value?: string | null;
  onChange?: (v: string | null) => void;
  cityId?: number | null;
  op?: OperatorView | null;
  disabled?: boolean;
  label: string;
  allowEmpty?: boolean;
}

export function CountySelect({ value, onChange, cityId, op, disabled, label, allowEmpty }: CountyProps) {
  const { data: cities } = useRegions();
  const counties = cities?.find((c) => c.id === cityId)?.counties ?? [];
  return (
    <Select
      aria-label={label}
      value={value ?? undefined}
      onChange={(v?: string) => onChange?.(v ?? null)}
      allowClear={allowEmpty && !op?.countyCode}
      placeholder={cityId ? '选择区县' : '请先选城市'}
      disabled={disabled || !cityId || !!op?.countyCode}
      showSearch
      optionFilterProp="label"
      options={counties.map((k) => ({ value: k.code, label: k.name }))}
    />
  );
}
