import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { recognitionsChanged } from "./stale";

/** Runs a failed job again: the jobs are stale. */
export const useRetryRecognition = () =>
  ecaApi.useEndpointMutation(routes.ecaRetryRecognition, recognitionsChanged);
