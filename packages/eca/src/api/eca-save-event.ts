import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";

/*
 * The editor form's own calls, in a module of their own: the form is a chunk loaded after the
 * editor's page, and takes these with it rather than from the page's chunk.
 */

/** The school's teachers, for the responsible teachers. */
export function useEcaTeachers() {
  return ecaApi.useEndpointQuery(routes.ecaTeachers, {}, { key: ["teachers"], staleTime: 300_000 });
}

/** Adds an event or changes its basic information: the lists and the event are stale. */
export function useSaveEvent() {
  return ecaApi.useEndpointMutation(routes.ecaSaveEvent, (key) => [key("events")], {
    silent: true,
  });
}
