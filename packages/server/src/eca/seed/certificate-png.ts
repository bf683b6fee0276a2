import { crc32, deflateSync } from "node:zlib";

/*
 * A certificate-like picture for the demo's outside awards: cream paper, a gold double border,
 * a title band, lines of "text" and a red seal. Drawn here (no image files in the repository):
 * a real PNG the upload checks and every browser shows.
 */

const WIDTH = 480;
const HEIGHT = 340;
type Rgb = readonly [number, number, number];
const PAPER: Rgb = [253, 248, 236];
const GOLD: Rgb = [184, 134, 11];
const INK: Rgb = [70, 64, 58];
const SEAL: Rgb = [196, 40, 40];

/** The colour at (x, y); `variant` moves the lines so the demo's pictures differ. */
function colourAt(x: number, y: number, variant: number): Rgb {
  const edge = Math.min(x, y, WIDTH - 1 - x, HEIGHT - 1 - y);
  if ((edge >= 8 && edge < 12) || (edge >= 16 && edge < 18)) return GOLD;
  // Title band, then lines of text of varying length, centred.
  if (y >= 48 && y < 66 && Math.abs(x - WIDTH / 2) < 110) return INK;
  for (let line = 0; line < 5; line++) {
    const top = 100 + line * 30;
    const half = 150 - ((line * 37 + variant * 23) % 90);
    if (y >= top && y < top + 8 && Math.abs(x - WIDTH / 2) < half) return INK;
  }
  const dx = x - (WIDTH - 92);
  const dy = y - (HEIGHT - 78);
  const r = Math.hypot(dx, dy);
  if (r < 34 && (r > 28 || (Math.abs(dx) < 14 && Math.abs(dy) < 14))) return SEAL;
  return PAPER;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function certificatePng(variant = 0): Uint8Array<ArrayBuffer> {
  const rows = Buffer.alloc(HEIGHT * (1 + WIDTH * 3));
  for (let y = 0; y < HEIGHT; y++) {
    const start = y * (1 + WIDTH * 3);
    rows[start] = 0; // no filter
    for (let x = 0; x < WIDTH; x++) rows.set(colourAt(x, y, variant), start + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  return new Uint8Array(
    png.buffer.slice(png.byteOffset, png.byteOffset + png.length),
  ) as Uint8Array<ArrayBuffer>;
}
