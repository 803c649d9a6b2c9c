/**
 * Battle for Eden: name, cost in the corner, kind and civilization (its name and colour from
 * the catalog file's `civilizations` when given), strength and energy, abilities grouped by
 * timing in the order they trigger (immediate, delayed, post-combat, reaction), then the
 * permanent effect.
 */
import { type Block, type Chip, type Color, chips, hex, paragraph, rule } from "../layout";
import { type Face, BODY_PT, drawFace, heading, prose } from "../frame";
import { DASH, humanize, label, list, otherNames, rec, show, str } from "../fields";

const TIMINGS = ["immediate", "delayed", "post-combat", "reaction"] as const;
const TIMING_NAMES: Record<string, string> = {
  immediate: "Immediate",
  delayed: "Delayed",
  "post-combat": "Post-combat",
  reaction: "Reaction",
};
const NEUTRAL = "#4d5b3a";

function abilityBlocks(value: unknown, accent: Color): Block[] {
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
          [{ text: `${TIMING_NAMES[t] ?? (t === "other" ? "Ability" : humanize(t))}: `, font: "bold", color: accent }, { text }],
          { size: BODY_PT },
          { hanging: 6 },
        ),
      ),
  );
}

export const battleForEdenFace: Face = (card, ctx) => {
  const kind = str(card.kind);
  const civCode = str(card.civilization);
  const civ = civCode ? ctx.extras.civilizations?.find((c) => c.code === civCode) : undefined;
  const accent = hex(civ?.color ?? NEUTRAL, hex(NEUTRAL));
  const isUnit = kind === "unit";

  const body: Block[] = [
    paragraph([label(kind) ?? "Card", civ?.name ?? (civCode ? humanize(civCode) : undefined)].filter(Boolean).join(" · "), {
      size: 7.5,
      font: "bold",
      maxLines: 2,
    }),
  ];
  const stats: Chip[] = [];
  if (card.strength !== undefined || isUnit) stats.push({ text: `Strength ${show(card.strength)}`, stroke: accent });
  if (card.energy !== undefined) stats.push({ text: `Energy ${show(card.energy)}`, stroke: accent });
  if (stats.length > 0) body.push(chips(stats, { size: 7 }));

  const abilities = abilityBlocks(card.abilities, accent);
  if (abilities.length > 0) body.push(heading("Abilities", accent), ...abilities);
  const permanent = str(card.permanent);
  if (permanent) body.push(heading("Permanent", accent), prose(permanent));
  const text = str(card.text);
  if (text) body.push(rule(), prose(text));

  drawFace(ctx, {
    accent,
    title: card.name,
    subtitles: otherNames(card.name, card.names, []),
    corner: card.cost !== undefined || isUnit ? { label: "Cost", value: show(card.cost) } : undefined,
    body,
    footer: ["Battle for Eden", str(card.set) ?? "", card.code],
  });
};
