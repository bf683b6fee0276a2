import { DAY_PATTERN, type ActivationLetters } from "@campus/contract";
import { schoolDayOf, useT } from "@campus/core";
import {
  Button,
  Checkbox,
  DayInput,
  Dialog,
  DialogActions,
  FieldFrame,
  refusalText,
  type UiMessageId,
} from "@campus/ui";
import { useState, type FormEvent } from "react";
import { useOfficeActivationLetters } from "../../api/office-activation-letters";
import type { OfficeMessageId } from "../../messages/message-ids";
import { DialogForm, DialogLead, DialogProblem, refusedField } from "../dialog-parts";

/** A day `days` after another (YYYY-MM-DD). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Letters work four weeks by default: time for a class teacher to hand them out and remind. */
export const DEFAULT_LETTER_DAYS = 28;

export interface LettersDialogProps {
  className: string;
  onClose: () => void;
  onIssued: (letters: ActivationLetters) => void;
}

/**
 * Which letters to print for a class: until when their codes work (after today, within a
 * year — the server's rule, its words beside the field), and whether students who already set
 * a password get a new letter too (one who forgot it, say). One date and a tick: no form
 * library (this dialog loads with the office's heaviest screen).
 */
export function LettersDialog({ className, onClose, onIssued }: LettersDialogProps) {
  const t = useT<OfficeMessageId | UiMessageId>();
  const issue = useOfficeActivationLetters();
  const today = schoolDayOf(new Date());
  const [day, setDay] = useState<string | null>(addDays(today, DEFAULT_LETTER_DAYS));
  const [reissue, setReissue] = useState(false);
  const [dayError, setDayError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!day || !DAY_PATTERN.test(day)) return setDayError(t("validation.required"));
    setDayError(null);
    setBusy(true);
    try {
      onIssued(await issue.mutateAsync({ class_name: className, expires_on: day, reissue }));
    } catch (error) {
      const said = refusalText(error);
      if (said && refusedField(error) === "expires_on") setDayError(said);
      else setProblem(said);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("office.letters.title", { class: className })}
      width={460}
    >
      <DialogForm onSubmit={(event) => void submit(event)} noValidate>
        <DialogLead>{t("office.letters.lead")}</DialogLead>
        <FieldFrame
          label={t("office.letters.expires")}
          hint={t("office.letters.expiresHint")}
          error={dayError}
          required
        >
          {(a11y) => (
            <DayInput
              {...a11y}
              value={day}
              min={addDays(today, 1)}
              max={addDays(today, 366)}
              onChange={(next) => {
                setDay(next);
                setDayError(null);
              }}
            />
          )}
        </FieldFrame>
        <Checkbox checked={reissue} onChange={(event) => setReissue(event.currentTarget.checked)}>
          {t("office.letters.reissue")}
        </Checkbox>
        {problem && <DialogProblem role="alert">{problem}</DialogProblem>}
        <DialogActions>
          <Button onClick={onClose}>{t("office.letters.cancel")}</Button>
          <Button type="submit" variant="primary" loading={busy}>
            {t("office.letters.submit")}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
