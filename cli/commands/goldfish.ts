import type { CatalogSource } from "../../lib/services/deck-list-check";
import { UnusableInput } from "../io";

// Replaced by the goldfish work (issue 6) in this session.
type Opts = { json: boolean; source: CatalogSource; game?: string; [k: string]: unknown };
export async function goldfishCommand(_file: string, _opts: Opts): Promise<number> {
  throw new UnusableInput("NOT_BUILT", "goldfish is being built");
}
export const drawCommand = goldfishCommand;
export const oddsCommand = goldfishCommand;
