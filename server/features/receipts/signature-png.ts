import { crc32, deflateSync } from 'node:zlib';
import type { DbOrTx } from '../../db/client';
import type { StoredFile } from '../../db/schema/files';
import type { FileStorage } from '../../platform/storage/storage';

const WIDTH = 600;
const HEIGHT = 180;
const INK = [27, 42, 107] as const; // dark blue, as a pen would leave it

type Point = [number, number];

/** A small deterministic generator so the same name always gives the same signature. */
function seeded(text: string): () => number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/**
 * One stroke per word: every letter is a loop of a prolate cycloid (the shape of joined-up "e"s and
 * "l"s), taller for capitals and ascenders, below the line for descenders, slanted to the right.
 */
function strokes(name: string): Point[][] {
  const rand = seeded(name);
  const out: Point[][] = [];
  let cursor = 0;
  for (const word of name.trim().split(/\s+/).filter(Boolean)) {
    const stroke: Point[] = [];
    [...word].forEach((ch, i) => {
      const capital = i === 0 && ch !== ch.toLowerCase();
      const height = capital ? 90 : /[bdfhklt]/i.test(ch) ? 70 : /[gjpqy]/.test(ch) ? -48 : 34 + rand() * 8;
      const width = capital ? 34 : 22 + rand() * 6;
      const loop = width * (0.28 + rand() * 0.12);
      for (let s = 0; s <= 40; s++) {
        const t = (s / 40) * 2 * Math.PI;
        const lift = ((1 - Math.cos(t)) / 2) * height;
        const px = cursor + (width * t) / (2 * Math.PI) - loop * Math.sin(t);
        stroke.push([px + lift * 0.35, -lift]);
      }
      cursor += width;
    });
    out.push(stroke);
    cursor += 30;
  }
  // The underline flourish, from the end back under the name.
  const flourish: Point[] = [];
  for (let s = 0; s <= 60; s++) {
    const u = s / 60;
    flourish.push([cursor - 20 - u * (cursor - 10), 18 + Math.sin(u * Math.PI) * 10 - u * 6]);
  }
  out.push(flourish);
  return out;
}

function draw(name: string): Float32Array {
  const coverage = new Float32Array(WIDTH * HEIGHT);
  const all = strokes(name);
  const pts = all.flat();
  const minX = Math.min(...pts.map((p) => p[0]));
  const maxX = Math.max(...pts.map((p) => p[0]));
  const minY = Math.min(...pts.map((p) => p[1]));
  const maxY = Math.max(...pts.map((p) => p[1]));
  const scale = Math.min((WIDTH - 24) / (maxX - minX || 1), (HEIGHT - 24) / (maxY - minY || 1));
  const map = ([px, py]: Point): Point => [12 + (px - minX) * scale, 12 + (py - minY) * scale];

  const stamp = (cx: number, cy: number, r: number) => {
    for (let yy = Math.floor(cy - r - 1); yy <= Math.ceil(cy + r + 1); yy++) {
      if (yy < 0 || yy >= HEIGHT) continue;
      for (let xx = Math.floor(cx - r - 1); xx <= Math.ceil(cx + r + 1); xx++) {
        if (xx < 0 || xx >= WIDTH) continue;
        const c = Math.min(1, Math.max(0, r + 0.5 - Math.hypot(xx - cx, yy - cy)));
        const i = yy * WIDTH + xx;
        if (c > coverage[i]!) coverage[i] = c;
      }
    }
  };
  for (const stroke of all) {
    const path = stroke.map(map);
    for (let k = 1; k < path.length; k++) {
      const [ax, ay] = path[k - 1]!;
      const [bx, by] = path[k]!;
      const length = Math.hypot(bx - ax, by - ay);
      const steps = Math.max(1, Math.ceil(length * 2));
      // A faster pen leaves a thinner line.
      const r = Math.max(1.1, 2.6 - length / 12);
      for (let s = 0; s <= steps; s++) stamp(ax + ((bx - ax) * s) / steps, ay + ((by - ay) * s) / steps, r);
    }
  }
  return coverage;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Encodes 8-bit RGBA pixels as a PNG (filter 0 on every row). */
export function encodeRgbaPng(width: number, height: number, rgba: Uint8Array): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0;
    raw.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A handwriting-like signature for a demo charity's signer, as a transparent PNG (600 x 180). For
 * demo data only: a real charity uploads the imaged signature of its authorized person.
 */
export async function createDemoSignaturePng(name: string): Promise<Buffer> {
  const coverage = draw(name);
  const rgba = new Uint8Array(WIDTH * HEIGHT * 4);
  for (let i = 0; i < coverage.length; i++) {
    rgba.set([INK[0], INK[1], INK[2], Math.round(coverage[i]! * 255)], i * 4);
  }
  return encodeRgbaPng(WIDTH, HEIGHT, rgba);
}

/** Draws and stores a demo signature; put the returned id in `charities.signatureFileId`. */
export async function storeDemoSignature(
  db: DbOrTx,
  storage: FileStorage,
  name: string,
): Promise<StoredFile> {
  return storage.put(db, {
    body: await createDemoSignaturePng(name),
    fileName: `signature-${name.replace(/\W+/g, '-').toLowerCase()}.png`,
    mimeType: 'image/png',
    folder: 'signatures',
  });
}
