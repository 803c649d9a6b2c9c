/**
 * The Content-Security-Policy of a response. Pages: scripts only from this site and
 * carrying this request's nonce (Next adds it to its own inline scripts when it finds the
 * policy on the request, node_modules/next/dist/docs/01-app/02-guides/content-security-policy.md);
 * styles from this site plus inline ones (React and Next write `style` attributes, which
 * nonces cannot cover). API answers are data: nothing in them may run or be framed.
 */
export function contentSecurityPolicy(kind: "page" | "api" | "file" | "image", nonce = ""): string {
  // A card face (SVG) opened on its own: it may show its embedded art and nothing else; no script, no fetch.
  if (kind === "image") return "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  if (kind === "api") return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
  // PDFs and CSVs opened in a tab: the browser's viewer must run, only framing is refused.
  if (kind === "file") return "frame-ancestors 'none'";
  const dev = process.env.NODE_ENV === "development" ? " 'unsafe-eval'" : ""; // React's dev tools need eval
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every response carries (proxy.ts sets them; next.config.js on the static files the proxy skips). */
export const STATIC_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  { key: "X-Frame-Options", value: "DENY" },
];
