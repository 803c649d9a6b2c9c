"use client";

import { signOut } from "next-auth/react";

/** Signs out through next-auth (csrf-protected POST) and returns to the home page. */
export function SignOutButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={() => void signOut({ callbackUrl: "/" })} className={className}>
      Sign out
    </button>
  );
}
