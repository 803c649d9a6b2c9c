"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { SetDiff, SetVersionSummary } from "@/lib/sets/versions";
import { api } from "@/components/api/client";
import { useOneAtATime } from "@/components/ui/use-one-at-a-time";
import { fieldClass } from "./card-fields";
import { useShownSetVersion } from "./shown-version";

/** A set's saved versions: the list, the card-by-card difference of two, and (owner) restoring one. */
export function SetHistory({ setId, mine }: { setId: string; mine: boolean }) {
  const shown = useShownSetVersion();
  const { version } = shown;
  const { busy, run } = useOneAtATime();
  const router = useRouter();
  const t = useTranslations("sets.history");
  const [versions, setVersions] = useState<SetVersionSummary[]>([]);
  const [from, setFrom] = useState<number | "">("");
  const [to, setTo] = useState<number | "">("");
  const [diff, setDiff] = useState<SetDiff | null>(null);
  const [error, setError] = useState<string | null>(null);
  const base = `/api/v1/sets/${encodeURIComponent(setId)}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version of the set means a longer history to fetch
  useEffect(() => {
    let live = true;
    void api<{ versions: SetVersionSummary[] }>("GET", `${base}/versions`).then((res) => {
      if (!live) return;
      if (!res.ok) return setError(res.error.message);
      setVersions(res.data.versions);
      const n = res.data.versions.length;
      if (n >= 2) {
        setFrom(res.data.versions[n - 2].version);
        setTo(res.data.versions[n - 1].version);
      }
    });
    return () => {
      live = false;
    };
  }, [base, version]);

  async function compare() {
    if (from === "" || to === "") return;
    const res = await api<SetDiff>("GET", `${base}/diff?from=${from}&to=${to}`);
    if (!res.ok) return setError(res.error.message);
    setError(null);
    setDiff(res.data);
  }

  /** Restores version n as a new save, on the version the page shows; one request at a time. */
  async function restore(n: number) {
    if (busy || !window.confirm(t("confirmRestore", { version: n }))) return;
    await run(async () => {
      const res = await api<{ version: number }>("POST", `${base}/versions/${n}/restore`, { version: shown.current() });
      if (!res.ok) return setError(res.error.message);
      setError(null);
      shown.saw(res.data.version);
      router.refresh();
    });
  }

  const select = (value: number | "", set: (v: number) => void, label: string) => (
    <label className="flex flex-col text-sm">
      {label}
      <select value={value} onChange={(e) => set(Number(e.target.value))} className={fieldClass}>
        {versions.map((v) => (
          <option key={v.version} value={v.version}>
            {t("option", { version: v.version })}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section aria-labelledby="versions-heading" className="space-y-2">
      <h2 id="versions-heading" className="text-xl font-semibold">
        {t("title")}
      </h2>
      <ul className="text-sm">
        {[...versions].reverse().map((v) => (
          <li key={v.version} className="flex min-h-8 items-center gap-3">
            <span>
              {t("entry", { version: v.version, name: v.name })} <time dateTime={v.createdAt}>{v.createdAt.slice(0, 16).replace("T", " ")}</time>
            </span>
            {mine && v.version !== version && (
              <button type="button" onClick={() => void restore(v.version)} aria-disabled={busy} className="min-h-6 underline aria-disabled:opacity-50">
                {t("restore", { version: v.version })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {versions.length >= 2 && (
        <div className="flex flex-wrap items-end gap-3">
          {select(from, setFrom, t("from"))}
          {select(to, setTo, t("to"))}
          <button type="button" onClick={() => void compare()} className="min-h-8 rounded border border-stone-500 px-3 py-1 text-sm">
            {t("compare")}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {diff && (
        <div data-testid="set-diff" className="text-sm">
          <p>{t("range", { from: diff.from, to: diff.to })}</p>
          {diff.added.length + diff.removed.length + diff.changed.length === 0 && <p>{t("none")}</p>}
          <ul className="list-disc pl-5">
            {diff.added.map((c) => (
              <li key={`a-${c.code}`}>{t("added", { name: c.name })}</li>
            ))}
            {diff.removed.map((c) => (
              <li key={`r-${c.code}`}>{t("removed", { name: c.name })}</li>
            ))}
            {diff.changed.map((c) => (
              <li key={`c-${c.code}`}>{t("changed", { name: c.name, fields: c.fields.join(", ") })}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
