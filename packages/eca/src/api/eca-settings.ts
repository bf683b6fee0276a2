import { ecaApiRoutes as routes, type EcaSchoolRegion } from "@campus/contract";
import { useRuntime } from "@campus/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useStore } from "zustand";
import { ecaApi } from "./eca-api";
import { SETTINGS, settingsQuery } from "./settings-query";

/*
 * The school's ECA settings: read by every ECA screen (filters, the editor's choices), changed
 * on the settings page. Every change makes the settings and the event lists stale (a renamed
 * category shows in the list).
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

const changed = (key: (...path: unknown[]) => readonly unknown[]) => [
  key("settings"),
  key("events"),
];

export const useSaveCategory = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveCategory, changed, { silent: true });
export const useSavePrize = () =>
  ecaApi.useEndpointMutation(routes.ecaSavePrize, changed, { silent: true });
export const useSaveTag = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveTag, changed, { silent: true });
export const useSaveTrait = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveTrait, changed, { silent: true });
export const useSettingStatus = () => ecaApi.useEndpointMutation(routes.ecaSettingStatus, changed);
export const useDeleteSetting = () =>
  ecaApi.useEndpointMutation(routes.ecaDeleteSetting, changed, { silent: true });
export const useOlePreset = () => ecaApi.useEndpointMutation(routes.ecaOlePreset, changed);
export const useSaveRule = () =>
  ecaApi.useEndpointMutation(routes.ecaSaveRule, changed, { silent: true });
