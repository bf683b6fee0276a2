import type { AppDeps } from "../app-deps";
import { SERVER_FEATURES } from "../features";
import type { FeatureChore } from "../server-feature";
import { timed } from "./metrics";
import { keepStatistics } from "./housekeeping";
import { forgetExpired, forgetUnattachedUploads } from "./retention";

/*
 * The server's clock: what the features do on their own as time passes (a slip's automatic
 * reminder the evening before its last day), every minute. A chore that fails is logged and
 * tried again on the next round; the others still run. Every chore is safe to run on several
 * servers at once (each keeps what it did before it acts, under a unique index or a lock).
 */

/** How often the server looks for chores that are due. */
export const CHORE_ROUND_MS = 60_000;

/**
 * The platform's own: forgetting what has served its purpose (services/retention.ts), and on
 * PGlite the statistics autovacuum would keep (services/housekeeping.ts).
 */
const PLATFORM_CHORES: FeatureChore[] = [
  { id: "platform.forget-expired", run: (deps, now) => forgetExpired(deps.db, now) },
  {
    // Hourly: it reads every record's files, and a file has a week.
    id: "platform.forget-unattached-uploads",
    run: (deps, now) =>
      hourly(deps, now, () =>
        forgetUnattachedUploads(deps.db, now, {
          fileLists: (deps.features ?? SERVER_FEATURES).flatMap((f) => f.fileLists ?? []),
          files: deps.files,
        }),
      ),
  },
  { id: "platform.keep-statistics", run: (deps) => keepStatistics(deps.db) },
];

/** When each app last ran its hourly chore. */
const lastHourly = new WeakMap<AppDeps["db"], number>();

/** Runs `chore` when an hour has passed since this app last did (the first round runs it). */
async function hourly(deps: AppDeps, now: Date, chore: () => Promise<number>) {
  const last = lastHourly.get(deps.db);
  if (last !== undefined && now.getTime() - last < 3_600_000) return 0;
  lastHourly.set(deps.db, now.getTime());
  return chore();
}

/** The platform's chores, then the features', in the features' order. */
export function choresOf(deps: Pick<AppDeps, "features">): FeatureChore[] {
  return [
    ...PLATFORM_CHORES,
    ...(deps.features ?? SERVER_FEATURES).flatMap((feature) => feature.chores ?? []),
  ];
}

/** Runs every chore once, in turn; answers what each did (its id → count, or "failed"). */
export async function runChores(deps: AppDeps, now = deps.now()) {
  const done: Record<string, number | "failed"> = {};
  for (const chore of choresOf(deps)) {
    try {
      done[chore.id] = await timed(`chore:${chore.id}`, () => chore.run(deps, now));
    } catch (error) {
      done[chore.id] = "failed";
      deps.log?.(`chore ${chore.id} failed: ${String(error)}`);
    }
  }
  return done;
}

/**
 * Runs the chores every `everyMs` until stopped (a round never overlaps the last one). Answers
 * the stop, which waits for a round under way to end.
 */
export function startChores(deps: AppDeps, everyMs = CHORE_ROUND_MS) {
  let round: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    round ??= runChores(deps).finally(() => (round = null));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await round;
  };
}
