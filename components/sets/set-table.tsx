import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import type { SetSummary } from "@/lib/sets/service";

/** A list of sets as a table (my sets, public sets); it scrolls sideways inside itself on a phone. */
export function SetTable({ sets, showOwner }: { sets: SetSummary[]; showOwner?: boolean }) {
  const format = useFormatter();
  const t = useTranslations("sets.table");
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-stone-600">
            <th scope="col" className="pr-3">
              {t("name")}
            </th>
            <th scope="col" className="pr-3">
              {t("code")}
            </th>
            {showOwner && (
              <th scope="col" className="pr-3">
                {t("owner")}
              </th>
            )}
            <th scope="col" className="pr-3">
              {t("cards")}
            </th>
            {!showOwner && (
              <th scope="col" className="pr-3">
                {t("visibility")}
              </th>
            )}
            <th scope="col" className="pr-3">
              {t("version")}
            </th>
            <th scope="col">{t("updated")}</th>
          </tr>
        </thead>
        <tbody>
          {sets.map((s) => (
            <tr key={s.id} className="border-t border-stone-200">
              <td className="py-1 pr-3">
                <Link href={`/sets/${s.id}`} className="inline-block min-h-6">
                  {s.name}
                </Link>
              </td>
              <td className="pr-3 font-mono">{s.code}</td>
              {showOwner && <td className="pr-3">{s.owner}</td>}
              <td className="pr-3">{s.cardCount}</td>
              {!showOwner && (
                <td className="pr-3">
                  {s.visibility === "public" ? t("visibilities.public") : s.visibility === "unlisted" ? t("visibilities.unlisted") : t("visibilities.private")}
                </td>
              )}
              <td className="pr-3">{s.version}</td>
              <td>
                <time dateTime={s.updatedAt}>{format.dateTime(new Date(s.updatedAt), { dateStyle: "medium" })}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
