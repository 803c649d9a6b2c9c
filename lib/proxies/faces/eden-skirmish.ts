/**
 * EDEN skirmish. Profile cards (combatants, NPCs) carry both sides of the printed card on
 * one face: name (+ Spanish name), value (level for NPCs) in the corner, faction, stigma,
 * types, the four members with their white and red constitution boxes, characteristic
 * (normal / wounded, wounded in red) and location faces of the d6, then equipment and
 * abilities. Missions and tactics show their own fields. Unknown stats print as "—".
 */
import { type Block, type Color, type Laid, type Span, BLACK, GREY, RED, WHITE, chips, hex, paragraph, rule, scaled } from "../layout";
import { type Face, BODY_PT, drawFace, field, heading, prose } from "../frame";
import { DASH, humanize, list, num, otherNames, rec, show, str, strList } from "../fields";
import { ENGLISH_PROXY_LABELS, type ProxyLabels, term } from "../labels";

const FACTIONS: Record<string, { name: string; color: string }> = {
  jokers: { name: "Jokers", color: "#6a1b9a" },
  bamaka: { name: "Bamaka Clan", color: "#8d5a1e" },
  isc: { name: "I.S.C.", color: "#1e5aa0" },
  matriarchy: { name: "Matriarchy", color: "#a0275a" },
};
const NEUTRAL = "#555555";

const MEMBERS = [
  { key: "head", name: "edenHead", stat: "psi", statName: "PSI" },
  { key: "arms", name: "edenArms", stat: "cbt", statName: "CBT" },
  { key: "torso", name: "edenTorso", stat: "vig", statName: "VIG" },
  { key: "legs", name: "edenLegs", stat: "rap", statName: "RAP" },
] as const;

/** At most this many boxes are drawn per colour; more print as a count. */
const MAX_BOXES = 8;

/** d6 faces as printed: [2, 3] → "2–3", [1, 3] → "1, 3". */
function dieFaces(value: unknown): string {
  const faces = [
    ...new Set(
      list(value)
        .map(num)
        .filter((n): n is number => n !== undefined),
    ),
  ].sort((a, b) => a - b);
  if (faces.length === 0) return DASH;
  const consecutive = faces.every((f, i) => i === 0 || f === faces[i - 1] + 1);
  return consecutive && faces.length > 1 ? `${faces[0]}–${faces[faces.length - 1]}` : faces.join(", ");
}

interface MemberRow {
  name: string;
  white: number | undefined;
  red: number | undefined;
  statName: string;
  normal: string;
  wounded: string;
  location: string;
}

function memberRows(card: Record<string, unknown>, words: ProxyLabels): MemberRow[] {
  const constitution = rec(card.constitution) ?? {};
  const location = rec(card.location) ?? {};
  return MEMBERS.map((m) => {
    const pc = list(constitution[m.key]);
    const stat = list(card[m.stat]);
    return {
      name: words[m.name],
      white: num(pc[0]),
      red: num(pc[1]),
      statName: m.statName,
      normal: show(stat[0]),
      wounded: show(stat[1]),
      location: dieFaces(location[m.key]),
    };
  });
}

