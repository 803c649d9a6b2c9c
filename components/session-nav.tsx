import Link from "next/link";
import { sessionUser } from "@/lib/auth/session";
import { SignOutButton } from "@/components/auth/sign-out-button";

/** The header's account links: "Sign in / Register", or the username, "My decks" and "Sign out". */
export async function SessionNav() {
  const user = await sessionUser();
  if (!user) {
    return (
      <span className="flex items-center gap-x-2">
        <Link href="/decks/public" className="mr-3 text-stone-200 hover:text-white">
          Public decks
        </Link>
        <Link href="/login" className="text-stone-200 hover:text-white">
          Sign in
        </Link>
        <span aria-hidden="true" className="text-stone-500">
          /
        </span>
        <Link href="/register" className="text-stone-200 hover:text-white">
          Register
        </Link>
      </span>
    );
  }
  return (
    <span className="flex items-center gap-x-4">
      <span className="text-stone-300">
        <span className="sr-only">Signed in as </span>
        {user.name}
      </span>
      <Link href="/decks" className="text-stone-200 hover:text-white">
        My decks
      </Link>
      <Link href="/collection" className="text-stone-200 hover:text-white">
        My collection
      </Link>
      <Link href="/sets" className="text-stone-200 hover:text-white">
        My sets
      </Link>
      <SignOutButton className="text-stone-200 underline-offset-2 hover:text-white hover:underline" />
    </span>
  );
}
