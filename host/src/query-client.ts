import { createCampusQueryClient } from "@campus/core";
import { runtime } from "./runtime";

/**
 * One QueryClient for the page: server state of every feature the portal mounts. Only signed-in
 * pages use it, so it loads with the signed-in layout, not with the sign-in page.
 */
export const queryClient = createCampusQueryClient(runtime.locale);