/** The member table: name, constitution boxes (white then red), characteristic, location. */
function memberTable(rows: MemberRow[], accent: Color, words: ProxyLabels): Block {
  return (width, scale, m) => {
    const size = scaled(BODY_PT, scale);
    const headPt = scaled(6, scale);
    const rowH = size * 1.55;
    let box = size * 0.95;
    let boxGap = size * 0.25;
    const gap = size * 0.7;
    const statText = (r: MemberRow) => `${r.statName} ${r.normal}/${r.wounded}`;
    const nameW = Math.max(...rows.map((r) => m.width(r.name, "bold", size)), m.width(words.edenMember, "bold", headPt));
    const statW = Math.max(...rows.map((r) => m.width(statText(r), "bold", size)), m.width(words.edenStat, "bold", headPt));
    const locW = Math.max(...rows.map((r) => m.width(r.location, "bold", size)), m.width("d6", "bold", headPt));
    const boxesX = nameW + gap;
    const locX = width - locW;
    const statX = locX - gap - statW;
    const boxesW = Math.max(box, statX - gap - boxesX);
    // Smaller boxes (down to 3.5 pt) before any row falls back to a count ("×n").
    const count = (n: number | undefined) => (n === undefined ? 1.5 : n > MAX_BOXES ? 3 : Math.max(0, Math.floor(n)));
    const widest = Math.max(...rows.map((r) => count(r.white) + count(r.red)));
    const room = (boxesW - 2 * boxGap) / Math.max(1, widest);
    if (room < box + boxGap) {
      box = Math.max(3.5, room * 0.8);
      boxGap = Math.max(0.8, room * 0.2);
    }
    const headerH = headPt * 1.3;
    // Grown past 1.15 × to fill the card (frame.ts), the columns must still leave the constitution
    // heading its room; when they do not, the table says it does not fit, so a smaller scale is tried.
    const crowded = scale > 1.15 && m.width(words.edenConstitution, "bold", headPt) + gap > statX - boxesX;
    const height = crowded ? Number.POSITIVE_INFINITY : headerH + rows.length * rowH;
    const laid: Laid = {
      height,
      draw(ink, x, top) {
        const hb = top - headPt * 0.95;
        ink.text(words.edenMember, x, hb, "bold", headPt, GREY);
        ink.text(words.edenConstitution, x + boxesX, hb, "bold", headPt, GREY);
        ink.text(words.edenStat, x + statX, hb, "bold", headPt, GREY);
        ink.text("d6", x + locX, hb, "bold", headPt, GREY);
        rows.forEach((r, i) => {
          const rowTop = top - headerH - i * rowH;
          const base = rowTop - (rowH - size) / 2 - size * 0.8;
          if (i % 2 === 0) ink.rect({ x, y: rowTop - rowH, w: width, h: rowH }, { fill: { r: 0.95, g: 0.95, b: 0.95 } });
          ink.text(r.name, x, base, "bold", size);
          // Boxes: white ones outlined, red ones filled; counts beyond the room print as "×n".
          let bx = x + boxesX;
          const by = rowTop - (rowH + box) / 2;
          const fitBoxes = Math.max(1, Math.floor((boxesW + boxGap) / (box + boxGap)));
          const drawBoxes = (n: number | undefined, red: boolean) => {
            const color = red ? RED : BLACK;
            if (n === undefined) {
              ink.text(DASH, bx, base, "bold", size, color);
              bx += m.width(DASH, "bold", size) + boxGap * 2;
              return;
            }
            const count = Math.max(0, Math.floor(n));
            const room = Math.floor((x + boxesX + boxesW - bx + boxGap) / (box + boxGap));
            if (count <= Math.min(MAX_BOXES, room, fitBoxes)) {
              for (let k = 0; k < count; k++) {
                ink.rect({ x: bx, y: by, w: box, h: box }, red ? { fill: RED, stroke: RED, width: 0.5 } : { fill: WHITE, stroke: BLACK, width: 0.6 });
                bx += box + boxGap;
              }
            } else {
              ink.rect({ x: bx, y: by, w: box, h: box }, red ? { fill: RED, stroke: RED, width: 0.5 } : { fill: WHITE, stroke: BLACK, width: 0.6 });
              const t = m.ellipsize(`×${count}`, "bold", size, Math.max(0, x + boxesX + boxesW - bx - box - boxGap));
              ink.text(t, bx + box + boxGap * 0.5, base, "bold", size, color);
              bx += box + boxGap + m.width(t, "bold", size) + boxGap;
            }
            bx += boxGap * 2;
          };
          drawBoxes(r.white, false);
          drawBoxes(r.red, true);
          const lead = `${r.statName} ${r.normal}/`;
          ink.text(lead, x + statX, base, "bold", size);
          ink.text(r.wounded, x + statX + m.width(lead, "bold", size), base, "bold", size, RED);
          ink.text(r.location, x + locX, base, "bold", size, accent);
        });
      },
      cut(maxHeight) {
        return maxHeight >= height ? laid : null;
      },
    };
    return laid;
  };
}

function equipmentLine(item: unknown): Block {
  const name = str(item);
  if (name) return paragraph([{ text: "• " }, { text: name, font: "bold" }], { size: BODY_PT }, { hanging: 5 });
  const e = rec(item) ?? {};
  const categories = strList(e.categories);
  const effects = Array.isArray(e.effects) ? strList(e.effects).join("; ") : str(e.effects);
  const spans: Span[] = [{ text: "• " }, { text: str(e.name) ?? DASH, font: "bold" }];
  if (categories.length > 0) spans.push({ text: ` (${categories.join(" / ")})`, font: "italic" });
  if (effects) spans.push({ text: `: ${effects}` });
  return paragraph(spans, { size: BODY_PT }, { hanging: 5 });
}

function abilityLine(item: unknown, words: ProxyLabels): Block {
  const name = str(item);
  if (name) return paragraph([{ text: name, font: "bold" }], { size: BODY_PT });
  const a = rec(item) ?? {};
  const kind = str(a.kind);
  const cost = str(a.cost);
  const tag = [kind ? humanize(kind) : undefined, cost !== undefined ? `${words.edenAbilityCost} ${cost}` : undefined].filter(Boolean).join(", ");
  const spans: Span[] = [{ text: str(a.name) ?? DASH, font: "bold" }];
  if (tag) spans.push({ text: ` (${tag})`, font: "italic" });
  const text = str(a.text);
  if (text) spans.push({ text: `: ${text}` });
  return paragraph(spans, { size: BODY_PT }, { hanging: 5 });
}

const factionName = (slug: string, words: ProxyLabels) => term(words, "edenFaction", slug, FACTIONS[slug]?.name ?? humanize(slug));
const stigmaName = (slug: string, words: ProxyLabels) => term(words, "edenStigma", slug, humanize(slug));

/**
 * What an EDEN face prints as its type line and tags, in the sheet's language: a profile's
 * faction · stigma and types; a mission's type and deployment; a tactic's rules.
 */
