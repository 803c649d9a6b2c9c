import { describe, expect, it } from "vitest";
import { RENDERS_AT_ONCE, RENDERS_WAITING, withRenderSlot } from "@/lib/game-clients/render-slots";

// CONTRACTS §10 "Pictures": a burst of clients cannot stall the server: a bounded number of
// renders run, a bounded number wait, and the rest are refused at once (429 RENDER_BUSY).
describe("render slots", () => {
  it("runs at most RENDERS_AT_ONCE, queues RENDERS_WAITING, refuses the next, and frees every slot", async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const draw = () =>
      new Promise<string>((resolve) => {
        running++;
        most = Math.max(most, running);
        releases.push(() => {
          running--;
          resolve("drawn");
        });
      });
    const accepted = Array.from({ length: RENDERS_AT_ONCE + RENDERS_WAITING }, () => withRenderSlot(draw));
    await Promise.resolve();
    expect(releases.length).toBe(RENDERS_AT_ONCE);
    await expect(withRenderSlot(draw)).rejects.toMatchObject({ kind: "limit", code: "RENDER_BUSY", retryAfterSeconds: 1 });
    // Release the drawings one by one: each freed slot goes to one that waited.
    for (let done = 0; done < RENDERS_AT_ONCE + RENDERS_WAITING; done++) {
      while (releases.length === done) await new Promise((r) => setImmediate(r));
      releases[done]();
    }
    expect(await Promise.all(accepted)).toEqual(Array(RENDERS_AT_ONCE + RENDERS_WAITING).fill("drawn"));
    expect(most).toBe(RENDERS_AT_ONCE);
    // All slots are free again: as many run at once as before.
    const again = Array.from({ length: RENDERS_AT_ONCE }, () => withRenderSlot(async () => "ok"));
    expect(await Promise.all(again)).toEqual(Array(RENDERS_AT_ONCE).fill("ok"));
  });
});
