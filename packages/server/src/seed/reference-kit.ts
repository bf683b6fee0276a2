import type { Action, Role } from "@campus/contract";

/*
 * What a feature declares of the school's reference data (`ServerFeature.reference`): its
 * place in the side menu and what each role may do on its pages. `seed/reference.ts` writes
 * every feature's on each start; the office's roles page then changes them per school.
 */

export type MenuSeed = {
  code: string;
  zh: string;
  cn: string;
  en: string;
  icon?: string;
  path?: string;
  hidden?: boolean;
  roles: Role[];
  children?: MenuSeed[];
};

export interface FeatureReference {
  /** Where its menu stands among the features' (lower first: the calendar is 10). */
  position: number;
  /** Its top menu item with its pages. Item codes are the route codes permissions are keyed by. */
  menu: MenuSeed;
  /** What each role may do on its pages. Staff hold the teacher role as well: theirs adds to it. */
  permissions: Partial<Record<Role, Record<string, Action[]>>>;
}

export const everyone: Role[] = ["parent", "student", "teacher", "staff"];
export const staffOnly: Role[] = ["staff"];
export const teaching: Role[] = ["teacher", "staff"];

export const READ: Action[] = ["query", "get"];
export const WRITE: Action[] = ["query", "get", "add", "edit", "delete"];

/** The same actions on several pages. */
export function grant(routes: string[], actions: Action[]): Record<string, Action[]> {
  return Object.fromEntries(routes.map((r) => [r, actions]));
}
