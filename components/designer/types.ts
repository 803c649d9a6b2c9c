import type { CatalogExtras, GameSlug } from "@/lib/games/types";
import type { SetStatus } from "@/lib/catalog/catalog-file";

/**
 * The card designers' shared contract. A designer edits a player-made set (CONTRACTS §6) as
 * the sets API returns it (GET /api/v1/sets/:id) and saves it whole through PUT with `version`.
 */

/** A card in the game's catalog format (CONTRACTS §1): `code`, `name` and the game's own fields. */
export type DesignCard = Record<string, unknown>;

/** A Battle for Eden civilization as a set declares it. */
export type DesignCivilization = NonNullable<CatalogExtras["civilizations"]>[number];

/** The set being designed: what the sets API returns, reduced to what a designer edits. */
export interface DesignedSet {
  id: string;
  game: GameSlug;
  name: string;
  code: string;
  visibility: "private" | "unlisted" | "public";
  status?: SetStatus | null;
  /** The saved version the edits are made on (sent back in PUT). */
  version: number;
  cards: DesignCard[];
  /** battle-for-eden only: the civilizations the set declares. */
  civilizations?: DesignCivilization[];
}

/** A card designer of one game: edits one card; `set` is read-only context (other cards, civilizations). */
export interface CardDesignerProps {
  card: DesignCard;
  onChange: (next: DesignCard) => void;
  set: DesignedSet;
}

export type SetDesignerStatus = "clean" | "dirty" | "saving" | "saved" | "conflict" | "error";

/** The set being designed with its history and saving (useSetDesigner). */
export interface SetDesigner {
  set: DesignedSet;
  /** Applies a change; `label` names it in the undo history ("Edit CV", "Add unit"). Typing in one field merges into one step. */
  update: (recipe: (s: DesignedSet) => DesignedSet, label: string) => void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  status: SetDesignerStatus;
  save(): Promise<void>;
}

/** A designer that edits a whole set at once (Battle for Eden's World). */
export interface SetDesignerProps {
  designer: SetDesigner;
}
