import type { ApplicationForm } from "@campus/contract";
import type { NamespacedStorage } from "@campus/core";

/*
 * What registration keeps in session storage (spec §3, client-stored values): the current
 * school code and the draft being typed. The server has every draft the autosave reached; this
 * keeps the last seconds it has not, so nothing typed is lost to an error, a time-out or an
 * expired session. A different school code clears it (spec §2, §4).
 */

const CODE_KEY = "registration.schoolCode";
/** Under the drafts' prefix (`campus:draft:`): signing out forgets it with every other draft. */
const DRAFT_KEY = "draft:registration";

/** The draft as typed: which school and application (null before the first save), and when. */
export interface KeptDraft {
  schoolCode: string;
  id: number | null;
  form: ApplicationForm;
  /** When the guardian last changed it (ms since the epoch). */
  changedAt: number;
}

export interface DraftKeeper {
  schoolCode(): string | null;
  /**
   * Makes `code` the current school (the entry link): a different school's draft is cleared.
   * Answers whether a draft was thrown away.
   */
  enter(code: string): { cleared: boolean };
  /** The kept draft of the current school, if any. */
  draft(): KeptDraft | undefined;
  keep(draft: KeptDraft): void;
  clear(): void;
}

export function createDraftKeeper(storage: NamespacedStorage): DraftKeeper {
  const schoolCode = () => storage.get<string>(CODE_KEY) ?? null;
  return {
    schoolCode,
    enter(code) {
      const stored = schoolCode();
      const kept = storage.get<KeptDraft>(DRAFT_KEY);
      const cleared = stored !== code && kept !== undefined;
      if (stored !== code) storage.remove(DRAFT_KEY);
      storage.set(CODE_KEY, code);
      return { cleared };
    },
    draft() {
      const kept = storage.get<KeptDraft>(DRAFT_KEY);
      return kept && kept.schoolCode === schoolCode() ? kept : undefined;
    },
    keep(draft) {
      storage.set(DRAFT_KEY, draft);
    },
    clear() {
      storage.remove(DRAFT_KEY);
    },
  };
}

/**
 * Which form to show when an application opens: the server's, unless this tab kept a newer one
 * of the same application (typed after the last save reached the server) — then that one, to be
 * saved again.
 */
export function formToResume(
  server: { id: number; form: ApplicationForm; updated_at: string },
  kept: KeptDraft | undefined,
): { form: ApplicationForm; unsaved: boolean } {
  if (kept && kept.id === server.id && kept.changedAt > Date.parse(server.updated_at))
    return { form: kept.form, unsaved: true };
  return { form: server.form, unsaved: false };
}
