"use client";

import { useCallback, useEffect, useState } from "react";
import { api } from "@/components/api/client";
import { type ArtState, artUrl } from "./art-upload";

/** The set's card art by card code (GET /api/v1/sets/:id/art), kept up to date by the art upload. */
export function useCardArt(setId: string) {
  const [art, setArt] = useState<Record<string, ArtState>>({});
  useEffect(() => {
    void api<{ art: { code: string; hash: string }[] }>("GET", `/api/v1/sets/${encodeURIComponent(setId)}/art`).then((res) => {
      if (res.ok) setArt(Object.fromEntries(res.data.art.map((a) => [a.code, { url: artUrl(setId, a.code, a.hash), hash: a.hash }])));
    });
  }, [setId]);
  const change = useCallback((code: string, next: ArtState) => setArt((all) => ({ ...all, [code]: next })), []);
  return { art, change };
}
