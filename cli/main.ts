/**
 * The command line's process (CONTRACTS §3): `npm run --silent cli -- <command> …` runs
 * cli/run.ts on the process's arguments and streams, closes the database, and exits with the
 * code it answered. The server code it runs starts with `import "server-only"`: the hook of
 * scripts/server-side.mjs resolves that as Next's server does, so it loads before cli/run.ts.
 */
await import("../scripts/server-side.mjs");
const { run } = await import("./run");

run(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr }).then(async (code) => {
  try {
    const { disconnectDb } = await import("../lib/db/client");
    await disconnectDb();
  } catch {
    /* no database was opened */
  }
  process.exitCode = code;
});

export {};
