"use client";

import { useState, type FormEvent } from "react";
import { api } from "@/components/api/client";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";

/** Registration: POST /api/v1/register, then sign in with the same credentials. */
export function RegisterForm({ callbackUrl }: { callbackUrl: string }) {
  const router = useRouter();
  const t = useTranslations("auth");
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ form?: string; username?: string; password?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirm) {
      setErrors({ confirm: t("passwordsDiffer") });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const res = await api<unknown>("POST", "/api/v1/register", { username, password });
      if (!res.ok && res.status === 0) {
        setErrors({ form: t("unreachable") });
        return;
      }
      if (!res.ok) {
        const { error } = res;
        const next: typeof errors = {};
        // The API's refusals in the reader's language, by code (the API itself answers in English).
        if (error.code === "USERNAME_TAKEN") next.username = t("refusals.usernameTaken");
        else if (error.code === "WEAK_PASSWORD") next.password = t("refusals.weakPassword");
        else if (error.code === "TOO_MANY_REGISTRATIONS") next.form = t("refusals.tooManyRegistrations");
        for (const issue of (Array.isArray(error.issues) ? error.issues : []) as { path?: string; message: string }[]) {
          if (issue.path === "username" && !next.username) next.username = issue.message;
          else if (issue.path === "password" && !next.password) next.password = issue.message;
        }
        if (!next.username && !next.password && !next.form) next.form = error.message;
        setErrors(next);
        return;
      }
      const result = await signIn("credentials", { redirect: false, username, password, callbackUrl });
      router.push(result?.ok ? callbackUrl : `/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      router.refresh();
    } catch {
      setErrors({ form: t("unreachable") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="max-w-sm space-y-4" noValidate>
      {errors.form && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {errors.form}
        </p>
      )}
      <Field
        id="username"
        label={t("username")}
        value={username}
        onChange={setUsername}
        autoComplete="username"
        hint={t("usernameHint")}
        error={errors.username}
        required
        minLength={3}
        maxLength={32}
      />
      <Field
        id="password"
        label={t("password")}
        type="password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        hint={t("passwordHint")}
        error={errors.password}
        required
        minLength={10}
      />
      <Field
        id="confirm"
        label={t("passwordAgain")}
        type="password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        error={errors.confirm}
        required
      />
      <button type="submit" disabled={busy} className="rounded bg-stone-900 px-4 py-2 font-medium text-white disabled:opacity-50">
        {busy ? t("creating") : t("register")}
      </button>
      <p className="text-sm text-stone-700">
        {t("alreadyRegistered")} <Link href={`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`}>{t("signIn")}</Link>
      </p>
    </form>
  );
}
