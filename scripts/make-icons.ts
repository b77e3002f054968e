import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

/**
 * The site's icons from client/public/favicon.svg (run again after changing it): touch and manifest
 * icons, the PNG logo e-mails show (mail clients refuse SVG), and favicon.ico (PNG images in an ICO
 * container, which every current browser reads).
 */
const svg = readFileSync('client/public/favicon.svg');
const png = (size: number) =>
  sharp(svg, { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

for (const [name, size] of [
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
] as const)
  writeFileSync(`client/public/${name}`, await png(size));

const images = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })));
const header = Buffer.alloc(6 + 16 * images.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // icon
header.writeUInt16LE(images.length, 4);
let offset = header.length;
images.forEach(({ size, data }, i) => {
  const at = 6 + 16 * i;
  header.writeUInt8(size, at);
  header.writeUInt8(size, at + 1);
  header.writeUInt16LE(1, at + 4); // colour planes
  header.writeUInt16LE(32, at + 6); // bits per pixel
  header.writeUInt32LE(data.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += data.length;
});
writeFileSync('client/public/favicon.ico', Buffer.concat([header, ...images.map((i) => i.data)]));
console.log('icons written to client/public');
