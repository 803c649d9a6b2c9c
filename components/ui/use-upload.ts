"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { type ApiResult, apiUploadWithProgress } from "@/components/api/client";

/** Where an upload is: the bytes going (with their share), or sent and the server at work. */
export type UploadStage = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "server" };

/**
 * A file sent for import, with honest progress: the upload's real byte count, then the server's
 * stage with the seconds elapsed (`elapsed`, counted while anything is under way). One hook for
 * every file sent (the collection's CSV, a set's PDF, a card's art); <UploadProgress> shows it.
 */
export function useUpload() {
  const [stage, setStage] = useState<UploadStage>({ kind: "idle" });
  const [elapsed, setElapsed] = useState(0);
  const startedAt = useRef(0);

  useEffect(() => {
    if (stage.kind === "idle") return;
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt.current) / 1000)), 250);
    return () => clearInterval(timer);
  }, [stage.kind]);

  const upload = useCallback(async <T>(url: string, file: Blob, type: string, method: "POST" | "PUT" = "POST"): Promise<ApiResult<T>> => {
    startedAt.current = Date.now();
    setElapsed(0);
    setStage({ kind: "uploading", percent: 0 });
    try {
      return await apiUploadWithProgress<T>(
        method,
        url,
        file,
        type,
        (percent) => setStage({ kind: "uploading", percent }),
        () => setStage({ kind: "server" }),
      );
    } finally {
      setStage({ kind: "idle" });
    }
  }, []);

  return { stage, elapsed, busy: stage.kind !== "idle", upload };
}
