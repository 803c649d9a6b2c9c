import { useTranslations } from "next-intl";
import { GAME_SLUGS, type GameSlug } from "@/lib/games/types";
import { GAME_TITLES, fieldClass } from "./card-fields";

/** The labelled "Game" choice of the new-set and import forms. */
export function GameSelect({ value, onChange }: { value: GameSlug; onChange: (game: GameSlug) => void }) {
  const t = useTranslations("sets.newSet");
  return (
    <label className="flex flex-col text-sm">
      {t("game")}
      <select value={value} onChange={(e) => onChange(e.target.value as GameSlug)} className={fieldClass}>
        {GAME_SLUGS.map((g) => (
          <option key={g} value={g}>
            {GAME_TITLES[g]}
          </option>
        ))}
      </select>
    </label>
  );
}
