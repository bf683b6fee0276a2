import { ecaApiRoutes as routes, type EcaSchoolRegion } from "@campus/contract";
import { useRuntime } from "@campus/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useStore } from "zustand";
import { ecaApi } from "./eca-api";
import { SETTINGS, settingsQuery } from "./settings-query";

/*
 * The school's ECA settings: read by every ECA screen (filters, the editor's choices), changed
 * on the settings page (each change in a module of its own, `eca-save-category.ts` and the
 * like; what they make stale is `settingsChanged` in `stale.ts`).
 */

/** Categories, prizes, tags, the scoring rule and the school years. */
export function useEcaSettings() {
  return ecaApi.useEndpointQuery(routes.ecaSettings, {}, SETTINGS);
}

/**
 * The school's region, which names its territory-wide awards (全港 in Hong Kong, 全澳 in
 * Macau). A screen that shows one waits for the settings the first time (Suspense, as for its
 * code) rather than guess Hong Kong's word for a Macau school — on a printed SLP, say.
 */
export function useRegion(): EcaSchoolRegion {
  const runtime = useRuntime();
  // Asked again for another school: its id is in the key.
  useStore(runtime.school, (s) => s.id);
  return useSuspenseQuery(settingsQuery(runtime)).data.rule.region;
}
