import type { GameSlug } from "@/lib/games/types";
import { DEFAULT_LOCALE } from "@/i18n/locales";
import type { Translator } from "@/i18n/translator";

/**
 * A card field by its label in the reader's language (`setFields`), a nested one as its field's
 * label and the rest of its path: "Koszt", "PSI (0)". English, and a field without a label, by its name.
 */
export function fieldName(field: string, game: GameSlug | undefined, tf: Translator, locale: string): string {
  const [top, ...rest] = field.split(".");
  const label = `${game}.${top}.label`;
  if (locale === DEFAULT_LOCALE || !game || !tf.has(label)) return field;
  return rest.length > 0 ? `${tf(label)} (${rest.join(".")})` : tf(label);
}
