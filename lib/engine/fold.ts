/**
 * Folds a name for case- and diacritics-insensitive matching in every language:
 * NFD, strip combining marks, then the letters with no Unicode decomposition
 * (Polish ł, German ß, Nordic ø/æ …), lower case, collapse white space.
 * `Yûri` → `yuri`, `Żołnierz` → `zolnierz`, `Obóz Szkoleniowy` → `oboz szkoleniowy`.
 */
const UNDECOMPOSED: Record<string, string> = {
  ł: "l",
  Ł: "l",
  ß: "ss",
  ø: "o",
  Ø: "o",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  đ: "d",
  Đ: "d",
  ı: "i",
};

// Printable ASCII without the backtick: nothing to decompose or map, only case and spaces to fold.
const PLAIN_ASCII = /^[\x20-\x5f\x61-\x7e]*$/;

export function foldName(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase().replace(/\s+/g, " ").trim();
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[łŁßøØæÆœŒđĐı]/g, (c) => UNDECOMPOSED[c] ?? c)
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
