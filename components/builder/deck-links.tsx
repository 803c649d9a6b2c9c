import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { OriginLink } from "@/lib/decks/builder";
import { fileName } from "./draft";
import { ProxyDownload } from "@/components/proxies/proxy-download";

/** Where a saved deck leads: goldfish, what I lack, proxies, history, and the exports. */
export function DeckLinks({ id, name }: { id: string; name: string }) {
  const t = useTranslations("builder.links");
  const locale = useLocale();
  const enc = encodeURIComponent(id);
  // The sheet's printed words (Proxy, Directive …) in the reader's language.
  const lang = locale === "en" ? "" : `&locale=${locale}`;
  return (
    <nav aria-label={t("nav")} className="space-y-2 rounded border border-stone-300 bg-white p-3 text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        <li>
          <Link href={`/decks/${enc}/goldfish`}>{t("goldfish")}</Link>
        </li>
        <li>
          <Link href={`/decks/${enc}/lacks`}>{t("lacks")}</Link>
        </li>
        <li>
          <ProxyDownload href={`/api/v1/decks/${enc}/proxies.pdf?paper=a4${lang}`} label={t("proxiesA4")} fileName={fileName(name, "pdf")} />
        </li>
        <li>
          <ProxyDownload href={`/api/v1/decks/${enc}/proxies.pdf?paper=letter${lang}`} label={t("proxiesLetter")} fileName={fileName(name, "pdf")} />
        </li>
        <li>
          <Link href={`/decks/${enc}/history`}>{t("history")}</Link>
        </li>
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-stone-600">{t("export")}</span>
        <a
          href={`/api/v1/decks/${enc}/export?format=text`}
          download={fileName(name, "txt")}
          className="rounded border border-stone-400 bg-white px-2 py-0.5 no-underline hover:bg-stone-100"
        >
          {t("asText")}
        </a>
        <a
          href={`/api/v1/decks/${enc}/export?format=json`}
          download={fileName(name, "json")}
          className="rounded border border-stone-400 bg-white px-2 py-0.5 no-underline hover:bg-stone-100"
        >
          {t("asJson")}
        </a>
      </div>
    </nav>
  );
}

/** "Copied from …": a link to the deck this one was copied from, when it is still shared. */
export function OriginNote({ origin }: { origin: OriginLink | null }) {
  const t = useTranslations("builder.links");
  if (!origin) return null;
  return (
    <p className="text-sm text-stone-700" data-testid="copied-from">
      {origin.name !== null
        ? t.rich("copiedFrom", {
            owner: origin.owner ?? "",
            deck: () => <Link href={`/decks/${encodeURIComponent(origin.id)}`}>{origin.name}</Link>,
          })
        : t("copiedFromGone")}
    </p>
  );
}
