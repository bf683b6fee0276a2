import { officeApiRoutes as routes, type RoleRequest } from "@campus/contract";
import { officeApi } from "./office-api";

/** One role's pages at the school: what it may do on each, and its defaults. */
export const useOfficeRoles = (role: RoleRequest["role"]) =>
  officeApi.useEndpointQuery(routes.officeRoles, { role }, { key: ["roles", role] });

/** Saves a role's pages: the roles and the audit log are stale. */
export const useOfficeSaveRole = () =>
  officeApi.useEndpointMutation(routes.officeSaveRole, (key) => [key("roles"), key("audit")]);
