import { useSession } from "@campus/core";

/**
 * Whom the user acts for (a parent's current child, else the user): part of every personal
 * query's key, so a child switched in the header never shows the other child's calendar while
 * the new one loads (the surfaces refetch every query as well).
 */
export function useActingFor(): number | null {
  return useSession((s) => s.user?.child_user_id ?? s.user?.user_id ?? null);
}
