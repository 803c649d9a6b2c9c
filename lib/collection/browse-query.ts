import { z } from "zod";
import { GAME_SLUGS } from "../games/types";

/** The /collection page's filters as they stand in its URL; anything unreadable falls back to "no filter". */

export const BROWSE_PAGE_SIZE = 100;
export const STATUSES = ["all", "owned", "missing", "wanted", "forTrade"] as const;
export type Status = (typeof STATUSES)[number];

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const browseQuerySchema = z.object({
  game: z.preprocess(blankToUndefined, z.enum(GAME_SLUGS).optional()).catch(undefined),
  /** `game/set`, e.g. `dark-eden/base`. */
  set: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/)
        .optional(),
    )
    .catch(undefined),
  type: z.preprocess(blankToUndefined, z.string().max(80).optional()).catch(undefined),
  status: z.enum(STATUSES).default("all").catch("all"),
  q: z.preprocess(blankToUndefined, z.string().max(200).optional()).catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
});
export type BrowseQuery = z.infer<typeof browseQuerySchema>;
