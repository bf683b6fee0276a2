import { ecaApiRoutes as routes } from "@campus/contract";
import { ecaApi } from "./eca-api";
import { recognitionsChanged } from "./stale";

/** Starts recognising traits (an event's students, or one student's records): the jobs are stale. */
export const useRecognize = () =>
  ecaApi.useEndpointMutation(routes.ecaRecognize, recognitionsChanged);
