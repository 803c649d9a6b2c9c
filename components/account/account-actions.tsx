"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { api, type ApiError, apiFile, saveBlob } from "@/components/api/client";
import { StatusLine } from "@/components/ui/status-line";
import { useRequest } from "@/components/ui/use-request";
import { clearDevice } from "@/lib/offline/device-store";

/** A refusal's words: the server's, or for no answer at all "the server could not be reached". */
const refusedIn = (t: T) => (status: number, error: ApiError) => (status === 0 ? t("unreachable") : error.message);

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
  const { state, busy, run } = useRequest();
  async function download() {
    const file = await run(
      async () => {
        const res = await apiFile("/api/v1/account/export");
        return res.ok ? { ok: true as const, status: 200, data: res } : res;
      },
      { done: () => t("exported"), refused: refusedIn(t) },
    );
    if (file) saveBlob(file.blob, file.filename ?? `edenkeep-${username}.json`);
  }
  return (
    <Section id="export-heading" title={t("exportHeading")} intro={t("exportIntro")}>
      <button type="button" onClick={() => void download()} disabled={busy} className={buttonClass}>
        {t("exportButton")}
      </button>
      <StatusLine state={state} busyText={t("exporting")} />
    </Section>
  );
}

function ChangePassword({ t }: { t: T }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const { state, busy, run } = useRequest();
  const [fieldError, setFieldError] = useState<{ field: "current" | "next" | "again"; text: string } | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFieldError(null);
    if (next !== again) {
      setFieldError({ field: "again", text: t("passwordsDiffer") });
      return;
    }
    const changed = await run(() => api<unknown>("POST", "/api/v1/account/password", { current, next }), {
      done: () => t("passwordChanged"),
      refused: (status, error) => {
        const path = Array.isArray(error.issues) ? (error.issues[0] as { path?: string } | undefined)?.path : undefined;
        if (path === "next" || path === "current") setFieldError({ field: path, text: error.message });
        return refusedIn(t)(status, error);
      },
    });
    if (changed === null) return;
    setCurrent("");
    setNext("");
    setAgain("");
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
        <button type="submit" disabled={busy || current === "" || next === "" || again === ""} className={buttonClass}>
          {t("changePassword")}
        </button>
        <StatusLine state={state} busyText={t("changingPassword")} />
      </form>
    </Section>
  );
}

function EndSessions({ t }: { t: T }) {
  const { state, busy, run } = useRequest();
  const end = () => run(() => api<unknown>("POST", "/api/v1/account/sessions/end"), { done: () => t("sessionsEnded"), refused: refusedIn(t) });
  return (
    <Section id="sessions-heading" title={t("sessionsHeading")} intro={t("sessionsIntro")}>
      <button type="button" onClick={() => void end()} disabled={busy} className={buttonClass}>
        {t("endSessions")}
      </button>
      <StatusLine state={state} busyText={t("endingSessions")} />
    </Section>
  );
}

function DeleteAccount({ t }: { t: T }) {
  const [password, setPassword] = useState("");
  const [confirmed, setConfirmed] = useState(false);
  const { state, busy, run } = useRequest();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const deleted = await run(() => api<unknown>("DELETE", "/api/v1/account", { password }), { refused: refusedIn(t) });
    if (deleted === null) return;
    // The answer cleared the session cookie: a full load shows the site signed out. The
    // device forgets the player first, as on signing out (docs/offline.md).
    await clearDevice().catch(() => {});
    window.location.assign("/");
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
          error={state.kind === "error" ? state.text : undefined}
        />
        <label className="flex items-start gap-2">
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} className="mt-1 h-5 w-5" />
          <span>{t("deleteConfirm")}</span>
        </label>
        <button
          type="submit"
          disabled={busy || password === "" || !confirmed}
          className="min-h-11 rounded bg-red-800 px-4 py-2 font-medium text-white disabled:opacity-50"
        >
          {t("deleteButton")}
        </button>
        <StatusLine state={state.kind === "busy" ? state : { kind: "idle" }} busyText={t("deleting")} />
      </form>
    </Section>
  );
}
