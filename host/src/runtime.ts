import { createCampusRuntime } from "@campus/core";

/** The portal's one runtime: same-origin API, shared session, school and locale stores. */
export const runtime = createCampusRuntime({ baseURL: "" });
