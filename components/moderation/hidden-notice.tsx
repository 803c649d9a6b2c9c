import { getTranslations } from "next-intl/server";
import type { Hold } from "@/lib/moderation/holds";

/**
 * For the owner of a hidden thing (CONTRACTS §12): "hidden by a moderator", and the moderator's
 * note. The page reads the hold (lib/moderation/notice.ts, `ownerNotice`: nothing for anyone but
 * the owner) and passes it; nothing is shown without one.
 */
export async function HiddenNotice({ held }: { held: Hold | null | undefined }) {
  if (!held) return null;
  const t = await getTranslations("moderation");
  return (
    <div role="note" className="mb-4 rounded border border-amber-600 bg-amber-50 p-3 text-sm">
      <p className="font-semibold">{held.cause === "suspension" ? t("hidden.bySuspension") : t("hidden.byModerator")}</p>
      <p>
        {t("hidden.note")} <q>{held.note}</q>
      </p>
      <p className="text-stone-700">{t("hidden.explain")}</p>
    </div>
  );
}
