/** @type {import('next').NextConfig} */
const nextConfig = {
  // NEXT_DIST_DIR lets two builds (e.g. two checkouts' e2e runs) live side by side.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  serverExternalPackages: ["@libsql/client", "@prisma/adapter-libsql", "pdf-lib", "@pdf-lib/fontkit"],
  outputFileTracingIncludes: { "/**": ["./node_modules/dejavu-fonts-ttf/ttf/*.ttf"] },
};

module.exports = nextConfig;
