"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Field } from "@/components/auth/field";
import { interfaceHeaders } from "@/components/builder/api";
import { clearDevice } from "@/lib/offline/device-store";

/** What one action last said: nothing, working on it, done, or refused (with the server's words). */
type Status = { kind: "idle" } | { kind: "busy" } | { kind: "done"; text: string } | { kind: "error"; text: string };

async function send(method: "POST" | "DELETE", url: string, body?: unknown): Promise<{ ok: boolean; message: string | null; issues: { path?: string }[] }> {
  const res = await fetch(url, {
    method,
    headers: interfaceHeaders(body === undefined ? {} : { "Content-Type": "application/json" }),
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  });
  if (res.ok) return { ok: true, message: null, issues: [] };
  const json = (await res.json().catch(() => null)) as { error?: { message?: string; issues?: { path?: string }[] } } | null;
  return { ok: false, message: json?.error?.message ?? `HTTP ${res.status}`, issues: json?.error?.issues ?? [] };
}

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded border border-stone-300 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-stone-700">{intro}</p>
      {children}
    </section>
  );
}

function StatusLine({ status, busyText }: { status: Status; busyText: string }) {
  return (
    <p role="status" aria-live="polite" className={status.kind === "error" ? "text-red-700" : "text-stone-700"}>
      {status.kind === "busy" ? busyText : status.kind === "done" || status.kind === "error" ? status.text : ""}
    </p>
  );
}

const buttonClass = "min-h-11 rounded bg-stone-900 px-4 py-2 font-medium text-white disabled:opacity-50";

/** The account page's four actions, each calling the account API (CONTRACTS §5) and saying what happened. */
export function AccountActions({ username }: { username: string }) {
  const t = useTranslations("account");
  return (
    <div className="space-y-6">
      <ExportData t={t} username={username} />
      <ChangePassword t={t} />
      <EndSessions t={t} />
      <DeleteAccount t={t} />
    </div>
  );
}

type T = ReturnType<typeof useTranslations<"account">>;

function ExportData({ t, username }: { t: T; username: string }) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  async function download() {
    setStatus({ kind: "busy" });
    try {
      const res = await fetch("/api/v1/account/export", { headers: interfaceHeaders(), cache: "no-store" });
      if (!res.ok) {
        const json = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        setStatus({ kind: "error", text: json?.error?.message ?? `HTTP ${res.status}` });
        return;
      }
      const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? `edenkeep-${username}.json`;
      const url = URL.createObjectURL(await res.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setStatus({ kind: "done", text: t("exported") });
    } catch {
      setStatus({ kind: "error", text: t("unreachable") });
    }
  }
  return (
    <Section id="export-heading" title={t("exportHeading")} intro={t("exportIntro")}>
      <button type="button" onClick={() => void download()} disabled={status.kind === "busy"} className={buttonClass}>
        {t("exportButton")}
      </button>
      <StatusLine status={status} busyText={t("exporting")} />
    </Section>
  );
}

function ChangePassword({ t }: { t: T }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [fieldError, setFieldError] = useState<{ field: "current" | "next" | "again"; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldError(null);
    if (next !== again) {
      setFieldError({ field: "again", text: t("passwordsDiffer") });
      return;
    }
    setStatus({ kind: "busy" });
    try {
      const result = await send("POST", "/api/v1/account/password", { current, next });
      if (result.ok) {
        setCurrent("");
        setNext("");
        setAgain("");
        setStatus({ kind: "done", text: t("passwordChanged") });
        return;
      }
      const field = result.issues[0]?.path === "next" ? "next" : result.issues[0]?.path === "current" ? "current" : null;
      if (field) setFieldError({ field, text: result.message ?? "" });
      setStatus({ kind: "error", text: result.message ?? "" });
    } catch {
      setStatus({ kind: "error", text: t("unreachable") });
    }
  }

  const errorOf = (field: "current" | "next" | "again") => (fieldError?.field === field ? fieldError.text : undefined);
  return (
    <Section id="password-heading" title={t("passwordHeading")} intro={t("passwordIntro")}>
      <form onSubmit={onSubmit} className="max-w-sm space-y-4" noValidate>
        <Field
          id="current-password"
          label={t("currentPassword")}
          type="password"
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
          required
          error={errorOf("current")}
        />
        <Field
          id="new-password"
          label={t("newPassword")}
          type="password"
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          hint={t("newPasswordHint")}
          required
          error={errorOf("next")}
        />
        <Field
          id="new-password-again"
          label={t("newPasswordAgain")}
          type="password"
          value={again}
          onChange={setAgain}
          autoComplete="new-password"
          required
          error={errorOf("again")}
        />
        <button type="submit" disabled={status.kind === "busy" || current === "" || next === "" || again === ""} className={buttonClass}>
          {t("changePassword")}
        </button>
        <StatusLine status={status} busyText={t("changingPassword")} />
      </form>
    </Section>
  );
}

function EndSessions({ t }: { t: T }) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  async function end() {
    setStatus({ kind: "busy" });
    try {
      const result = await send("POST", "/api/v1/account/sessions/end");
      setStatus(result.ok ? { kind: "done", text: t("sessionsEnded") } : { kind: "error", text: result.message ?? "" });
    } catch {
      setStatus({ kind: "error", text: t("unreachable") });
    }
  }
  return (
    <Section id="sessions-heading" title={t("sessionsHeading")} intro={t("sessionsIntro")}>
      <button type="button" onClick={() => void end()} disabled={status.kind === "busy"} className={buttonClass}>
        {t("endSessions")}
      </button>
      <StatusLine status={status} busyText={t("endingSessions")} />
    </Section>
  );
}

function DeleteAccount({ t }: { t: T }) {
  const [password, setPassword] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: "busy" });
    try {
      const result = await send("DELETE", "/api/v1/account", { password });
      if (result.ok) {
        // The answer cleared the session cookie: a full load shows the site signed out. The
        // device forgets the player first, as on signing out (docs/offline.md).
        await clearDevice().catch(() => {});
        window.location.assign("/");
        return;
      }
      setStatus({ kind: "error", text: result.message ?? "" });
    } catch {
      setStatus({ kind: "error", text: t("unreachable") });
    }
  }

  return (
    <Section id="delete-heading" title={t("deleteHeading")} intro={t("deleteIntro")}>
      <form onSubmit={onSubmit} className="max-w-sm space-y-4" noValidate>
        <Field
          id="delete-password"
          label={t("deletePassword")}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          required
          error={status.kind === "error" ? status.text : undefined}
        />
        <label className="flex items-start gap-2">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} className="mt-1 h-5 w-5" />
          <span>{t("deleteConfirm")}</span>
        </label>
        <button
          type="submit"
          disabled={status.kind === "busy" || password === "" || !confirmed}
          className="min-h-11 rounded bg-red-800 px-4 py-2 font-medium text-white disabled:opacity-50"
        >
          {t("deleteButton")}
        </button>
        <p role="status" aria-live="polite" className="text-stone-700">
          {status.kind === "busy" ? t("deleting") : ""}
        </p>
      </form>
    </Section>
  );
}
