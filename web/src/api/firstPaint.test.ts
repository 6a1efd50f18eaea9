import { afterEach, describe, expect, it } from 'vitest';
import { releaseFirstPaint, takeInlined } from './firstPaint';

describe('the inlined first answer', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('answers a GET of the same URL once, then the server is asked again', () => {
    document.body.innerHTML =
      '<script type="application/json" id="youzhe-inline">{"url":"/ver3/api/poi/v1/details?id=scenic-hz-xihu","body":{"code":0,"data":{"name":"西湖\\u003c/script>"}}}</script>' +
      '<div id="yz-first"><h1>西湖</h1></div><div id="root"></div>';
    expect(takeInlined('/ver3/api/poi/v1/details?id=other')).toEqual({ found: false });
    expect(takeInlined('/ver3/api/poi/v1/details?id=scenic-hz-xihu')).toEqual({
      found: true,
      body: { code: 0, data: { name: '西湖</script>' } },
    });
    expect(takeInlined('/ver3/api/poi/v1/details?id=scenic-hz-xihu')).toEqual({ found: false });
    releaseFirstPaint();
    expect(document.getElementById('yz-first')).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });
});
