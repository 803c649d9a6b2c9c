/**
 * Message keys the code builds at run time (so no literal names them): each entry is a key
 * prefix, and every key under it counts as used. tests/unit/i18n/messages.test.ts reads this
 * list; keep each entry's reason beside it (docs/i18n.md).
 */
export const DYNAMIC_KEY_PREFIXES: readonly { prefix: string; why: string }[] = [
  { prefix: "designer.values.", why: "keyed by each game's card vocabulary value and grid column (lib/games/<game>/card.ts; components/designer/labels.ts)" },
  { prefix: "validation.", why: "keyed by each validation issue's code, with terms by slug (lib/decks/validation-text.ts)" },
  { prefix: "builder.games.", why: "the builder's per-game phrases, by game slug (components/builder/builder.tsx)" },
  { prefix: "builder.darkEden.affiliations.", why: "a Dark Eden card's affiliation, by its slug (components/builder/games/dark-eden.tsx)" },
  { prefix: "builder.darkEden.resources.", why: "the resource icons, by stats key (components/builder/games/dark-eden.tsx)" },
  { prefix: "builder.visibility.", why: "a deck's visibility: private, unlisted or public (components/builder/deck-reader.tsx)" },
  { prefix: "decks.visibilities.", why: "a deck's visibility: private, unlisted or public (app/decks/page.tsx)" },
  { prefix: "builder.sharing.private.", why: "the visibility options, by value (components/builder/sharing.tsx)" },
  { prefix: "builder.sharing.unlisted.", why: "the visibility options, by value (components/builder/sharing.tsx)" },
  { prefix: "builder.sharing.public.", why: "the visibility options, by value (components/builder/sharing.tsx)" },
  { prefix: "catalog.sets.", why: "a bundled set's name, by game and set code (components/catalog/card-subtitle.ts)" },
  {
    prefix: "cardFields.values.",
    why: "EDEN's card vocabulary a face prints (types, mission type, deployment), by group and value (lib/proxies/localized-labels.ts)",
  },
  { prefix: "proxyLabels.", why: "read whole, by the keys of lib/proxies/labels.ts (lib/proxies/localized-labels.ts)" },
  { prefix: "filters.", why: "catalog filter labels by game, filter key and option value (components/catalog/local-filters.ts)" },
  { prefix: "rules.levels.", why: "a check's level: error or warning (app/rules/[game]/page.tsx)" },
  { prefix: "rules.notes.", why: "what a check's level means: error or warning (app/rules/[game]/page.tsx)" },
  { prefix: "builder.edenSkirmish.kinds.", why: "an EDEN card's kind (components/builder/games/eden-skirmish.tsx)" },
  { prefix: "deckPages.setUpReasons.", why: "why a deck cannot be set up for the goldfish, by game and the rules' code (app/decks/[id]/goldfish/page.tsx)" },
  { prefix: "goldfish.odds.kinds.", why: "the odds table's card types, by the draw model's kind key (components/goldfish/odds-panel.tsx)" },
  {
    prefix: "goldfish.odds.perTurnLabels.",
    why: "the odds table's cards-per-turn label, by the draw model's perTurn.key (components/goldfish/odds-panel.tsx)",
  },
  { prefix: "bfeGoldfish.kinds.", why: "a Battle for Eden card's kind: unit, common or technology (components/goldfish/crystals-board.tsx)" },
  { prefix: "deGoldfish.kinds.", why: "a Dark Eden card's type or warrior class on the goldfish board (components/goldfish/turf/)" },
  { prefix: "deGoldfish.affiliations.", why: "a Dark Eden card's affiliation on the goldfish board, by its slug (components/goldfish/turf/)" },
  { prefix: "deGoldfish.resources.", why: "a resource's name, by its key (components/goldfish/turf/)" },
  { prefix: "deGoldfish.zones.", why: "the Borderlands, Warband and attachments, by zone (components/goldfish/turf/)" },
  { prefix: "deGoldfish.moveTo.", why: "a warrior's move between Warband and Borderlands, by zone (components/goldfish/turf/)" },
  { prefix: "collection.filters.statuses.", why: "the collection's Show choice, by status (components/collection/collection-filters.tsx)" },
  { prefix: "counts.fields.", why: "the owned, wanted and for-trade counts, by field (components/collection/counts-editor.tsx)" },
  {
    prefix: "collectionImport.rows.",
    why: "a CSV row's problem, by the key the server gives it (lib/collection/csv.ts; components/collection/import-panel.tsx)",
  },
  { prefix: "gotAttributes.", why: "a Gardener of Thoughts attributes finding, by the key its parser gives it (lib/games/got-cgs/attributes)" },
  { prefix: "apiErrors.", why: "an API refusal's message, by its code or the key its service gave (lib/http/refusal-text.ts)" },
  { prefix: "setProblems.", why: "a set file's problem, by the key its check gives it (lib/catalog/catalog-file.ts; components/sets/set-file-check.ts)" },
  {
    prefix: "listProblems.",
    why: "a deck list's problem, by the key the engine gives it (lib/engine/deck-list.ts `saying`; components/builder/text-editor.tsx)",
  },
  {
    prefix: "goldfishLog.",
    why: "a goldfish log line or refused move, by the key the rules give it (lib/engine/goldfish/game-text.ts; components/goldfish/game-text.ts)",
  },
  { prefix: "counts.errors.", why: "why a count was not saved, by kind (components/collection/counts-editor.tsx)" },
  { prefix: "setFields.", why: "a player-made card's field label and hint, by game and field key (components/sets/card-form.tsx, cards-table.tsx)" },
  { prefix: "rulesExplained.", why: "each check's explanation, by game and the check's codes and level (app/rules/explanation-key.ts)" },
  { prefix: "maps.findings.", why: "a map check finding, by its code, and the land-tile count's parts (components/maps/finding-text.ts)" },
  { prefix: "maps.refusals.", why: "why a map-creation move is refused, by its key (components/maps/finding-text.ts)" },
  { prefix: "cardFields.fields.", why: "a card field's name on the card page, by its catalog field key (components/catalog/card-facts.tsx)" },
  { prefix: "cardFields.keys.", why: "a key inside a card field's value (a resource, a body part), by key (components/catalog/card-facts.tsx)" },
  { prefix: "events.status.", why: "an event's status: registration, closed, running, finished or cancelled (app/events/page.tsx, app/events/[id]/page.tsx)" },
];
