import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "./locales";

export type Messages = Record<string, unknown>;

/** messages/ under the working directory (where `next start`, the CLI and the tests run). */
export function messagesDir(): string {
  return path.join(/*turbopackIgnore: true*/ process.cwd(), "messages");
}

/**
 * Every `messages/<locale>/<namespace>.json`, each under its namespace (the file name), so
 * each part of the interface keeps its own files (docs/i18n.md).
 */
export function readMessages(locale: Locale, dir = messagesDir()): Messages {
  const messages: Messages = {};
  const folder = path.join(dir, locale);
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith(".json")) continue;
    const namespace = file.slice(0, -".json".length);
    messages[namespace] = JSON.parse(readFileSync(path.join(folder, file), "utf8"));
  }
  return messages;
}

const cache = new Map<Locale, Messages>();

/** readMessages, read once per process in production; afresh each time in development. */
export function loadMessages(locale: Locale): Messages {
  if (process.env.NODE_ENV === "development") return readMessages(locale);
  let messages = cache.get(locale);
  if (!messages) {
    messages = readMessages(locale);
    cache.set(locale, messages);
  }
  return messages;
}
