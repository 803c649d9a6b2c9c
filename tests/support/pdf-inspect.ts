/**
 * Reads a rendered PDF back, independently of the generator's layout code: page sizes from
 * the MediaBox, rectangles (`re`) and line segments (`m` … `l` … `S`) from the decoded page
 * content streams with the current transformation matrix applied, and words with their
 * boxes from pdf.js's text content (in-process: no system tool).
 */
import { PDFArray, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFObject } from "pdf-lib";

export const PT_PER_MM = 72 / 25.4;
export const TOL_PT = 0.1 * PT_PER_MM; // 0.1 mm

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
export interface Seg {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface PageShapes {
  width: number;
  height: number;
  rects: Box[];
  segments: Seg[];
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m: Matrix, n: Matrix): Matrix {
  // m then n (PDF: cm pre-multiplies the CTM: CTM' = m × CTM)
  return [
    m[0] * n[0] + m[1] * n[2],
    m[0] * n[1] + m[1] * n[3],
    m[2] * n[0] + m[3] * n[2],
    m[2] * n[1] + m[3] * n[3],
    m[4] * n[0] + m[5] * n[2] + n[4],
    m[4] * n[1] + m[5] * n[3] + n[5],
  ];
}

function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Tokens of a content stream: numbers, and operators; strings, names and arrays are skipped as operands. */
function* tokens(src: string): Generator<{ op?: string; num?: number; other?: true }> {
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (/\s/.test(c)) {
      i++;
    } else if (c === "%") {
      while (i < src.length && src[i] !== "\n" && src[i] !== "\r") i++;
    } else if (c === "(") {
      let depth = 0;
      for (; i < src.length; i++) {
        if (src[i] === "\\") i++;
        else if (src[i] === "(") depth++;
        else if (src[i] === ")" && --depth === 0) break;
      }
      i++;
      yield { other: true };
    } else if (c === "<" && src[i + 1] === "<") {
      i += 2;
      yield { other: true };
    } else if (c === ">" && src[i + 1] === ">") {
      i += 2;
    } else if (c === "<") {
      i = src.indexOf(">", i) + 1;
      yield { other: true };
    } else if (c === "[" || c === "]") {
      i++;
      yield { other: true };
    } else if (c === "/") {
      i++;
      while (i < src.length && !/[\s/[\]()<>{}%]/.test(src[i])) i++;
      yield { other: true };
    } else {
      let j = i;
      while (j < src.length && !/[\s/[\]()<>{}%]/.test(src[j])) j++;
      const word = src.slice(i, j);
      i = j;
      const n = Number(word);
      if (word !== "" && Number.isFinite(n) && /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) yield { num: n };
      else yield { op: word };
    }
  }
}

function streamsOf(doc: PDFDocument, contents: PDFObject | undefined): Uint8Array[] {
  if (!contents) return [];
  const resolved = doc.context.lookup(contents);
  if (resolved instanceof PDFArray) return resolved.asArray().flatMap((item) => streamsOf(doc, item));
  if (resolved instanceof PDFRawStream) return [decodePDFRawStream(resolved).decode()];
  throw new Error(`unexpected content object ${resolved?.constructor.name}`);
}

/** Every page's size and its stroked or filled rectangles and stroked line segments, in page space. */
export async function readShapes(bytes: Uint8Array): Promise<PageShapes[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    const src = streamsOf(doc, page.node.get(PDFName.of("Contents")))
      .map((b) => Buffer.from(b).toString("latin1"))
      .join("\n");
    const rects: Box[] = [];
    const segments: Seg[] = [];
    let ctm: Matrix = IDENTITY;
    const stack: Matrix[] = [];
    let operands: number[] = [];
    let path: { rects: Box[]; segs: Seg[]; cur?: [number, number] } = { rects: [], segs: [] };
    let inText = false;
    for (const t of tokens(src)) {
      if (t.num !== undefined) {
        operands.push(t.num);
        continue;
      }
      if (t.other) continue;
      const op = t.op!;
      const o = operands;
      operands = [];
      if (op === "BT") inText = true;
      else if (op === "ET") inText = false;
      if (inText) continue;
      switch (op) {
        case "q":
          stack.push(ctm);
          break;
        case "Q":
          ctm = stack.pop() ?? IDENTITY;
          break;
        case "cm":
          ctm = multiply(o.slice(-6) as Matrix, ctm);
          break;
        case "re": {
          const [x, y, w, h] = o.slice(-4);
          const [x1, y1] = apply(ctm, x, y);
          const [x2, y2] = apply(ctm, x + w, y + h);
          path.rects.push({ x: Math.min(x1, x2), y: Math.min(y1, y2), w: Math.abs(x2 - x1), h: Math.abs(y2 - y1) });
          break;
        }
        case "m":
          path.cur = apply(ctm, o[o.length - 2], o[o.length - 1]);
          break;
        case "l": {
          const next = apply(ctm, o[o.length - 2], o[o.length - 1]);
          if (path.cur) path.segs.push({ x1: path.cur[0], y1: path.cur[1], x2: next[0], y2: next[1] });
          path.cur = next;
          break;
        }
        case "S":
        case "s":
        case "f":
        case "F":
        case "f*":
        case "B":
        case "B*":
        case "b":
        case "b*":
          rects.push(...path.rects);
          if (op !== "f" && op !== "F" && op !== "f*") segments.push(...path.segs);
          path = { rects: [], segs: [] };
          break;
        case "n":
          path = { rects: [], segs: [] };
          break;
      }
    }
    return { width, height, rects, segments };
  });
}

