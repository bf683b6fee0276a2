import type { ServerFeature } from "../server-feature";
import { manualReference } from "./reference";

/**
 * The user manual is the client's alone (its pages are files of `@campus/manual`); the server
 * holds only its place in the menu and who may read it.
 */
export const manualFeature: ServerFeature = {
  id: "manual",
  register() {},
  tables: {},
  reference: manualReference,
};
