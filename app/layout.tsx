import type { Metadata } from "next";
import Link from "next/link";
import "./globals.css";
import { allRulesets } from "@/lib/games";
import { SessionNav } from "@/components/session-nav";
import { getLocale, getTranslations } from "next-intl/server";
import { LanguageMenu } from "@/components/i18n/language-menu";
import { RouteFocus } from "@/components/route-focus";
import { ApiWords } from "@/components/i18n/api-words";
import { ClientMessages } from "@/components/i18n/client-messages";
import { OfflineAgent } from "@/components/offline/offline-agent";
import { sessionUser } from "@/lib/auth/session";
import { currentBuildId } from "@/lib/offline/build-id";

export async function generateMetadata(): Promise<Metadata> {
  return { title: { default: "Edenkeep", template: "%s · Edenkeep" }, description: (await getTranslations("nav"))("description") };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations("nav");
  const user = await sessionUser();
  return (
    <html lang={locale}>
      <body className="min-h-screen">
        <ClientMessages area="shell">
          <RouteFocus />
          <ApiWords />
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-amber-200 focus:px-3 focus:py-2 focus:text-stone-900"
          >
            {t("skipToContent")}
          </a>
          <header className="border-b border-stone-300 bg-stone-900 text-stone-100">
            <nav className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3 text-sm" aria-label={t("main")}>
              <Link href="/" className="text-lg font-bold text-amber-200 no-underline">
                Edenkeep
              </Link>
              {allRulesets().map((r) => (
                <Link key={r.slug} href={`/cards/${r.slug}`} className="text-stone-200 hover:text-white">
                  {r.title}
                </Link>
              ))}
              <Link href="/maps" className="text-stone-200 hover:text-white">
                {t("maps")}
              </Link>
              <Link href="/events" className="text-stone-200 hover:text-white">
                {t("events")}
              </Link>
              <span className="flex-1" />
              <OfflineAgent userId={user?.id ?? null} build={currentBuildId()} />
              <SessionNav />
              <LanguageMenu />
            </nav>
          </header>
          <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none">
            {children}
          </main>
        </ClientMessages>
      </body>
    </html>
  );
}
