/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  serverExternalPackages: ["@libsql/client", "@prisma/adapter-libsql", "pdf-lib", "@pdf-lib/fontkit"],
  outputFileTracingIncludes: { "/**": ["./node_modules/dejavu-fonts-ttf/ttf/*.ttf"] },
};

module.exports = nextConfig;
