import { describe, expect, it, vi } from "vitest";
import type { AppDeps } from "../app-deps";
import type { ServerFeature } from "../server-feature";
import { runChores, startChores } from "./chores";

/** A feature with only chores: the clock needs nothing else of it. */
const feature = (id: string, run: (now: Date) => Promise<number>): ServerFeature => ({
  id,
  register: () => {},
  tables: {},
  chores: [{ id: `${id}.chore`, run: (_deps, now) => run(now) }],
});

const depsWith = (features: ServerFeature[], log = vi.fn()) =>
  ({ features, now: () => new Date("2026-12-01T10:00:00Z"), log }) as unknown as AppDeps;

describe("the server's clock", () => {
  it("runs every feature's chores in turn at the moment given; one failing stops no other", async () => {
    const seen: string[] = [];
    const log = vi.fn();
    const deps = depsWith(
      [
        feature("a", () => Promise.reject(new Error("database gone"))),
        feature("b", async (now) => {
          seen.push(now.toISOString());
          return 2;
        }),
      ],
      log,
    );
    // The platform's own chores first (they have no database here, so they fail too).
    expect(await runChores(deps, new Date("2026-12-01T10:00:00Z"))).toEqual({
      "platform.forget-expired": "failed",
      "platform.forget-unattached-uploads": "failed",
      "platform.keep-statistics": "failed",
      "a.chore": "failed",
      "b.chore": 2,
    });
    expect(seen).toEqual(["2026-12-01T10:00:00.000Z"]);
    expect(log).toHaveBeenCalledWith("chore a.chore failed: Error: database gone");
  });

  it("runs a round every minute, never two at once, and the stop waits for the one under way", async () => {
    vi.useFakeTimers();
    try {
      let running = 0;
      let most = 0;
      let finish = () => {};
      const rounds: number[] = [];
      const deps = depsWith([
        feature("slow", async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise<void>((resolve) => (finish = resolve));
          running -= 1;
          rounds.push(Date.now());
          return 1;
        }),
      ]);
      const stop = startChores(deps, 60_000);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(running).toBe(0);
      // The first round is slow: the next minute's tick finds it under way and waits.
      await vi.advanceTimersByTimeAsync(61_000);
      expect([running, most]).toEqual([1, 1]);
      const stopped = stop();
      let done = false;
      void stopped.then(() => (done = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(done).toBe(false);
      finish();
      await stopped;
      expect(rounds).toHaveLength(1);
      // Stopped: no more rounds.
      await vi.advanceTimersByTimeAsync(180_000);
      expect(running).toBe(0);
      expect(rounds).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
