import { run } from "../../cli/run";
import { answer, type CliAnswer } from "./cli-process";

export { type CliAnswer, cliProcess } from "./cli-process";

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
