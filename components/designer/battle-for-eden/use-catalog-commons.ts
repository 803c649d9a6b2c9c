"use client";

import { useEffect, useState } from "react";
import { api } from "@/components/api/client";
import type { CommonCards } from "@/lib/games/battle-for-eden/world-readiness";

interface CardsPage {
  cards: { code: string; name: string }[];
}

/**
 * The catalog's Battle for Eden common cards (GET /api/v1/cards, kind common), where a starting
 * deck's crystals come from ("Conquest ▶ Setup"). Player-made cards (codes `set-id/code`) are
 * left out: the starting-deck rule finds the crystals by their catalog codes.
 */
export function useCatalogCommons(): { cards: CommonCards | null; error: string | null } {
  const [state, setState] = useState<{ cards: CommonCards | null; error: string | null }>({ cards: null, error: null });
  useEffect(() => {
    let live = true;
    api<CardsPage>("GET", "/api/v1/cards?game=battle-for-eden&kind=common").then((res) => {
      if (!live) return;
      if (res.ok) setState({ cards: res.data.cards.filter((c) => !c.code.includes("/")).map((c) => ({ code: c.code, name: c.name })), error: null });
      else setState({ cards: null, error: res.error.message });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
