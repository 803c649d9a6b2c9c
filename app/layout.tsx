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
import { CardsMenu } from "@/components/header/cards-menu";
import { MenuPanel } from "@/components/header/menu-panel";
import { SyncAgent } from "@/components/offline/sync-agent";

/** A header link: at least 44 px tall in the phone menu, 24 px in the bar (WCAG 2.2 target size). */
const navLink = "inline-flex min-h-11 items-center text-stone-200 hover:text-white lg:min-h-6";

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
            <nav className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm lg:flex-nowrap" aria-label={t("main")}>
              <Link href="/" className="inline-flex min-h-11 items-center text-lg font-bold text-amber-200 no-underline lg:min-h-6">
                Edenkeep
              </Link>
              <span className="flex flex-1 items-center justify-end gap-3 lg:order-last lg:flex-none">
                <OfflineAgent userId={user?.id ?? null} build={currentBuildId()} />
                {user && <SyncAgent userId={user.id} />}
              </span>
              <MenuPanel>
                <CardsMenu label={t("cards")} games={allRulesets().map((r) => ({ slug: r.slug, title: r.title }))} />
                <Link href="/maps" className={navLink}>
                  {t("maps")}
                </Link>
                <Link href="/events" className={navLink}>
                  {t("events")}
                </Link>
                <span className="hidden flex-1 lg:block" />
                <SessionNav />
                <LanguageMenu />
              </MenuPanel>
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
