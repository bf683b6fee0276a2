import { useT } from "@campus/core";
import {
  Button,
  Dialog,
  DialogActions,
  FieldFrame,
  TextArea,
  useErrorText,
  type UiMessageId,
} from "@campus/ui";
import { useState, type FormEvent, type ReactNode } from "react";
import type { RegistrationMessageId } from "../../messages/message-ids";

/** The longest reason the server keeps (the contract's `reasonText`). */
export const REASON_MAX = 500;

export interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the reason is for the family: the field's label. */
  label: ReactNode;
  hint?: ReactNode;
  okText: ReactNode;
  danger?: boolean;
  onClose: () => void;
  /** Does the work; resolves to whether it went through (the dialog then closes). */
  onSubmit: (reason: string) => Promise<boolean>;
}

/**
 * Asks the office why, before a step the family must understand: denying, asking for more
 * information, rejecting a document or a slip. The reason is required (the family reads it);
 * a refusal leaves the dialog open with the text as typed.
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
  const t = useT<RegistrationMessageId | UiMessageId>();
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
