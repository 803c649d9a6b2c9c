import { readFile } from "node:fs/promises";
import type { ListError } from "../lib/engine/deck-list";

/** Exit statuses of CONTRACTS §3. */
export const EXIT = { ok: 0, illegal: 1, unusable: 2 } as const;

export class UnusableInput extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

export function fromListError(error: ListError): UnusableInput {
  return new UnusableInput(error.code, error.message, error.line);
}

export async function readText(file: string, what = "file"): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (err) {
    throw new UnusableInput("UNREADABLE_FILE", `Cannot read the ${what} ${file} (${(err as NodeJS.ErrnoException).code ?? (err as Error).message}).`);
  }
}

/** What a command answers: its exit code and what it prints on standard output. */
export interface Outcome {
  code: number;
  stdout: string;
}

/** Exactly one JSON document (with --json) or the human text, and the exit code. */
export function output(json: boolean, document: unknown, human: () => string, code: number): Outcome {
  return { code, stdout: json ? `${JSON.stringify(document)}\n` : `${human()}\n` };
}
