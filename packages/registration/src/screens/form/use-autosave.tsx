import type { Application } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import { Button, theme } from "@campus/ui";
import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import styled, { css } from "styled-components";
import { useSaveDraft } from "../../api/registration-save-draft";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { useDraftKeeper } from "../../routing/registration-page";
import { isBlank, type ApplicationValues } from "./form-values";

/** Typing pauses this long before the draft goes to the server. */
export const AUTOSAVE_DELAY_MS = 1200;
/** After a failed save, the next try (typing tries sooner). */
export const AUTOSAVE_RETRY_MS = 10_000;

type Phase = "idle" | "saving" | "saved" | "failed";

interface SaveOptions {
  /** Start the application even with nothing typed yet (a document uploaded first). */
  evenBlank?: boolean;
}

export interface Autosave {
  phase: Phase;
  /** The application's id once the server has it (the first save starts it). */
  id: number | null;
  number: string | null;
  savedAt: string | null;
  /**
   * Saves what is on screen now (after a save under way); the id, or null when it failed. A
   * blank new form is not saved unless `evenBlank` (an upload needs the application first).
   */
  saveNow: (options?: SaveOptions) => Promise<number | null>;
}

/**
 * The draft's two homes (issue 11, "nothing typed is ever lost"): every change goes to this
 * tab's session storage at once, and to the server after a pause. A failed save is tried again
 * and says so; an ended session still goes to sign-in (registration's login), after which the
 * tab's copy comes back.
 */
export function useAutosave({
  form,
  schoolCode,
  application,
  restored,
}: {
  form: UseFormReturn<ApplicationValues>;
  schoolCode: string;
  application: Application | null;
  restored: boolean;
}): Autosave {
  const keeper = useDraftKeeper();
  const save = useSaveDraft();
  const mutate = save.mutateAsync;
  const [state, setState] = useState(() => ({
    phase: "idle" as Phase,
    id: application?.id ?? null,
    number: application?.number ?? null,
    savedAt: application?.updated_at ?? null,
  }));
  const id = useRef(state.id);
  const running = useRef<Promise<number | null> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Changes since the last save began: a save that ends with none left, clears "unsaved". */
  const changes = useRef(restored ? 1 : 0);

  const saveOnce = useCallback(
    async ({ evenBlank = false }: SaveOptions = {}): Promise<number | null> => {
      clearTimeout(timer.current);
      const values = form.getValues();
      if (id.current === null && isBlank(values) && !evenBlank) return null;
      const pending = changes.current;
      setState((s) => ({ ...s, phase: "saving" }));
      try {
        const saved = await mutate({
          school_code: schoolCode,
          ...(id.current !== null ? { id: id.current } : {}),
          form: values,
        });
        id.current = saved.id;
        changes.current -= pending;
        // Nothing typed since: the server has it all (changedAt 0 never outranks the server's).
        keeper.keep({
          schoolCode,
          id: saved.id,
          form: form.getValues(),
          changedAt: changes.current > 0 ? Date.now() : 0,
        });
        setState({ phase: "saved", id: saved.id, number: saved.number, savedAt: saved.updated_at });
        return saved.id;
      } catch {
        setState((s) => ({ ...s, phase: "failed" }));
        timer.current = setTimeout(() => void saveNow(), AUTOSAVE_RETRY_MS);
        return null;
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saveNow is defined below, stable
    [form, keeper, mutate, schoolCode],
  );

  const saveNow = useCallback(
    async (options?: SaveOptions): Promise<number | null> => {
      // One save at a time: a later one waits and then sends what is on screen by then.
      while (running.current) await running.current;
      if (changes.current === 0 && id.current !== null) return id.current;
      const run = saveOnce(options).finally(() => {
        running.current = null;
      });
      running.current = run;
      return run;
    },
    [saveOnce],
  );

  useEffect(() => {
    const subscription = form.watch((values) => {
      changes.current += 1;
      keeper.keep({
        schoolCode,
        id: id.current,
        form: values as ApplicationValues,
        changedAt: Date.now(),
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    });
    return () => subscription.unsubscribe();
  }, [form, keeper, schoolCode, saveNow]);

  useEffect(() => {
    // This tab's typing the server has not had: saved again now.
    if (restored) void saveNow();
    return () => {
      // Leaving with a save pending: send it (the tab keeps its copy either way).
      if (timer.current !== undefined && changes.current > 0) void saveNow();
      clearTimeout(timer.current);
    };
  }, [restored, saveNow]);

  return { ...state, saveNow };
}

const Status = styled.p<{ $failed: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  color: ${(p) => (p.$failed ? theme.color.danger : theme.color.textSecondary)};
  font-size: ${theme.font.size.sm};
  /* Not saved: it stays in view down a long form, under the page's own sticky header. */
  ${(p) =>
    p.$failed &&
    css`
      position: sticky;
      top: var(--campus-sticky-top, 0);
      z-index: 1;
      padding: ${theme.space.sm} ${theme.space.md};
      border: 1px solid ${theme.color.danger};
      border-radius: ${theme.radius.md};
      background: ${theme.color.surface};
    `}
`;

/** "Saving…", "Saved at 14:32", or "not saved" with a retry: said politely to screen readers. */
export function SaveStatus({ autosave }: { autosave: Autosave }) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const { phase, savedAt } = autosave;
  return (
    <Status role="status" $failed={phase === "failed"}>
      {phase === "saving" && t("registration.form.saving")}
      {phase === "saved" &&
        savedAt &&
        t("registration.form.saved", {
          time: intl.formatTime(savedAt, { hour: "2-digit", minute: "2-digit" }),
        })}
      {phase === "failed" && (
        <>
          {t("registration.form.saveFailed")}
          <Button size="sm" onClick={() => void autosave.saveNow()}>
            {t("registration.form.retrySave")}
          </Button>
        </>
      )}
    </Status>
  );
}
