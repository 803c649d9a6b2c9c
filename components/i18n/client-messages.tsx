import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { type ClientArea, pickNamespaces } from "@/i18n/client-namespaces";

/**
 * Hands the client components below it only the message namespaces their area declares in
 * i18n/client-namespaces.ts (with the shell's). The locale, time zone and formats come from the
 * request's config as in the root provider, so formatting is the same.
 */
export async function ClientMessages({ area, children }: { area: ClientArea | "shell"; children: React.ReactNode }) {
  return <NextIntlClientProvider messages={pickNamespaces(await getMessages(), area)}>{children}</NextIntlClientProvider>;
}
