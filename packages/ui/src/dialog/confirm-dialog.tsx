import { useIntl } from "@campus/core";
import { useId, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "../button/button";
import { Dialog } from "./dialog";

const Content = styled.div`
  white-space: pre-line;
`;

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  /** Default: "OK" in the user's locale. */
  okText?: ReactNode;
  /** Default: "Cancel" in the user's locale. */
  cancelText?: ReactNode;
  /** Deleting and other acts that cannot be undone: a red OK, and Cancel focused first. */
  danger?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onOk: () => void;
  /** Cancel, Escape and the close button. */
  onCancel: () => void;
  /** Shows OK busy while the confirmed work runs. */
  loading?: boolean;
}

/** Asks before deleting, copying, submitting or moving (spec §5). */
export function ConfirmDialog({
  open,
  title,
  content,
  okText,
  cancelText,
  danger = false,
  loading = false,
  onOk,
  onCancel,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const contentId = useId();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      describedBy={content ? contentId : undefined}
      width={420}
      footer={
        <>
          <Button onClick={onCancel} data-autofocus={danger ? "" : undefined}>
            {cancelText ?? intl.formatMessage({ id: "ui.dialog.cancel" })}
          </Button>
          <Button
            variant={danger ? "danger" : "primary"}
            loading={loading}
            onClick={onOk}
            data-autofocus={danger ? undefined : ""}
          >
            {okText ?? intl.formatMessage({ id: "core.action.ok" })}
          </Button>
        </>
      }
    >
      {content && <Content id={contentId}>{content}</Content>}
    </Dialog>
  );
}

export interface AlertOptions {
  title: ReactNode;
  content?: ReactNode;
  /** Default: "OK" in the user's locale (e.g. "Reload" when closing reloads the page). */
  okText?: ReactNode;
}

export interface AlertDialogProps extends AlertOptions {
  open: boolean;
  /** OK, Escape and the close button. */
  onClose: () => void;
}

/** A notice the user acknowledges: an HTTP status, the maintenance notice (spec §8). */
export function AlertDialog({ open, title, content, okText, onClose }: AlertDialogProps) {
  const intl = useIntl();
  const contentId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      describedBy={content ? contentId : undefined}
      width={420}
      footer={
        <Button variant="primary" onClick={onClose} data-autofocus="">
          {okText ?? intl.formatMessage({ id: "core.action.ok" })}
        </Button>
      }
    >
      {content && <Content id={contentId}>{content}</Content>}
    </Dialog>
  );
}
