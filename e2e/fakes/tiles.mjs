// A map tile provider on loopback (YOUZHE_TILES_URL): every tile is a real 256 px PNG, a
// pale land colour with a darker grid line at its edges, so the map shows that tiles came
// through the server's tile proxy. It keeps the tiles asked for (`tilesAsked`) and the keys
// sent with them. One module instance per run, shared by the harness and the journeys.
import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';

/** `{z, x, y, key}` of every tile asked for, oldest first. */
export const tilesAsked = [];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** One 256×256 RGB tile, drawn once: land with a grid line on its top and left edges. */
function tilePng() {
  const size = 256;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const edge = x < 2 || y < 2;
      row.set(edge ? [0xb8, 0xc4, 0xb0] : [0xee, 0xf0, 0xe6], 1 + x * 3);
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function startFakeTiles() {
  const png = tilePng();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://tiles.e2e');
    const m = url.pathname.match(/^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/);
    if (!m) {
      res.writeHead(404);
      res.end();
      return;
    }
    tilesAsked.push({ z: Number(m[1]), x: Number(m[2]), y: Number(m[3]), key: url.searchParams.get('key') });
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length });
    res.end(png);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/tiles/{z}/{x}/{y}.png?key={key}`;
  return { url, stop: () => new Promise((r) => server.close(r)) };
}
