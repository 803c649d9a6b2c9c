import { getTranslations } from "next-intl/server";
import { db } from "@/lib/db/client";
import { holdOf } from "@/lib/moderation/holds";
import type { HideableKind } from "@/lib/moderation/input";

/** For the owner of a hidden thing (CONTRACTS §12): "hidden by a moderator", and the moderator's note. Nothing for anyone else. */
export async function HiddenNotice({ kind, id, isOwner }: { kind: HideableKind; id: string; isOwner: boolean }) {
  if (!isOwner) return null;
  const held = await holdOf(await db(), kind, id);
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
