// Places chosen by name from the content (GET content/places?q=, the places list every role
// that reads content reads): a searchable multiple select whose value is the places' ids.
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { admin } from '../api/typed';

interface Props {
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** Read by screen readers and by tests. */
  label: string;
  max?: number;
}

export function PlacePicker({ value = [], onChange, label, max = 50 }: Props) {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // The names of places seen in answers, so a chosen place keeps its name after the search moves on.
  const names = useRef(new Map<string, string>());
  useEffect(() => {
    const t = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(t);
  }, [typed]);
  const found = useQuery({
    queryKey: ['campaign-places', q],
    queryFn: () => admin.get('/ver3/api/admin/v1/content/{entity}', { path: { entity: 'places' }, query: { q: q || undefined, size: 20 } }),
    staleTime: 60_000,
  });
  for (const p of found.data?.list ?? []) names.current.set(p.id, p.title);
  const options = [
    ...value.filter((id) => !found.data?.list.some((p) => p.id === id)).map((id) => ({ value: id, label: names.current.get(id) ?? id })),
    ...(found.data?.list ?? []).map((p) => ({ value: p.id, label: p.title })),
  ];
  return (
    <Select
      mode="multiple"
      aria-label={label}
      showSearch
      filterOption={false}
      onSearch={setTyped}
      searchValue={typed}
      onBlur={() => setTyped('')}
      value={value}
      onChange={(ids: string[]) => onChange?.(ids)}
      options={options}
      maxCount={max}
      loading={found.isFetching}
      notFoundContent={found.isFetching ? '正在查找…' : '没有找到地点'}
      placeholder="输入地点名称查找"
      style={{ width: '100%' }}
    />
  );
}
