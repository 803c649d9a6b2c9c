/**
 * What a service refuses, in the domain's words: the kind of refusal, a stable code, a message
 * for people and, where useful, structured issues. Services throw these (or return results);
 * lib/http/respond.ts is the one place that turns a kind into an HTTP status, and the CLI
 * and server actions read the same errors without knowing anything of HTTP.
 */
import type { ProblemSays } from "../catalog/catalog-file";
import { englishRefusal } from "./english";

export { englishRefusal };
export type DomainErrorKind =
  /** The input is unusable (a bad card, a bad list, a map too big to print). */
  | "invalid"
  /** Nobody is signed in. */
  | "unauthenticated"
  /** Not there, or not the caller's to see (a private thing of someone else). */
  | "not-found"
  /** There and visible, but not the caller's to do (only an event's organizer may pair its rounds), or the proof asked for is wrong (the current password of a password change or deletion). */
  | "forbidden"
  /** Saved meanwhile: the caller's version is stale. */
  | "conflict"
  /** More than a request may carry (a proxy sheet of too many cards). */
  | "too-large"
  /** A quota or a throttle: too many decks, sets, maps, registrations or sheets. */
  | "limit";

/**
 * What a refusal says in the interface's languages: a message key of messages/ (its namespace
 * and key, e.g. `apiErrors.TOO_MANY_DECKS`) and its values. Without it, `apiErrors.<code>` is
 * tried (lib/http/refusal-text.ts); the English message stays the API's answer.
 */
export interface RefusalSays {
  key: string;
  values?: Record<string, string | number>;
}

/** What each of a refusal's `issues` says (by index), from one namespace of messages/: a key and values, or a zod finding. */
export interface IssuesSay {
  namespace: string;
  says: readonly (ProblemSays | undefined)[];
}

/** An error that may say itself in the reader's language (`saying`); the HTTP layer's and the services'. */
export class SayingError extends Error {
  says?: RefusalSays;
  issuesSay?: IssuesSay;

  /** The refusal, with the key and values that say it in the reader's language. */
  saying(key: string, values?: Record<string, string | number>): this {
    this.says = values ? { key, values } : { key };
    return this;
  }

  /** The refusal, with what each of its issues says (the issues' English messages stay the API's). */
  sayingIssues(namespace: string, says: readonly (ProblemSays | undefined)[]): this {
    this.issuesSay = { namespace, says };
    return this;
  }
}

export class DomainError extends SayingError {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    message: string,
    readonly issues?: unknown,
    /** For a limit that lifts by itself: when to try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** What else a refusal carries: the message's key when it is not `apiErrors.<code>`, its issues, when to try again. */
export interface RefusalMore {
  key?: string;
  issues?: unknown;
  retryAfterSeconds?: number;
}

/**
 * A refusal worded once (docs/i18n.md "Messages written once"): its English message, the
 * API's and the CLI's, is messages/en/apiErrors.json's `apiErrors.<code>` (or `more.key`) filled
 * with `values` by next-intl's `createTranslator`; a page that asks in Polish or Spanish gets the
 * same key and values in its language (lib/http/refusal-text.ts). Where the API's English names
 * more than a page shows (the first of the problems a page lists whole), a `.saying(key, values)`
 * after it gives the page its own message.
 */
export function refusal(kind: DomainErrorKind, code: string, values?: Record<string, string | number>, more: RefusalMore = {}): DomainError {
  const key = more.key ?? `apiErrors.${code}`;
  return new DomainError(kind, code, englishRefusal(key, values), more.issues, more.retryAfterSeconds).saying(key, values);
}

/** What a player saves and shares: a deck, a set or a map. */
export type SavedThing = "deck" | "set" | "map";

/** What a 404 may name (apiErrors.NOT_FOUND says each): a saved thing, a card, a player, an event, an offer, a public binder, a sheet. */
export type FindableThing = SavedThing | "card" | "player" | "event" | "offer" | "binder" | "sheet";

/** Not there, or someone else's private one: the same answer, so nothing leaks. */
export function notFound(thing: FindableThing): DomainError {
  return refusal("not-found", "NOT_FOUND", { thing });
}

/** The caller's version is stale: nothing was written (optimistic concurrency). */
export function staleVersion(thing: SavedThing, current: number): DomainError {
  return refusal(
    "conflict",
    "STALE_VERSION",
    { thing, current },
    { issues: [{ path: "version", message: englishRefusal("apiErrors.CURRENT_VERSION", { current }), currentVersion: current }] },
  );
}

/** Whether `actorId` may read a saved thing: their own, or an unlisted or public one. */
export function mayRead(row: { ownerId: string; visibility: string }, actorId: string | null): boolean {
  return row.ownerId === actorId || row.visibility !== "private";
}
