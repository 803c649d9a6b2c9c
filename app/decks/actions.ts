"use server";

import { z } from "zod";
import { GAME_SLUGS } from "@/lib/games/types";
import { sessionUser } from "@/lib/auth/session";
import { checkDraft, type DraftCheck } from "@/lib/decks/builder";
import { MAX_CARD_LINES, MAX_LIST_BYTES } from "@/lib/decks/input";
import { localizeValidation } from "@/lib/decks/validation-text";
import { getLocale } from "next-intl/server";
import { isLocale } from "@/i18n/locales";

const headerValue = z.string().max(500);

const draftSchema = z.union([
  z.object({ game: z.enum(GAME_SLUGS), text: z.string().max(MAX_LIST_BYTES + 1) }),
  z.object({
    game: z.enum(GAME_SLUGS),
    headers: z.record(z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/), headerValue),
    lines: z
      .array(
        z.object({
          section: z.string().regex(/^[a-z][a-z0-9_-]{0,40}$/),
          code: z.string().regex(/^(?:[A-Za-z0-9_-]{1,64}\/)?[a-z0-9-]{1,120}$/),
          quantity: z.number().int().min(1).max(9999),
        }),
      )
      .max(MAX_CARD_LINES + 1),
  }),
]);

/**
 * The builder's live check of an unsaved draft (debounced on every change). Read-only and
 * about catalog data only, like `POST /api/v1/validate`; the session only lets it see the reader's own player-made sets.
 */
export async function checkDraftAction(input: unknown): Promise<DraftCheck> {
  const parsed = draftSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: [{ code: "INVALID_REQUEST", message: "The draft could not be read; reload the page.", suggestions: [], key: "unreadableDraft" }],
    };
  }
  const result = await checkDraft(parsed.data, (await sessionUser())?.id ?? null);
  const locale = await getLocale();
  // The rules' findings in the reader's language (docs/i18n.md); the API answers in English.
  return result.ok && isLocale(locale) ? { ...result, validation: localizeValidation(result.validation, locale) } : result;
}
