import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { RegisterForm } from "@/components/auth/register-form";
import { safeCallbackPath } from "@/lib/auth/callback-url";
import { sessionUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Register" };

type Search = Promise<Record<string, string | string[] | undefined>>;

export default async function RegisterPage({ searchParams }: { searchParams: Search }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await sessionUser()) redirect(callbackUrl);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Register</h1>
      <p className="max-w-prose text-stone-700">An account keeps your decks, warbands and collection. Only a username and a password are needed.</p>
      <RegisterForm callbackUrl={callbackUrl} />
    </div>
  );
}
