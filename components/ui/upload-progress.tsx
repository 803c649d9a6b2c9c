import type { UploadStage } from "./use-upload";

/** An upload's progress (useUpload): the share of bytes sent, then the server's stage in words with an indeterminate bar. */
export function UploadProgress({ stage, uploading, working }: { stage: UploadStage; uploading: (percent: number) => string; working: string }) {
  if (stage.kind === "idle") return null;
  return (
    <div role="status" aria-live="polite" className="space-y-1 text-sm">
      {stage.kind === "uploading" ? (
        <>
          <span>{uploading(stage.percent)}</span>
          <progress max={100} value={stage.percent} className="block w-64" />
        </>
      ) : (
        <>
          <span>{working}</span>
          <progress className="block w-64" />
        </>
      )}
    </div>
  );
}