export interface Word {
  text: string;
  /** PDF space: y up from the bottom of the page. */
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

let pdfjs: Promise<typeof import("unpdf")> | undefined;

/** The PDF's text runs per page, read in-process by pdf.js (through `unpdf`). */
export async function textRuns(bytes: Uint8Array): Promise<{ str: string; x: number; y: number; w: number; h: number }[][]> {
  pdfjs ??= import("unpdf");
  const { getDocumentProxy } = await pdfjs;
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const pages = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const runs = [];
    for (const item of content.items) {
      if (!("str" in item) || item.str.trim() === "") continue;
      const [, , , , x, y] = item.transform as number[];
      runs.push({ str: item.str, x, y, w: item.width, h: item.height });
    }
    pages.push(runs);
  }
  await doc.cleanup();
  return pages;
}

/** The document's text, whitespace collapsed. */
export async function extractText(bytes: Uint8Array): Promise<string> {
  const pages = await textRuns(bytes);
  return pages
    .map((runs) => runs.map((r) => r.str).join(" "))
    .join(" ")
    .replace(/\s+/g, " ");
}

/**
 * Words with their boxes, per page. A run of text is split at spaces; each word's left edge
 * is placed by its share of the run's characters (exact for a run's first word, close enough
 * for the rest to tell which card box a word sits in). y1 is the baseline.
 */
export async function extractWords(bytes: Uint8Array): Promise<Word[][]> {
  const pages = await textRuns(bytes);
  return pages.map((runs) =>
    runs.flatMap((run) => {
      const perChar = run.str.length > 0 ? run.w / run.str.length : 0;
      const words: Word[] = [];
      for (const m of run.str.matchAll(/\S+/g)) {
        const x1 = run.x + (m.index ?? 0) * perChar;
        words.push({ text: m[0], x1, y1: run.y, x2: x1 + m[0].length * perChar, y2: run.y + run.h * 0.75 });
      }
      return words;
    }),
  );
}

/** Does segment `s` pass through the open interior of `b`? (Liang–Barsky clipping.) */
export function crossesInterior(s: Seg, b: Box, eps = 1e-6): boolean {
  const x0 = b.x + eps;
  const x1 = b.x + b.w - eps;
  const y0 = b.y + eps;
  const y1 = b.y + b.h - eps;
  const dx = s.x2 - s.x1;
  const dy = s.y2 - s.y1;
  let t0 = 0;
  let t1 = 1;
  const clip = (p: number, q: number) => {
    if (p === 0) return q > 0;
    const r = q / p;
    if (p < 0) {
      if (r > t1) return false;
      if (r > t0) t0 = r;
    } else {
      if (r < t0) return false;
      if (r < t1) t1 = r;
    }
    return true;
  };
  return clip(-dx, s.x1 - x0) && clip(dx, x1 - s.x1) && clip(-dy, s.y1 - y0) && clip(dy, y1 - s.y1) && t1 - t0 > 1e-9;
}

export function insideBox(s: Seg, b: Box, eps = 0.01): boolean {
  const inside = (x: number, y: number) => x >= b.x - eps && x <= b.x + b.w + eps && y >= b.y - eps && y <= b.y + b.h + eps;
  return inside(s.x1, s.y1) && inside(s.x2, s.y2);
}

/** Rectangles big enough to be nothing but card outlines (both sides ≥ 40 mm). */
export function cardBoxes(page: PageShapes): Box[] {
  const min = 40 * PT_PER_MM;
  const boxes = page.rects.filter((r) => r.w >= min && r.h >= min);
  // Reading order: top to bottom, then left to right.
  return boxes.sort((a, b) => b.y + b.h - (a.y + a.h) || a.x - b.x);
}

/** The words printed inside `box`, as lines (grouped by baseline, left to right), top to bottom. */
export function linesIn(words: Word[], box: Box): string[] {
  const inside = words.filter((w) => w.x1 >= box.x && w.x2 <= box.x + box.w && w.y1 >= box.y && w.y2 <= box.y + box.h);
  const lines: { y: number; words: Word[] }[] = [];
  for (const w of [...inside].sort((a, b) => b.y1 - a.y1)) {
    const line = lines.find((l) => Math.abs(l.y - w.y1) < 1.5);
    if (line) line.words.push(w);
    else lines.push({ y: w.y1, words: [w] });
  }
  return lines
    .sort((a, b) => b.y - a.y)
    .map((l) =>
      l.words
        .sort((a, b) => a.x1 - b.x1)
        .map((w) => w.text)
        .join(" "),
    );
}

/** The text printed inside `box`: its lines joined with spaces. */
export function textIn(words: Word[], box: Box): string {
  return linesIn(words, box).join(" ");
}
