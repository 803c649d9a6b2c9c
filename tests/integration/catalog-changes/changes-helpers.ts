import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** The bundled Dark Eden basic set, as a catalog file of CONTRACTS §1. */
export interface CardJson {
  code: string;
  name: string;
  names?: Record<string, string>;
  [field: string]: unknown;
}

export function bundledBaseSet(): { game: string; set: Record<string, unknown>; cards: CardJson[] } {
  return JSON.parse(readFileSync(path.resolve("card-data/dark-eden/base.json"), "utf8"));
}

/**
 * The basic set with the four changes of issue #46's "done when": Boot Camp's initial cost 2 → 3,
 * a card added, Livery removed, Armory's Polish name fixed.
 */
export function changedBaseSet() {
  const file = bundledBaseSet();
  const cards = file.cards.filter((c) => c.code !== "livery");
  const boot = cards.find((c) => c.code === "boot-camp")!;
  boot.initialCost = 3;
  const armory = cards.find((c) => c.code === "armory")!;
  armory.names = { ...(armory.names ?? {}), pl: "Zbrojownia (poprawiona)" };
  cards.push({ code: "quokka-outpost", name: "Quokka Outpost", type: "establishment", affiliation: "general", cv: 2, tactics: ["land"], neighborAllowance: 2 });
  return { ...file, cards };
}

const dir = mkdtempSync(path.join(tmpdir(), "edenkeep-changes-"));

/** Writes a catalog file to a temporary folder; returns its path. */
export function writeCatalog(name: string, content: unknown): string {
  const p = path.join(dir, name);
  writeFileSync(p, JSON.stringify(content));
  return p;
}
