import { defineConfig } from "prisma/config";
import { PrismaLibSQL } from "@prisma/adapter-libsql";

const FTS_TABLES = ["card_fts", "card_fts_data", "card_fts_idx", "card_fts_config", "card_fts_docsize", "card_fts_content"];

export default defineConfig({
  experimental: { adapter: true, externalTables: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  tables: { external: FTS_TABLES },
  adapter: async () => new PrismaLibSQL({ url: process.env.DATABASE_URL ?? "file:./data/app.db" }),
});
