import type { CatalogSource } from "../../lib/services/deck-list-check";
import { UnusableInput } from "../io";

// Replaced by the proxies work (issue 7) in this session.
export async function proxiesCommand(_file: string, _opts: { json: boolean; source: CatalogSource; [k: string]: unknown }): Promise<number> {
  throw new UnusableInput("NOT_BUILT", "proxies is being built");
}
