/**
 * Battle for Eden: name, cost in the corner, kind and civilization (its name and colour from
 * the catalog file's `civilizations` when given), strength and energy, abilities grouped by
 * timing in the order they trigger (immediate, delayed, post-combat, reaction), then the
 * permanent effect.
 */
import { type Block, type Chip, type Color, chips, hex, paragraph, rule } from "../layout";
import { type Face, BODY_PT, drawFace, heading, prose } from "../frame";
import { ENGLISH_PROXY_LABELS, type ProxyLabels } from "../labels";
import { DASH, humanize, label, list, otherNames, rec, show, str } from "../fields";

const TIMINGS = ["immediate", "delayed", "post-combat", "reaction"] as const;
const timingNames = (words: ProxyLabels): Record<string, string> => ({
  immediate: words.bfeImmediate,
  delayed: words.bfeDelayed,
  "post-combat": words.bfePostCombat,
  reaction: words.bfeReaction,
});
/** The card's kind in the sheet's language; a kind the game does not name, as the card spells it. */
function kindName(kind: string | undefined, words: ProxyLabels): string {
  const names: Record<string, string> = { unit: words.bfeUnit, common: words.bfeCommon, technology: words.bfeTechnology };
  return kind && Object.hasOwn(names, kind) ? names[kind] : (label(kind) ?? words.bfeCard);
}
const NEUTRAL = "#4d5b3a";

function abilityBlocks(value: unknown, accent: Color, words: ProxyLabels): Block[] {
  const names = timingNames(words);
  const byTiming = new Map<string, string[]>();
  for (const item of list(value)) {
    const a = rec(item);
    const text = a ? str(a.text) : str(item);
    const timing = (a && str(a.timing)) ?? "other";
    if (!byTiming.has(timing)) byTiming.set(timing, []);
    byTiming.get(timing)!.push(text ?? DASH);
  }
  const order = [...TIMINGS.filter((t) => byTiming.has(t)), ...[...byTiming.keys()].filter((t) => !(TIMINGS as readonly string[]).includes(t))];
  return order.flatMap((t) =>
    byTiming
      .get(t)!
      .map((text) =>
        paragraph(
          [{ text: `${names[t] ?? (t === "other" ? words.bfeAbility : humanize(t))}: `, font: "bold", color: accent }, { text }],
          { size: BODY_PT },
          { hanging: 6 },
        ),
      ),
  );
}

export const battleForEdenFace: Face = (card, ctx) => {
  const words = ctx.labels ?? ENGLISH_PROXY_LABELS;
  const kind = str(card.kind);
  const civCode = str(card.civilization);
  const civ = civCode ? ctx.extras.civilizations?.find((c) => c.code === civCode) : undefined;
  const accent = hex(civ?.color ?? NEUTRAL, hex(NEUTRAL));
  const isUnit = kind === "unit";

  const body: Block[] = [
    paragraph([kindName(kind, words), civ?.name ?? (civCode ? humanize(civCode) : undefined)].filter(Boolean).join(" · "), {
      size: 7.5,
      font: "bold",
      maxLines: 2,
    }),
  ];
  const stats: Chip[] = [];
  if (card.strength !== undefined || isUnit) stats.push({ text: `${words.bfeStrength} ${show(card.strength)}`, stroke: accent });
  if (card.energy !== undefined) stats.push({ text: `${words.bfeEnergy} ${show(card.energy)}`, stroke: accent });
  if (stats.length > 0) body.push(chips(stats, { size: 7 }));

  const abilities = abilityBlocks(card.abilities, accent, words);
  if (abilities.length > 0) body.push(heading(words.bfeAbilities, accent), ...abilities);
  const permanent = str(card.permanent);
  if (permanent) body.push(heading(words.bfePermanent, accent), prose(permanent));
  const text = str(card.text);
  if (text) body.push(rule(), prose(text));

  drawFace(ctx, {
    accent,
    title: card.name,
    subtitles: otherNames(card.name, card.names, []),
    corner: card.cost !== undefined || isUnit ? { label: words.bfeCost, value: show(card.cost) } : undefined,
    body,
    footer: ["Battle for Eden", str(card.set) ?? "", card.code],
  });
};
