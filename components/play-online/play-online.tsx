import { getFormatter, getTranslations } from "next-intl/server";
import { CopyDeckText } from "./copy-deck-text";

export interface PlayOnlineProps {
  gameTitle: string;
  hash: string | null;
  links: {
    cockatriceDatabase: string;
    cockatriceDeck: string;
    cockatriceText: string;
    cgsGame: string;
    cgsDeck: string;
    tts: string;
    expires?: string;
  };
}

/** A deck page's "Play online" section (docs/play-online.md): each client's downloads and a short how-to. */
export async function PlayOnline({ gameTitle, hash, links }: PlayOnlineProps) {
  const t = await getTranslations("playOnline");
  const format = await getFormatter();
  const link = (href: string, label: string) => (
    <a className="underline" href={href}>
      {label}
    </a>
  );
  return (
    <section aria-labelledby="play-online" className="mt-8 rounded border border-stone-300 p-4" data-testid="play-online">
      <h2 id="play-online" className="text-lg font-semibold">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm">{t("intro")}</p>
      {links.expires ? <p className="mt-1 text-sm">{t("privateLinks", { date: format.dateTime(new Date(links.expires), { dateStyle: "long" }) })}</p> : null}
      {hash ? (
        <p className="mt-1 text-sm">
          {t("hash")} <code data-testid="cockatrice-hash">{hash}</code>
        </p>
      ) : null}
      <h3 className="mt-4 font-semibold">Cockatrice</h3>
      <ul className="list-disc pl-6 text-sm">
        <li>{link(links.cockatriceDatabase, t("cockatriceDatabase", { game: gameTitle }))}</li>
        <li>{link(links.cockatriceDeck, t("cockatriceDeck"))}</li>
        <li>
          {link(links.cockatriceText, t("cockatriceText"))}
          <CopyDeckText href={links.cockatriceText} labels={{ copy: t("copyText"), copied: t("copiedText"), failed: t("copyFailed") }} />
        </li>
      </ul>
      <p className="mt-1 text-sm">{t("cockatriceHow")}</p>
      <h3 className="mt-4 font-semibold">Card Game Simulator</h3>
      <p className="text-sm">
        {t("cgsGame")} <code className="break-all">{links.cgsGame}</code>
      </p>
      <ul className="list-disc pl-6 text-sm">
        <li>{link(links.cgsDeck, t("cgsDeck"))}</li>
      </ul>
      <p className="mt-1 text-sm">{t("cgsHow")}</p>
      <h3 className="mt-4 font-semibold">Tabletop Simulator</h3>
      <ul className="list-disc pl-6 text-sm">
        <li>{link(links.tts, t("tts"))}</li>
      </ul>
      <p className="mt-1 text-sm">{t("ttsHow")}</p>
    </section>
  );
}
