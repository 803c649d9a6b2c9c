import createNextIntlPlugin from "next-intl/plugin";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets two builds (e.g. two checkouts' e2e runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  serverExternalPackages: ["@libsql/client", "@prisma/adapter-libsql", "@node-rs/argon2", "pdf-lib", "@pdf-lib/fontkit"],
  outputFileTracingIncludes: { "/**": ["./node_modules/dejavu-fonts-ttf/ttf/*.ttf"] },
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
