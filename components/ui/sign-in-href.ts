/** The sign-in page, coming back to `returnTo` once signed in (plain: client components use it too). */
export function signInHref(returnTo: string): string {
  return `/login?callbackUrl=${encodeURIComponent(returnTo)}`;
}
