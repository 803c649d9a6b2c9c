/**
 * A translator whose keys are built at run time (a code, or a key a rule or service gave), so
 * plain strings: next-intl's `useTranslations` / `getTranslations` / `createTranslator`, typed loosely.
 */
export interface Translator {
  (key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
}
