"use client";

import { useLocale, useTranslations } from "next-intl";
import { FacePeek } from "@/components/faces/face-peek";
import type { ReactNode } from "react";
import type { Issue } from "@/lib/games/types";
import type { CardInfo, Choice, DraftLine } from "@/lib/decks/builder";
import { withCopyKeys } from "../copy-keys";
import { localName } from "./card-name";

/** The "Legal" / "Not legal" badge: a stable test id, busy while a check is running. */
export function LegalBadge({ legal, busy, unreadable }: { legal: boolean | null; busy: boolean; unreadable?: boolean }) {
  const t = useTranslations("builder");
  const text = unreadable ? t("notLegal") : legal === null ? t("checking") : legal ? t("legal") : t("notLegal");
  const tone =
    legal && !unreadable
      ? "border-green-700 bg-green-50 text-green-900"
      : legal === null
        ? "border-stone-400 bg-stone-50 text-stone-700"
        : "border-red-700 bg-red-50 text-red-900";
  return (
    <span className="inline-flex items-center gap-2">
      <span
        role="status"
        aria-live="polite"
        aria-busy={busy}
        data-testid="legal-badge"
        className={`rounded-full border px-3 py-0.5 text-sm font-semibold ${tone}`}
      >
        {text}
      </span>
      {/* Always laid out, only hidden when no check runs: showing it must not move the row below (a jump on phones). */}
      <span className={`text-xs text-stone-600 ${busy ? "" : "invisible"}`} aria-hidden="true">
        {t("checkingShort")}
      </span>
    </span>
  );
}

/** Errors and warnings, each with its code; cards named by their names. */
export function IssueList({ issues, cards, compact }: { issues: Issue[]; cards?: Record<string, CardInfo>; compact?: boolean }) {
  if (issues.length === 0) return null;
  return (
    <ul className={compact ? "mt-1 space-y-0.5" : "space-y-1"}>
      {withCopyKeys(issues, (issue) => `${issue.code}:${issue.cards.join(",")}:${issue.message}`).map(({ key, item: issue }) => (
        <IssueItem key={key} issue={issue} cards={cards} compact={compact} />
      ))}
    </ul>
  );
}

function IssueItem({ issue, cards, compact }: { issue: Issue & { level?: "error" | "warning" }; cards?: Record<string, CardInfo>; compact?: boolean }) {
  const t = useTranslations("builder");
  const locale = useLocale();
  const warning = issue.level === "warning";
  const named = !compact && issue.cards.length > 0 && cards ? issue.cards.map((c) => (cards[c] ? localName(cards[c], locale) : c)).join(", ") : null;
  return (
    <li className={`text-sm ${warning ? "text-amber-900" : "text-red-800"}`} data-issue={issue.code}>
      <span aria-hidden="true">{warning ? "⚠ " : "✖ "}</span>
      <span className="sr-only">{warning ? t("warningPrefix") : t("errorPrefix")} </span>
      {issue.message}
      {named && <span className="text-stone-600"> ({named})</span>} <code className="text-xs text-stone-600">{issue.code}</code>
    </li>
  );
}

/** Marks issues with their level, so lists that mix both can tell them apart. */
export function leveled(errors: Issue[], warnings: Issue[]): (Issue & { level: "error" | "warning" })[] {
  return [...errors.map((i) => ({ ...i, level: "error" as const })), ...warnings.map((i) => ({ ...i, level: "warning" as const }))];
}

/** One deck line: name, facts, quantity with − and + (real buttons), and the issues that name the card. */
export function DeckLine({
  line,
  card,
  editable,
  facts,
  refuse,
  issues,
  game,
  onChange,
}: {
  line: DraftLine;
  card: CardInfo | undefined;
  editable: boolean;
  facts?: string;
  refuse: string | null;
  issues: Issue[];
  game: string;
  onChange: (delta: number) => void;
}) {
  const t = useTranslations("builder");
  const locale = useLocale();
  const name = card ? localName(card, locale) : line.code;
  const reasonId = `refuse-${line.section}-${line.code}`;
  return (
    <li className="px-3 py-1.5" data-card={line.code} data-section={line.section}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="w-8 text-right font-mono tabular-nums">
          {line.quantity}×<span className="sr-only"> </span>
        </span>
        <FacePeek game={game} code={line.code} name={name}>
          <a href={`/cards/${game}/${line.code}`} target="_blank" rel="noopener" className="font-medium">
            {name}
          </a>
        </FacePeek>
        {facts && <span className="text-xs text-stone-600">{facts}</span>}
        {editable && (
          <span className="ml-auto flex items-center gap-1">
            <button
              type="button"
              onClick={(e) => {
                if (line.quantity === 1) focusNeighbour(e.currentTarget);
                onChange(-1);
              }}
              aria-label={t("removeOne", { name })}
              className="h-8 w-8 rounded border border-stone-400 bg-white font-bold hover:bg-stone-100"
            >
              −
            </button>
            <button
              type="button"
              onClick={() => refuse === null && onChange(1)}
              aria-disabled={refuse !== null}
              aria-label={t("addOne", { name })}
              aria-describedby={refuse ? reasonId : undefined}
              title={refuse ?? undefined}
              className="h-8 w-8 rounded border border-stone-400 bg-white font-bold hover:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
            >
              +
            </button>
          </span>
        )}
      </div>
      {editable && refuse && (
        <p id={reasonId} className="ml-11 text-xs text-stone-600">
          {refuse}
        </p>
      )}
      <div className="ml-11">
        <IssueList issues={issues} compact />
      </div>
    </li>
  );
}

/**
 * Before a deck line goes away with the focus on it: the focus moves to the − of the line after
 * it (or before it), or else to the list's heading, never to the page's body.
 */
function focusNeighbour(button: HTMLElement) {
  const item = button.closest("li");
  const sibling = [item?.nextElementSibling, item?.previousElementSibling].find((li) => li?.querySelector("button"));
  const target = sibling?.querySelector("button");
  if (target instanceof HTMLElement) {
    target.focus();
    return;
  }
  const heading = document.getElementById("deck-heading");
  if (heading) {
    heading.tabIndex = -1;
    heading.focus();
  }
}

/** A labelled select over choices (grouped when they carry a group), with a "none" option. */
export function ChoiceSelect({
  id,
  label,
  value,
  choices,
  none,
  onChange,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  none?: string;
  onChange: (value: string) => void;
  describedBy?: string;
}) {
  const groups = [...new Set(choices.map((c) => c.group ?? ""))];
  const known = choices.some((c) => c.value === value);
  return (
    <div className="flex flex-col text-sm">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        className="rounded border border-stone-400 bg-white px-2 py-1"
      >
        {none !== undefined && <option value="">{none}</option>}
        {!known && value !== "" && <option value={value}>{value}</option>}
        {groups.map((g) =>
          g === "" ? (
            choices
              .filter((c) => !c.group)
              .map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))
          ) : (
            <optgroup key={g} label={g}>
              {choices
                .filter((c) => c.group === g)
                .map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
            </optgroup>
          ),
        )}
      </select>
    </div>
  );
}

/** A small labelled figure: "Strategy points 12". */
export function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div className="rounded border border-stone-200 bg-stone-50 px-3 py-1.5">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
