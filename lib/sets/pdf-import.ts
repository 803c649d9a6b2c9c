/**
 * Importing a set back from its print-and-play PDF (lib/sets/print.ts attaches the
 * set's §1 file as `<set-code>.json`): pdf-lib reads the document's embedded files, the first
 * `.json` one is parsed and imported exactly as a JSON body of POST /sets/import would be.
 */
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString, decodePDFRawStream } from "pdf-lib";
import type { Visibility } from "../decks/input";
import { refusal } from "../errors";
import { type SetView, importSet } from "./service";

/** A set PDF as uploaded (a whole set's faces, fonts and art). */
export const MAX_SET_PDF_BYTES = 32 * 1024 * 1024;
/** The attached set file: the same limit as a JSON body of the import. */
const MAX_ATTACHED_FILE_BYTES = 1_000_000;
/** Levels of the embedded-files name tree read at most. */
const MAX_TREE_DEPTH = 8;

interface Attachment {
  name: string;
  stream: PDFRawStream;
}

function attachments(node: PDFDict, depth: number, out: Attachment[]): void {
  if (depth > MAX_TREE_DEPTH) return;
  const names = node.lookupMaybe(PDFName.of("Names"), PDFArray);
  for (let i = 0; names && i + 1 < names.size(); i += 2) {
    const key = names.lookup(i);
    const spec = names.lookup(i + 1);
    if (!(spec instanceof PDFDict) || !(key instanceof PDFString || key instanceof PDFHexString)) continue;
    const stream = spec.lookupMaybe(PDFName.of("EF"), PDFDict)?.lookup(PDFName.of("F"));
    if (stream instanceof PDFRawStream) out.push({ name: key.decodeText(), stream });
  }
  const kids = node.lookupMaybe(PDFName.of("Kids"), PDFArray);
  for (let i = 0; kids && i < kids.size(); i++) {
    const kid = kids.lookup(i);
    if (kid instanceof PDFDict) attachments(kid, depth + 1, out);
  }
}

/** The set file a print-and-play PDF carries (its name, and its JSON parsed); 400 when the bytes are no PDF or it carries none. */
export async function setFileFromPdf(bytes: Uint8Array): Promise<{ name: string; file: unknown }> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    throw refusal("invalid", "PDF_UNREADABLE");
  }
  const found: Attachment[] = [];
  try {
    const tree = doc.catalog.lookupMaybe(PDFName.of("Names"), PDFDict)?.lookupMaybe(PDFName.of("EmbeddedFiles"), PDFDict);
    if (tree) attachments(tree, 0, found);
  } catch {
    throw refusal("invalid", "PDF_UNREADABLE", undefined, { key: "apiErrors.PDF_CATALOG_DAMAGED" }).saying("apiErrors.PDF_UNREADABLE");
  }
  const file = found.find((a) => a.name.toLowerCase().endsWith(".json"));
  if (!file) {
    throw refusal("invalid", "PDF_NO_SET_FILE", undefined, { key: "apiErrors.PDF_NO_SET_FILE_PRINT" }).saying("apiErrors.PDF_NO_SET_FILE");
  }
  let data: Uint8Array;
  try {
    data = decodePDFRawStream(file.stream).decode();
  } catch {
    throw refusal(
      "invalid",
      "PDF_UNREADABLE",
      {
        name: file.name,
      },
      { key: "apiErrors.PDF_ATTACHMENT_DAMAGED" },
    );
  }
  if (data.byteLength > MAX_ATTACHED_FILE_BYTES) {
    throw refusal("too-large", "PAYLOAD_TOO_LARGE", { name: file.name, bytes: MAX_ATTACHED_FILE_BYTES }, { key: "apiErrors.PDF_ATTACHMENT_TOO_LARGE" });
  }
  try {
    return { name: file.name, file: JSON.parse(new TextDecoder().decode(data)) };
  } catch {
    throw refusal(
      "invalid",
      "MALFORMED_JSON",
      {
        name: file.name,
      },
      { key: "apiErrors.PDF_ATTACHMENT_NOT_JSON" },
    );
  }
}

/** POST /sets/import with a PDF body: the set its attachment holds, imported as a new set. */
export async function importSetFromPdf(actorId: string, bytes: Uint8Array, visibility: Visibility): Promise<SetView> {
  return importSet(actorId, (await setFileFromPdf(bytes)).file, visibility);
}
