/**
 * The designer's undo history, pure: a present value with the steps before and after it.
 * Edits with the same label made within `mergeMs` of each other are one step (typing a name
 * is one undo, not one per letter). At most `limit` steps are kept.
 */
export interface History<T> {
  past: { value: T; label: string }[];
  present: T;
  presentLabel: string;
  future: { value: T; label: string }[];
  /** When the present step was last changed (ms), for merging. */
  at: number;
}

export const HISTORY_LIMIT = 200;
export const MERGE_MS = 1000;

export function startHistory<T>(value: T): History<T> {
  return { past: [], present: value, presentLabel: "", future: [], at: 0 };
}

/** Records `value` as the new present; a same-label edit soon after the last merges into it. */
export function record<T>(h: History<T>, value: T, label: string, now: number, limit = HISTORY_LIMIT, mergeMs = MERGE_MS): History<T> {
  if (Object.is(value, h.present)) return h;
  const merge = h.past.length > 0 && label === h.presentLabel && now - h.at < mergeMs;
  if (merge) return { ...h, present: value, future: [], at: now };
  const past = [...h.past, { value: h.present, label }].slice(-limit);
  return { past, present: value, presentLabel: label, future: [], at: now };
}

/** One step back; the label of the undone step stays with it for redo. */
export function undo<T>(h: History<T>): History<T> {
  const prev = h.past.at(-1);
  if (!prev) return h;
  return { past: h.past.slice(0, -1), present: prev.value, presentLabel: "", future: [{ value: h.present, label: prev.label }, ...h.future], at: 0 };
}

export function redo<T>(h: History<T>): History<T> {
  const next = h.future[0];
  if (!next) return h;
  return { past: [...h.past, { value: h.present, label: next.label }], present: next.value, presentLabel: "", future: h.future.slice(1), at: 0 };
}

/** The label of the step undo would take back, and the one redo would bring. */
export function undoLabel<T>(h: History<T>): string | undefined {
  return h.past.at(-1)?.label;
}
export function redoLabel<T>(h: History<T>): string | undefined {
  return h.future[0]?.label;
}
