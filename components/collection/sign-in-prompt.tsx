import Link from "next/link";

/** Shown instead of collection data to someone not signed in. */
export function SignInPrompt({ what, returnTo }: { what: string; returnTo: string }) {
  return (
    <p className="rounded border border-amber-300 bg-amber-50 p-3">
      <Link href={`/login?callbackUrl=${encodeURIComponent(returnTo)}`} className="font-medium">
        Sign in
      </Link>{" "}
      to see {what}. No account yet? <Link href="/register">Register</Link>.
    </p>
  );
}
