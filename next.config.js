import { randomBytes } from "node:crypto";
import createNextIntlPlugin from "next-intl/plugin";

// The build's identity: Next's build id and the offline service worker's version (docs/offline.md).
// Set once in the process that builds, inherited by the processes it starts.
process.env.EDENKEEP_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
const buildId = process.env.EDENKEEP_BUILD_ID;

/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets two builds (e.g. two checkouts' e2e runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  generateBuildId: async () => buildId,
  env: { EDENKEEP_BUILD_ID: buildId },
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
