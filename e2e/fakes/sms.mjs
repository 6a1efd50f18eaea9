// An SMS provider on loopback: the server under test sends phone sign-in codes here
// (YOUZHE_SMS_URL), and journeys read them from `smsInbox` as a visitor reads their phone.
// One module instance per run, so the harness and the journeys share the inbox.
import { createServer } from 'node:http';

/** Every message sent, `{phone, text}`, oldest first. */
export const smsInbox = [];

/** The six digits of the latest message to `phone`, or null. */
export function lastSmsCode(phone) {
  const m = smsInbox.filter((x) => x.phone === phone).at(-1);
  return m?.text.match(/\d{6}/)?.[0] ?? null;
}

export async function startFakeSms() {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      try {
        const { phone, text } = JSON.parse(body);
        smsInbox.push({ phone, text });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      } catch {
        res.writeHead(400);
        res.end();
      }
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/send`;
  return { url, stop: () => new Promise((r) => server.close(r)) };
}
