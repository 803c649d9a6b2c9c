import { factionName, stigmaName } from "./warband";
import { cardsOf, codeOf, kindOf, type Rule } from "./roster";
import { finding } from "../types";

/** Own code EDEN_WRONG_SECTION: the [missions] section holds mission cards only ("1. D - Las cartas de Misión"). */
export const onlyMissions: Rule = (roster) => {
  const others = roster.missions.filter((e) => kindOf(e.card) !== "mission");
  return others.length === 0
    ? []
    : [
        finding(
          "EDEN_WRONG_SECTION",
          others.map((e) => codeOf(e.card)),
          { section: "missions", cards: cardsOf(others, "comma") },
        ),
      ];
};

/**
 * EDEN rules, "1. D - Las cartas de Misión", 6. Símbolo de Facción / Estigma: a mission with a
 * faction or stigma symbol other than the one chosen for the warband cannot be played.
 */
export const missionsPlayable: Rule = (roster) => {
  if (!roster.warband?.ok) return [];
  const { type, slug, name } = roster.warband.warband;
  return roster.missions
    .filter((e) => kindOf(e.card) === "mission")
    .flatMap((e) => {
      const r = (e.card as { restriction?: unknown }).restriction;
      if (typeof r !== "object" || r === null) return [];
      const restriction = r as { faction?: unknown; stigma?: unknown };
      const reserved =
        typeof restriction.faction === "string"
          ? { type: "faction", slug: restriction.faction, name: factionName(restriction.faction) }
          : typeof restriction.stigma === "string"
            ? { type: "stigma", slug: restriction.stigma, name: stigmaName(restriction.stigma) }
            : undefined;
      if (!reserved || (reserved.type === type && reserved.slug === slug)) return [];
      return [
        finding("EDEN_MISSION_RESTRICTED", [codeOf(e.card)], {
          card: cardsOf([e]),
          reservedType: reserved.type,
          reserved: { term: reserved.slug, text: reserved.name },
          type,
          warband: { term: slug, text: name },
        }),
      ];
    });
};

/**
 * EDEN rules, "4. A - La Fase de Preparación", Etapa 5: each player plays one of the mission
 * cards he holds; a warband list without a mission has none to play.
 */
export const missionChosen: Rule = (roster) => (roster.missions.some((e) => kindOf(e.card) === "mission") ? [] : [finding("EDEN_NO_MISSION", [], {})]);
