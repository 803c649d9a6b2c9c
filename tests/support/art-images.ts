/** Images for the card art tests, made with sharp; plus hand-made bad files (an SVG, a lying PNG header). */
import { deflateSync } from "node:zlib";
import sharp from "sharp";

export async function png(width: number, height: number, options: { alpha?: boolean; exif?: boolean } = {}): Promise<Uint8Array> {
  let image = sharp({ create: { width, height, channels: options.alpha ? 4 : 3, background: { r: 200, g: 40, b: 40, alpha: options.alpha ? 0.5 : 1 } } }).png();
  if (options.exif) image = image.withExif({ IFD0: { Copyright: "secret-owner-name", Artist: "secret-artist" } });
  return new Uint8Array(await image.toBuffer());
}

export async function jpeg(width: number, height: number, options: { exif?: boolean } = {}): Promise<Uint8Array> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } }).jpeg();
  if (options.exif) image = image.withExif({ IFD0: { Copyright: "secret-owner-name", Artist: "secret-artist" } });
  return new Uint8Array(await image.toBuffer());
}

export async function webp(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 30 } } })
      .webp()
      .toBuffer(),
  );
}

export async function gif(width: number, height: number): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .gif()
      .toBuffer(),
  );
}

export const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "latin1"), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A decompression bomb: a valid PNG of `side` × `side` grey pixels, all zero, whose rows
 * deflate to almost nothing (an 8000 × 8000 image is about 64 KB, 64 MB once decoded).
 */
export function pngBomb(side: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  const raw = Buffer.alloc((side + 1) * side); // filter byte 0 and zero pixels on every row
  const idat = deflateSync(raw, { level: 9 });
  return new Uint8Array(
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", new Uint8Array())]),
  );
}
