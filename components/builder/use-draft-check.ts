"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import type { Validation } from "@/lib/games/types";
import type { DraftCheck, DraftInput, ListProblem } from "@/lib/decks/builder";

const CHECK_DELAY_MS = 250;

/** What a check answered, for the builder to take in: the draft's cards and lines (typed text) or the text (card lines). */
export type CheckAnswer = Extract<DraftCheck, { ok: true }>;

export interface DraftCheckState {
  validation: Validation | null;
  problems: ListProblem[];
  /** A check is waiting or running. */
  pending: boolean;
  /** Typed text is being read: until it answers, the draft is not yet what the text says. */
  readingText: boolean;
  /** Checks this input a moment after the last change; only the newest answer is taken. */
  schedule(input: DraftInput): void;
  /** Shows a validation known without asking (taking the other version after a conflict). */
  show(validation: Validation | null): void;
}

/**
 * The server's rules check of the builder's draft, debounced: each change schedules one, a
 * newer change cancels the older, and an answer older than the newest request is dropped.
 * `onAnswer` takes in what the check read (called only for the newest request).
 */
export function useDraftCheck({
  check,
  initialValidation,
  initialProblems,
  onAnswer,
}: {
  check: (input: DraftInput) => Promise<DraftCheck>;
  initialValidation: Validation | null;
  initialProblems: ListProblem[];
  onAnswer: (answer: CheckAnswer, input: DraftInput) => void;
}): DraftCheckState {
  const t = useTranslations("builder");
  const [validation, setValidation] = useState<Validation | null>(initialValidation);
  const [problems, setProblems] = useState<ListProblem[]>(initialProblems);
  const [pending, setPending] = useState(false);
  const [readingText, setReadingText] = useState(false);
  const seq = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const answer = useRef(onAnswer);
  answer.current = onAnswer;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const schedule = useCallback(
    (input: DraftInput) => {
      const mine = ++seq.current;
      setPending(true);
      setReadingText("text" in input);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(async () => {
        let result: DraftCheck;
        try {
          result = await check(input);
        } catch {
          result = { ok: false, problems: [{ code: "NETWORK", message: t("checkFailed"), suggestions: [] }] };
        }
        if (mine !== seq.current) return;
        setPending(false);
        setReadingText(false);
        if (!result.ok) {
          setProblems(result.problems);
          return;
        }
        setProblems([]);
        setValidation(result.validation);
        answer.current(result, input);
      }, CHECK_DELAY_MS);
    },
    [check, t],
  );

  const show = useCallback((next: Validation | null) => {
    setValidation(next);
    setProblems([]);
  }, []);

  return { validation, problems, pending, readingText, schedule, show };
}
