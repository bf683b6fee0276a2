import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";

/*
 * The event's files and photos, sent one by one (the event saved names them): a module of its
 * own, so the pickers' chunk, loaded after the editor's form shows, does not pull in the form.
 */

/** Sends one of an event's files or photos; removing it while it goes aborts it. */
export function useUploadEventFile(as: "attachments" | "photos") {
  const { request } = ecaApi.useRequest();
  const route = as === "photos" ? routes.ecaUploadEventPhoto : routes.ecaUploadEventFile;
  return (file: File, signal: AbortSignal) => request(route, { file }, { signal });
}
