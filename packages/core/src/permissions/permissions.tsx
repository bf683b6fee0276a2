import type { Action, Permissions } from "@campus/contract";
import { createContext, useContext, type ReactNode } from "react";
import { useStore } from "zustand";
import { getSessionStore } from "../stores/session-store";

/**
 * Route and action permission (spec §6). A route is permitted when its code is in the user's
 * permissions; an action when the route lists it. The server enforces the same rules.
 */
export function can(
  permissions: Permissions | null | undefined,
  routeCode: string,
  action?: Action,
): boolean {
  if (!permissions) return false;
  const actions = permissions[routeCode];
  if (!actions) return false;
  return action === undefined || actions.includes(action);
}

/** The route code of the screen being rendered; set by the router from route metadata. */
export const RouteCodeContext = createContext<string | null>(null);

/** Whether the signed-in user may take `action` on the current route (or on `routeCode`). */
export function useCan(action: Action, routeCode?: string): boolean {
  const current = useContext(RouteCodeContext);
  const permissions = useStore(getSessionStore(), (state) => state.user?.permissions);
  const code = routeCode ?? current;
  return code !== null && can(permissions, code, action);
}

export interface CanProps {
  action: Action;
  /** Defaults to the current route's code. */
  route?: string;
  children: ReactNode;
  /** Shown instead when the action is not permitted; nothing by default. */
  fallback?: ReactNode;
}

/** Renders its children only when the action is permitted: elements of unpermitted actions are hidden. */
export function Can({ action, route, children, fallback = null }: CanProps) {
  return useCan(action, route) ? children : fallback;
}
