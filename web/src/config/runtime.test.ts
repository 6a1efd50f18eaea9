import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig, runtimeConfig, setRuntimeConfig } from './runtime';

describe('runtime config', () => {
  beforeEach(() => setRuntimeConfig()); // forget what earlier files read
  afterEach(() => {
    document.head.innerHTML = '';
    setRuntimeConfig();
  });

  it('uses the defaults when the server wrote nothing (vite dev)', () => {
    expect(runtimeConfig()).toEqual(DEFAULT_CONFIG);
    expect(parseConfig('not json')).toEqual(DEFAULT_CONFIG);
    expect(parseConfig('[1]').apiBase).toBe('');
  });

  it('reads the config the server put in the page, ignoring wrong types', () => {
    document.head.innerHTML =
      '<script id="youzhe-config" type="application/json">{"apiBase":"https://api.example.cn","partnerDomains":["a.cn",3],"brandBase":7}</script>';
    const c = runtimeConfig();
    expect(c.apiBase).toBe('https://api.example.cn');
    expect(c.partnerDomains).toEqual(['a.cn']);
    expect(c.brandBase).toBe('/brand-api');
  });
});
