import { describe, expect, it } from 'vitest';
import { factsProblem, tidyFacts } from './accessibility';
import { fromFormValues, jsonKeys, toFormValues } from './RecordForm';
import { withAccessibility } from './forms';

const SOURCE = { source: '某景区管委会官网', url: 'https://www.example.gov.cn/fw' };

describe('accessibility facts in the place form', () => {
  it('keeps only facts something is said of, and nothing at all as no field', () => {
    expect(tidyFacts({ lift: { value: 'unknown', source: ' ' }, step_free_entrance: { value: 'yes', ...SOURCE } })).toEqual({
      step_free_entrance: { value: 'yes', ...SOURCE },
    });
    expect(tidyFacts({ lift: { value: 'unknown', source: '', url: '' } })).toBeNull();
    expect(tidyFacts(null)).toBeNull();
  });

  it('names the fact and what is missing, in Chinese', () => {
    expect(factsProblem({ lift: { value: 'yes', source: '', url: SOURCE.url } })).toBe('无障碍电梯：选了“有”或“没有”，请填写来源名称');
    expect(factsProblem({ guide_dogs: { value: 'no', source: SOURCE.source } })).toBe('导盲犬可入内：选了“有”或“没有”，请填写来源网页地址');
    expect(factsProblem({ audio_guide: { value: 'yes', source: 'x', url: 'www.example.cn' } })).toMatch(/^语音导览：.*http/);
    expect(factsProblem({ lift: { value: 'unknown', source: '' } })).toBeNull();
    expect(factsProblem({ lift: { value: 'yes', ...SOURCE } })).toBeNull();
  });

  it('edits a place without facts and saves it unchanged when none is set', () => {
    const place = { id: 'scenic-hz-xihu', name: { zh: '西湖', en: 'West Lake' }, source: 's' };
    const shown = withAccessibility('places', place);
    expect(shown.accessibility).toBeNull();
    expect(withAccessibility('dishes', place)).toBe(place);
    expect(jsonKeys({ ...shown, accessibility: { lift: { value: 'yes', ...SOURCE } } }).has('accessibility')).toBe(false);
    const values = toFormValues(shown);
    expect(fromFormValues(values, shown)).toEqual({ body: place });
    const set = fromFormValues({ ...values, accessibility: { lift: { value: 'yes', ...SOURCE }, pram_friendly: { value: 'unknown', source: '' } } }, shown);
    expect(set).toEqual({ body: { ...place, accessibility: { lift: { value: 'yes', ...SOURCE } } } });
  });
});
