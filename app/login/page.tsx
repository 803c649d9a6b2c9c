import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { sessionUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("signIn") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await sessionUser()) redirect(callbackUrl);
  const error = typeof params.error === "string" ? params.error : undefined;
  const t = await getTranslations("auth");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("signIn")}</h1>
      <LoginForm callbackUrl={callbackUrl} initialError={error} />
    </div>
  );
}
