"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";

/** Sign-in errors next-auth reports by name, each with its message (messages/<locale>/auth.json). */
const ERRORS: Record<string, string> = { CredentialsSignin: "wrongCredentials", TooManyAttempts: "tooManyAttempts", AccountSuspended: "accountSuspended" };

/** Username + password sign-in through next-auth's credentials provider, without leaving the page on failure. */
export function LoginForm({ callbackUrl, initialError }: { callbackUrl: string; initialError?: string }) {
  const router = useRouter();
  const t = useTranslations("auth");
  const messageFor = (error: string | null | undefined): string | null => (error ? t(ERRORS[error] ?? "signInFailed") : null);
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(messageFor(initialError));
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const result = await signIn("credentials", { redirect: false, username, password, callbackUrl });
      if (result?.ok) {
        router.push(callbackUrl);
        router.refresh();
        return;
      }
      setError(messageFor(result?.status === 429 ? "TooManyAttempts" : (result?.error ?? "unknown")));
    } catch {
      setError(t("unreachable"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="max-w-sm space-y-4" noValidate aria-describedby={error ? "login-error" : undefined}>
      {error && (
        <p id="login-error" role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {error}
        </p>
      )}
      <Field id="username" label={t("username")} value={username} onChange={setUsername} autoComplete="username" required />
      <Field id="password" label={t("password")} type="password" value={password} onChange={setPassword} autoComplete="current-password" required />
      <button
        type="submit"
        disabled={busy || username === "" || password === ""}
        className="rounded bg-stone-900 px-4 py-2 font-medium text-white disabled:opacity-50"
      >
        {busy ? t("signingIn") : t("signIn")}
      </button>
      <p className="text-sm text-stone-700">
        {t("noAccount")} <Link href={`/register?callbackUrl=${encodeURIComponent(callbackUrl)}`}>{t("register")}</Link>
      </p>
    </form>
  );
}
