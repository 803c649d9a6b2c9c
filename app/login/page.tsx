import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { sessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Sign in" };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await sessionUser()) redirect(callbackUrl);
  const error = typeof params.error === "string" ? params.error : undefined;
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Sign in</h1>
      <LoginForm callbackUrl={callbackUrl} initialError={error} />
    </div>
  );
}
