"use client";

import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";

/** Signs out through next-auth (csrf-protected POST) and returns to the home page. */
export function SignOutButton({ className }: { className?: string }) {
  const t = useTranslations("nav");
  return (
    <button type="button" onClick={() => void signOut({ callbackUrl: "/" })} className={className}>
      {t("signOut")}
    </button>
  );
}
