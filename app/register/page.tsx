import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { RegisterForm } from "@/components/auth/register-form";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { sessionUser } from "@/lib/auth/session";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth"))("register") };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function RegisterPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await sessionUser()) redirect(callbackUrl);
  const t = await getTranslations("auth");
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t("register")}</h1>
      <p className="max-w-prose text-stone-700">{t("registerIntro")}</p>
      <RegisterForm callbackUrl={callbackUrl} />
    </div>
  );
}
