import { spawnSync } from "node:child_process";
import path from "node:path";
import { run } from "../../cli/run";

/** What one command line answered: its exit status, what it printed, and that output's lines and single JSON document. */
export interface CliAnswer {
  status: number | null;
  stdout: string;
  stderr: string;
  lines: string[];
  // biome-ignore lint/suspicious/noExplicitAny: a test reads whatever document the command printed
  json: any;
}

/** The answer as a test reads it; `json` is the one line of output read as JSON (undefined for the human text, e.g. without --json). */
function answer(status: number | null, stdout: string, stderr: string): CliAnswer {
  const lines = stdout.trim().split("\n").filter(Boolean);
  let json: unknown;
  if (lines.length === 1) {
    try {
      json = JSON.parse(lines[0]);
    } catch {
      json = undefined;
    }
  }
  return { status, stdout, stderr, lines, json };
}

/**
 * The command line of CONTRACTS §3 run in this process (cli/run.ts, the code `npm run cli`
 * runs), with DATABASE_URL set to `databaseUrl` for the call. A worker runs one test file at a
 * time (vitest.config.mts), so nothing else reads the variable meanwhile.
 */
export async function cliInProcess(databaseUrl: string, ...args: string[]): Promise<CliAnswer> {
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = databaseUrl;
  let stdout = "";
  let stderr = "";
  try {
    const status = await run(args, { stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } });
    return answer(status, stdout, stderr);
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

/** The same through a real process start of the entry point (`tsx cli/main.ts`): its exit status and streams. */
export function cliProcess(databaseUrl: string, ...args: string[]): CliAnswer {
  const r = spawnSync(path.resolve("node_modules/.bin/tsx"), ["cli/main.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return answer(r.status, r.stdout, r.stderr);
}
