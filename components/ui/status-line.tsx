import type { RequestState } from "./use-request";

/**
 * What a request said, where the control is: a live status while it runs and when done, an
 * alert (with the server's findings, if any) when refused. Present from the start, so what is
 * put in it is announced.
 */
export function StatusLine({ state, busyText, className = "" }: { state: RequestState; busyText?: string; className?: string }) {
  if (state.kind === "error") {
    return (
      <div role="alert" className={`text-sm text-red-800 ${className}`}>
        <p>{state.text}</p>
        {state.details.length > 0 && (
          <ul className="ml-5 list-disc">
            {state.details.map((d, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: findings may repeat a message
              <li key={i}>{d}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <p role="status" className={`text-sm text-stone-700 ${className}`}>
      {state.kind === "busy" ? (busyText ?? "") : state.kind === "done" ? (state.text ?? "") : ""}
    </p>
  );
}
