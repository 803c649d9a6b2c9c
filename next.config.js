import createNextIntlPlugin from "next-intl/plugin";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets two builds (e.g. two checkouts' e2e runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // `npm test` type-checks with tsc before it builds, and `npm start` builds code that passed it:
  // the build does not check the same types a second time.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ["@libsql/client", "@prisma/adapter-libsql", "@node-rs/argon2", "pdf-lib", "@pdf-lib/fontkit"],
  outputFileTracingIncludes: { "/**": ["./node_modules/dejavu-fonts-ttf/ttf/*.ttf"] },
  // `use cache` for the parts of pages that are the same for every reader (the card page's
  // sheet, docs/performance.md "Card page"), inside pages still rendered per request with their
  // nonce. Not `cacheComponents`: that would prerender pages, which a per-request nonce forbids.
  experimental: { useCache: true },
  // proxy.ts sets the security headers (CSP with a nonce) on pages and API answers; the
  // static files it skips get the rest here (lib/http/security-headers.ts, kept in step).
  async headers() {
    const headers = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
      { key: "X-Frame-Options", value: "DENY" },
    ];
    return [
      { source: "/_next/static/:path*", headers },
      { source: "/favicon.ico", headers },
    ];
  },
};

// next-intl reads i18n/request.ts for each request's locale and messages (docs/i18n.md).
export default createNextIntlPlugin("./i18n/request.ts")(nextConfig);
