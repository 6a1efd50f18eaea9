// WeChat's server API on loopback, as far as youzhe calls it: access token, JS-SDK ticket,
// OAuth code exchange and user info. The server under test is pointed here with
// WECHAT_API_BASE, so signing and code login run their real code paths offline.
import { createServer } from 'node:http';

export async function startFakeWechat() {
  const calls = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://fake');
    calls.push(url.pathname);
    const send = (body) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    switch (url.pathname) {
      case '/cgi-bin/token':
        return send({ access_token: 'e2e-access-token', expires_in: 7200 });
      case '/cgi-bin/ticket/getticket':
        return send({ errcode: 0, errmsg: 'ok', ticket: 'e2e-jsapi-ticket', expires_in: 7200 });
      case '/sns/oauth2/access_token': {
        const code = url.searchParams.get('code') ?? '';
        return send({
          access_token: 'e2e-oauth-token',
          expires_in: 7200,
          refresh_token: 'e2e-oauth-refresh',
          openid: `e2e-wx-${code}`,
          scope: 'snsapi_userinfo',
        });
      }
      case '/sns/userinfo': {
        const openid = url.searchParams.get('openid') ?? '';
        // A code `nick.<base64url>` names its visitor: journeys that need a given nickname
        // (the XSS corpus) sign in with one; `nick.<base64url>.<suffix>` is another visitor of
        // the same nickname (a journey's second try, its first codes spent).
        const named = /^e2e-wx-nick\.([A-Za-z0-9_-]+)(?:\.[a-z0-9]+)?$/.exec(openid);
        const nickname = named ? Buffer.from(named[1], 'base64url').toString('utf8') : '浙里游客';
        return send({ openid, nickname, headimgurl: '', sex: 0 });
      }
      default:
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ errcode: 40001, errmsg: `no ${url.pathname} in the fake` }));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return { base, calls, stop: () => new Promise((r) => server.close(r)) };
}
