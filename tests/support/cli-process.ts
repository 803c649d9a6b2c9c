import { spawnSync } from "node:child_process";
import path from "node:path";

// Free of the app's code: the browser tests import it too, and Playwright loads them outside
// the server (the app's server modules start with `import "server-only"`).

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
export function answer(status: number | null, stdout: string, stderr: string): CliAnswer {
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

/** The command line through a real process start of its entry point (`tsx cli/main.ts`): its exit status and streams. */
export function cliProcess(databaseUrl: string, ...args: string[]): CliAnswer {
  const r = spawnSync(path.resolve("node_modules/.bin/tsx"), ["cli/main.ts", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  return answer(r.status, r.stdout, r.stderr);
}
