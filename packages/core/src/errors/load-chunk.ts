/** A lazy chunk that has not loaded after this long is treated as failed (spec §8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  readonly reason: "failed" | "timeout";

  constructor(reason: "failed" | "timeout", cause?: unknown) {
    super(reason === "timeout" ? "chunk did not load in time" : "chunk failed to load", { cause });
    this.name = "ChunkLoadError";
    this.reason = reason;
  }
}

/**
 * Wraps a dynamic import for React.lazy or a route loader: a rejected import, or one still
 * pending after the time-out, becomes a ChunkLoadError the error catalogue knows.
 */
export function loadChunk<T>(
  importer: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError("timeout")), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError("failed", error));
      },
    );
  });
}
