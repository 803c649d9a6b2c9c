import { fontFile } from "@/lib/proxies/fonts";

/**
 * The three DejaVu Sans faces the proxy PDFs embed, served from the installed npm package
 * for the designers' live preview (@font-face in components/designer/card-preview.tsx), so
 * the preview's text is drawn with the PDF's own font. The files change only with the package.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const bytes = fontFile((await params).file);
  if (!bytes) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(new Uint8Array(bytes), {
    headers: { "Content-Type": "font/ttf", "Cache-Control": "public, max-age=31536000, immutable", "Content-Length": String(bytes.length) },
  });
}
