import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { CLIENT_NAMESPACES, type ClientArea, pickNamespaces } from "@/i18n/client-namespaces";

/**
 * Hands the client components below it only the message namespaces their area declares in
 * i18n/client-namespaces.ts (with the shell's). The locale, time zone and formats come from the
 * request's config as in the root provider, so formatting is the same.
 */
export async function ClientMessages({ area, children }: { area: ClientArea | "shell"; children: React.ReactNode }) {
  // An area that adds nothing to the shell's namespaces needs no provider of its own.
  if (area !== "shell" && (CLIENT_NAMESPACES[area] as readonly string[]).length === 0) return children;
  return <NextIntlClientProvider messages={pickNamespaces(await getMessages(), area)}>{children}</NextIntlClientProvider>;
}
