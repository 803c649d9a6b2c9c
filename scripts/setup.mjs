// `npm run setup`: install, migrate data/app.db and load card-data/ without starting the server.
import path from "node:path";
import { checkDatabase, ensureInstalled, importCatalog, migrate, root } from "./lib.mjs";

const databaseUrl = process.env.DATABASE_URL ?? `file:${path.join(root, "data", "app.db")}`;
ensureInstalled();
await checkDatabase(databaseUrl);
migrate(databaseUrl);
importCatalog(databaseUrl);
