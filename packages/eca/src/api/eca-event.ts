import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";

/** One event whole (the editor), when there is one to read. */
export function useEcaEvent(id: number | null) {
  return ecaApi.useEndpointQuery(
    routes.ecaEvent,
    { id: id ?? 0 },
    { key: ["events", "one", id], enabled: id !== null },
  );
}

/**
 * Deletes an event with its students' entries: the lists are stale. Not the event itself: its
 * page, still open while the office goes back to the list, would ask for it again and be told
 * "no such event" in red (issue 37, item 18).
 */
export function useDeleteEvent() {
  return ecaApi.useEndpointMutation(routes.ecaDeleteEvent, (key) => [
    key("events", "list"),
    key("events", "approvals"),
  ]);
}
