// Alipay's open platform gateway on loopback, as far as youzhe calls it:
// `alipay.system.oauth.token`. Like the real one it refuses a request whose RSA2 signature
// is not the app's, and signs its answers with its own key, so the server's signing and
// checking run their real code paths offline. Both key pairs are made at start; the harness
// gives the server the app's private key and the gateway's public key.
//
// Codes: `ali-<digits>[-anything]` belongs to the account `2088<digits>` (the bridge double
// hands out a fresh code per sign-in); anything else is refused as an invalid code.
import { createServer } from 'node:http';
import { generateKeyPairSync, sign, verify } from 'node:crypto';

const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (key, type) => key.export({ type, format: 'pem' }).toString();

/** The text Alipay signs: every parameter but `sign`, non-empty, sorted by name, `k=v&…`. */
function signContent(params) {
  return [...params.entries()]
    .filter(([k, v]) => k !== 'sign' && v !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export async function startFakeAlipay() {
  const app = pair();
  const gateway = pair();
  const calls = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      calls.push(Object.fromEntries(params));
      const send = (text) => {
        res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
        res.end(text);
      };
      const refuse = (sub_code, sub_msg) =>
        send(JSON.stringify({ error_response: { code: '40002', msg: 'Invalid Arguments', sub_code, sub_msg } }));
      const signed = verify('sha256', Buffer.from(signContent(params)), app.publicKey, Buffer.from(params.get('sign') ?? '', 'base64'));
      if (!signed || params.get('sign_type') !== 'RSA2' || params.get('method') !== 'alipay.system.oauth.token') {
        return refuse('isv.invalid-signature', '验签出错');
      }
      const m = /^ali-(\d+)(?:-.*)?$/.exec(params.get('code') ?? '');
      if (!m) return refuse('isv.code-invalid', '授权码code无效');
      const node = JSON.stringify({ user_id: `2088${m[1]}`, access_token: 'e2e-alipay-token', expires_in: 1296000 });
      const signature = sign('sha256', Buffer.from(node), gateway.privateKey).toString('base64');
      send(`{"alipay_system_oauth_token_response":${node},"sign":"${signature}"}`);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/gateway.do`;
  return {
    url,
    calls,
    /** What the server is given: our app's key and the gateway's public key. */
    appPrivateKey: pem(app.privateKey, 'pkcs8'),
    gatewayPublicKey: pem(gateway.publicKey, 'spki'),
    stop: () => new Promise((r) => server.close(r)),
  };
}
