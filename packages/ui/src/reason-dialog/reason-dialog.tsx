import { useT } from "@campus/core";
import { useState, type FormEvent, type ReactNode } from "react";
import { Button } from "../button/button";
import { FieldFrame } from "../form/field-frame";
import { useErrorText } from "../form/use-error-text";
import { TextArea } from "../text-area/text-area";
import type { UiMessageId } from "../messages";
import { Dialog, DialogActions } from "../dialog/dialog";

/** The longest reason the server keeps (the contract's `reasonText`). */
export const REASON_MAX = 500;

export interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the reason is for whoever reads it (a family, a teacher): the field's label. */
  label: ReactNode;
  hint?: ReactNode;
  okText: ReactNode;
  danger?: boolean;
  onClose: () => void;
  /** Does the work; resolves to whether it went through (the dialog then closes). */
  onSubmit: (reason: string) => Promise<boolean>;
}

/*
 * Not in dialog/: that folder ships in the shell every page loads (host/vite.config.ts), and
 * this one brings a text field and its error wording with it.
 */

/**
 * Asks why, before a step someone must understand: the registration office denying or asking
 * for more, a document or slip sent back; ECA records not passed (one reason for many). The
 * reason is required (its reader reads it); a refusal leaves the dialog open with the text as
 * typed.
 */
export function ReasonDialog({
  open,
  title,
  label,
  hint,
  okText,
  danger,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const t = useT<UiMessageId>();
  const errorText = useErrorText();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setReason("");
    setError(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError(errorText({ message: "validation.required" }));
    setBusy(true);
    try {
      if (await onSubmit(text)) close();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} title={title} width={520}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FieldFrame label={label} required hint={hint} error={error}>
          {(a11y) => (
            <TextArea
              {...a11y}
              value={reason}
              maxLength={REASON_MAX}
              showCount
              onChange={(event) => {
                setReason(event.target.value);
                setError(null);
              }}
            />
          )}
        </FieldFrame>
        <DialogActions>
          <Button onClick={close}>{t("ui.dialog.cancel")}</Button>
          <Button type="submit" variant={danger ? "danger" : "primary"} loading={busy}>
            {okText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