export function edenTypeAndTags(card: Record<string, unknown>, words: ProxyLabels = ENGLISH_PROXY_LABELS): { typeLine: string; tags: string[] } {
  const kind = str(card.kind);
  if (kind === "mission") {
    const missionType = str(card.missionType);
    const deployment = str(card.deployment);
    return {
      typeLine: words.edenMission,
      tags: [
        missionType ? term(words, "edenMissionType", missionType, humanize(missionType)) : DASH,
        deployment ? term(words, "edenDeployment", deployment, humanize(deployment)) : DASH,
      ],
    };
  }
  if (kind === "tactic") {
    const tacticRules: Record<string, string> = { tactic: words.edenTactic, "first-turn": words.edenFirstTurn };
    const rules = strList(card.rules).map((r) => {
      const cancel = /^cancel:(.*)$/.exec(r);
      return cancel ? `${words.edenCancels} ${humanize(cancel[1]) || DASH}` : Object.hasOwn(tacticRules, r) ? tacticRules[r] : humanize(r);
    });
    return { typeLine: words.edenTactic, tags: rules };
  }
  const faction = str(card.faction);
  const stigma = str(card.stigma);
  return {
    typeLine: [faction ? factionName(faction, words) : DASH, stigma ? stigmaName(stigma, words) : DASH].join(" · "),
    tags: strList(card.types).map((t) => term(words, "edenType", t, humanize(t))),
  };
}

function profileBody(card: Record<string, unknown>, accent: Color, words: ProxyLabels): Block[] {
  const body: Block[] = [];
  const { typeLine: line, tags: types } = edenTypeAndTags(card, words);
  body.push(paragraph(line, { size: 7.5, font: "bold", maxLines: 2 }));
  body.push(
    paragraph(
      [
        { text: words.edenTypes, font: "bold" },
        { text: types.length > 0 ? types.join(", ") : DASH, font: "italic" },
      ],
      { size: BODY_PT, maxLines: 2 },
    ),
  );
  body.push(memberTable(memberRows(card, words), accent, words));
  const equipment = list(card.equipment);
  if (equipment.length > 0) {
    body.push(heading(words.edenEquipment, accent));
    for (const e of equipment) body.push(equipmentLine(e));
  }
  const abilities = list(card.abilities);
  if (abilities.length > 0) {
    body.push(heading(words.edenAbilities, accent));
    for (const a of abilities) body.push(abilityLine(a, words));
  }
  const text = str(card.text);
  if (text) body.push(rule(), prose(text));
  return body;
}

function missionBody(card: Record<string, unknown>, accent: Color, words: ProxyLabels): Block[] {
  const { typeLine, tags } = edenTypeAndTags(card, words);
  const body: Block[] = [paragraph(typeLine, { size: 7.5, font: "bold", color: accent })];
  body.push(
    chips(
      tags.map((text) => ({ text, stroke: accent })),
      { size: 6.5 },
    ),
  );
  const restriction = rec(card.restriction);
  if (restriction) {
    const restricted = (value: unknown, name: (slug: string, words: ProxyLabels) => string) => {
      const slug = str(value);
      return slug ? name(slug, words) : undefined;
    };
    const faction = restricted(restriction.faction, factionName);
    const stigma = restricted(restriction.stigma, stigmaName);
    body.push(
      field(words.edenOnlyFor, [faction && `${words.edenFaction} ${faction}`, stigma && `${words.edenStigma} ${stigma}`].filter(Boolean).join(", ") || DASH),
    );
  }
  const text = str(card.text);
  if (text) body.push(rule(), prose(text));
  return body;
}

function tacticBody(card: Record<string, unknown>, accent: Color, words: ProxyLabels): Block[] {
  const { typeLine, tags: rules } = edenTypeAndTags(card, words);
  const body: Block[] = [paragraph(typeLine, { size: 7.5, font: "bold", color: accent })];
  if (rules.length > 0)
    body.push(
      chips(
        rules.map((text) => ({ text, stroke: accent })),
        { size: 6.5 },
      ),
    );
  const text = str(card.text);
  if (text) body.push(rule(), prose(text));
  return body;
}

export const edenSkirmishFace: Face = (card, ctx) => {
  const words = ctx.labels ?? ENGLISH_PROXY_LABELS;
  const kind = str(card.kind);
  const faction = str(card.faction);
  const accent = hex(faction ? (FACTIONS[faction]?.color ?? NEUTRAL) : NEUTRAL);
  const profile = kind !== "mission" && kind !== "tactic";
  const corner = profile
    ? kind === "npc"
      ? { label: words.edenLevel, value: show(card.level ?? card.value) }
      : { label: words.edenValue, value: show(card.value) }
    : undefined;
  const body = kind === "mission" ? missionBody(card, accent, words) : kind === "tactic" ? tacticBody(card, accent, words) : profileBody(card, accent, words);
  drawFace(ctx, {
    accent,
    title: card.name,
    subtitles: otherNames(card.name, card.names, ["es"]),
    corner,
    body,
    footer: ["EDEN", kind ? term(words, "edenKind", kind, kind === "npc" ? "NPC" : humanize(kind)) : "", str(card.set) ?? "", card.code],
  });
};
