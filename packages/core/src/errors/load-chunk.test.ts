import { afterEach, describe, expect, it, vi } from "vitest";
import { decideError } from "./decide-error";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from "./load-chunk";

afterEach(() => {
  vi.useRealTimers();
});

describe("loadChunk", () => {
  it("resolves with the module when the import succeeds", async () => {
    const module = await loadChunk(() => import("./decide-error"));
    expect(typeof module.decideError).toBe("function");
  });

  it("turns a failed import into a chunk-load error", async () => {
    const missing = "./no-such-chunk.js";
    const error = await loadChunk(() => import(/* @vite-ignore */ missing)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe("failed");
    expect(decideError(error as ChunkLoadError, "portal")).toEqual({ kind: "chunk" });
  });

  it("gives up after 120 s (spec §8)", async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).reason).toBe("timeout");
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
});
