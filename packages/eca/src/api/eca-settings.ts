import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";

/*
 * The school's ECA settings: read by every ECA screen (filters, the editor's choices), changed
 * on the settings page. Every change makes the settings and the event lists stale (a renamed
 * category shows in the list).
 */

/** Categories, prizes, tags, the scoring rule and the school years. */
export function useEcaSettings() {
  return ecaApi.useEndpointQuery(routes.ecaSettings, {}, { key: ["settings"], staleTime: 60_000 });
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
