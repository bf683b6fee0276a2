import { UPLOAD_KINDS, UPLOAD_TYPES, type UploadKind } from "@campus/contract";
import { useIntl } from "@campus/core";
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
} from "react";
import styled, { css } from "styled-components";
import { Button, VisuallyHidden } from "../button/button";
import { Progress } from "../progress/progress";
import { theme } from "../theme/theme";
import { formatFileSize } from "../file-size/file-size";
import { acceptAttribute, checkUploadFile, type UploadProblem } from "./file-check";

export interface UploadRequestOptions {
  /** Report progress, 0–100. */
  onProgress(percent: number): void;
  /** Aborted when the user removes the file (or retries) while it is still uploading. */
  signal: AbortSignal;
}

export interface UploadProps {
  /**
   * What the upload is for (the contract's `UPLOAD_KINDS`): the types it takes, by extension and
   * by content, and its largest size (shown in 1000-based units) — the server's own rules.
   */
  kind: UploadKind;
  multiple?: boolean;
  /** A form submitted with nothing uploaded says "please upload the file". */
  required?: boolean;
  disabled?: boolean;
  /** The drop zone's text; "choose a file or drop it here" by default. */
  label?: ReactNode;
  /** Sends one file; resolve when stored, reject when not (the row offers a retry). */
  onUpload(file: File, options: UploadRequestOptions): Promise<void>;
  /** A file was removed from the list (or replaced, without `multiple`). */
  onRemove?(file: File): void;
  /**
   * Looked at before sent: a chosen file waits in the list, with `preview` (`FilePreview` shows
   * an image), until its button (`send`: "submit the slip") sends it or another file replaces
   * it. For what cannot be taken back once sent, such as a payment's proof.
   */
  review?: { send: string; preview?: (file: File) => ReactNode };
}

/** Its words are `ui.upload.<status>` ("ui.upload.offline" when it failed with the device offline). */
type Status = "chosen" | "uploading" | "done" | "failed";

interface Item {
  id: number;
  file: File;
  status: Status;
  percent: number;
}

/** The file input, hidden as screen-reader text is (the zone is what shows). */
const HiddenInput = styled(VisuallyHidden).attrs({ as: "input" })`
  opacity: 0;
`;

const Zone = styled.label<{ $dragging: boolean; $invalid: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border: 1px dashed ${(p) => (p.$invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceMuted};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition: border-color 0.15s;
  &:hover {
    border-color: ${theme.color.primaryText};
  }
  /* The input is hidden, so its focus ring is drawn on the zone. */
  &:has(input:focus-visible) {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  ${(p) =>
    p.$dragging &&
    css`
      border-style: solid;
      border-color: ${theme.color.primaryText};
      background: ${theme.color.primarySoft};
    `}
  ${(p) =>
    p.$disabled &&
    css`
      cursor: not-allowed;
      opacity: 0.55;
      &:hover {
        border-color: ${theme.color.borderStrong};
      }
    `}
`;

const ZoneText = styled.span`
  color: ${theme.color.text};
  font-weight: ${theme.font.weight.medium};
`;

const Hint = styled.span`
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

const Problems = styled.div`
  color: ${theme.color.danger};
  font-size: ${theme.font.size.sm};
  &:not(:empty) {
    margin-top: ${theme.space.xs};
  }
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.sm};
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
`;

const FileName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Size = styled.span`
  margin-inline-start: ${theme.space.sm};
  color: ${theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
  white-space: nowrap;
`;

const Actions = styled.span`
  display: flex;
  gap: ${theme.space.xs};
`;

const StatusLine = styled.span<{ $status: Status }>`
  grid-column: 1 / -1;
  color: ${(p) =>
    p.$status === "failed"
      ? theme.color.danger
      : p.$status === "done"
        ? theme.color.success
        : theme.color.textSecondary};
  font-size: ${theme.font.size.sm};
`;

/**
 * A file picker and drop zone. The zone is the label of a visually hidden file input, so it
 * is a native control for keyboards and screen readers. Files are checked here first (type
 * by name and by content, size) and only good ones reach `onUpload`; each shows its progress,
 * and a failed one can be retried or removed.
 */
export function Upload({
  kind,
  multiple = false,
  required = false,
  disabled = false,
  label,
  onUpload,
  onRemove,
  review,
}: UploadProps) {
  const intl = useIntl();
  const { maxBytes } = UPLOAD_KINDS[kind];
  const accept = UPLOAD_KINDS[kind].types.flatMap((type) => UPLOAD_TYPES[type]);
  const ids = { text: useId(), hint: useId(), problems: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextId = useRef(0);
  // One controller per file; a late answer from an earlier attempt is ignored.
  const controllers = useRef(new Map<number, AbortController>());
  const callbacks = useRef({ onUpload, onRemove });
  useLayoutEffect(() => {
    callbacks.current = { onUpload, onRemove };
  });
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const update = useCallback((id: number, change: Partial<Item>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const start = useCallback(
    (id: number, file: File) => {
      controllers.current.get(id)?.abort();
      const controller = new AbortController();
      controllers.current.set(id, controller);
      const current = () => controllers.current.get(id) === controller;
      update(id, { status: "uploading", percent: 0 });
      // Wrapped so that an onUpload throwing before it returns a promise also counts as failed.
      new Promise<void>((resolve) =>
        resolve(
          callbacks.current.onUpload(file, {
            signal: controller.signal,
            onProgress: (percent) => current() && update(id, { percent }),
          }),
        ),
      ).then(
        () => current() && update(id, { status: "done", percent: 100 }),
        () => current() && update(id, { status: "failed" }),
      );
    },
    [update],
  );

  const discard = (item: Item) => {
    controllers.current.get(item.id)?.abort();
    controllers.current.delete(item.id);
    callbacks.current.onRemove?.(item.file);
  };

  const remove = (item: Item) => {
    discard(item);
    const rest = items.filter((i) => i.id !== item.id);
    setItems(rest);
    if (required && !rest.some((i) => i.status === "done")) {
      setProblems([intl.formatMessage({ id: "validation.fileRequired" })]);
    }
  };

  const describe = (file: File, problem: UploadProblem) =>
    intl.formatMessage(
      { id: "ui.upload.fileProblem" },
      {
        name: file.name,
        problem:
          problem === "tooLarge"
            ? intl.formatMessage(
                { id: "ui.upload.tooLarge" },
                { max: formatFileSize(maxBytes ?? 0, intl) },
              )
            : intl.formatMessage({ id: "validation.fileType" }),
      },
    );

  const take = async (chosen: File[]) => {
    if (disabled || chosen.length === 0) return;
    const files = multiple ? chosen : chosen.slice(0, 1);
    const checked = await Promise.all(
      files.map(async (file) => ({
        file,
        problem: await checkUploadFile(file, { accept, maxBytes }),
      })),
    );
    setProblems(checked.flatMap(({ file, problem }) => (problem ? [describe(file, problem)] : [])));
    const good = checked.filter(({ problem }) => !problem).map(({ file }) => file);
    if (good.length === 0) return;
    if (!multiple) items.forEach(discard);
    const added = good.map((file) => ({
      id: ++nextId.current,
      file,
      status: review ? ("chosen" as const) : ("uploading" as const),
      percent: 0,
    }));
    setItems((list) => [...(multiple ? list : []), ...added]);
    if (!review) added.forEach((item) => start(item.id, item.file));
  };

  const onDrag = (event: DragEvent<HTMLLabelElement>, over: boolean) => {
    if (disabled) return;
    // Allowing the drop is what makes the browser deliver it here, not open the file.
    event.preventDefault();
    // Moving onto a child fires dragleave on the zone; only leaving the zone counts.
    if (!over && event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setDragging(over);
  };

  const hasDone = items.some((item) => item.status === "done");
  const types = intl.formatList(
    accept.map((type) => type.toUpperCase()),
    { type: "disjunction" },
  );

  return (
    <div>
      <Zone
        $dragging={dragging}
        $invalid={problems.length > 0}
        $disabled={disabled}
        onDragEnter={(e) => onDrag(e, true)}
        onDragOver={(e) => onDrag(e, true)}
        onDragLeave={(e) => onDrag(e, false)}
        onDrop={(event) => {
          if (disabled) return;
          event.preventDefault();
          setDragging(false);
          void take(Array.from(event.dataTransfer.files));
        }}
      >
        <HiddenInput
          ref={inputRef}
          type="file"
          accept={acceptAttribute(accept)}
          multiple={multiple}
          disabled={disabled}
          required={required && !hasDone}
          aria-labelledby={ids.text}
          aria-describedby={problems.length ? `${ids.hint} ${ids.problems}` : ids.hint}
          aria-invalid={problems.length > 0 || undefined}
          onChange={(event) => {
            const input = event.currentTarget;
            void take(Array.from(input.files ?? []));
            // Choosing the same file again (after a failure, say) must fire change again.
            input.value = "";
          }}
          onInvalid={(event) => {
            // Our message instead of the browser's bubble, which cannot point at a hidden input.
            event.preventDefault();
            setProblems([intl.formatMessage({ id: "validation.fileRequired" })]);
            inputRef.current?.focus();
          }}
        />
        <ZoneText id={ids.text}>
          {label ?? intl.formatMessage({ id: "ui.upload.choose" }, { multiple: String(multiple) })}
        </ZoneText>
        <Hint id={ids.hint}>
          {intl.formatMessage(
            { id: "ui.upload.hint" },
            { types, max: formatFileSize(maxBytes, intl) },
          )}
        </Hint>
      </Zone>
      <Problems id={ids.problems} role="alert">
        {problems.map((problem, i) => (
          <p key={i}>{problem}</p>
        ))}
      </Problems>
      {items.length > 0 && (
        <List aria-label={intl.formatMessage({ id: "ui.upload.files" })}>
          {items.map((item) => (
            <Row key={item.id} data-status={item.status}>
              <FileName>
                {item.file.name}
                <Size>{formatFileSize(item.file.size, intl)}</Size>
              </FileName>
              <Actions>
                {item.status === "chosen" && review && (
                  <Button
                    size="sm"
                    variant="primary"
                    disabled={disabled}
                    onClick={() => start(item.id, item.file)}
                  >
                    {review.send}
                  </Button>
                )}
                {item.status === "failed" && (
                  <Button
                    size="sm"
                    variant="link"
                    disabled={disabled}
                    aria-label={intl.formatMessage(
                      { id: "ui.upload.retryFile" },
                      { name: item.file.name },
                    )}
                    onClick={() => start(item.id, item.file)}
                  >
                    {intl.formatMessage({ id: "ui.upload.retry" })}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="text"
                  disabled={disabled}
                  aria-label={intl.formatMessage(
                    { id: "ui.upload.removeFile" },
                    { name: item.file.name },
                  )}
                  onClick={() => remove(item)}
                >
                  {intl.formatMessage({ id: "ui.upload.remove" })}
                </Button>
              </Actions>
              {item.status === "chosen" && review?.preview?.(item.file)}
              {item.status === "uploading" && (
                <Progress
                  style={{ gridColumn: "1 / -1" }}
                  percent={item.percent}
                  label={intl.formatMessage({ id: "ui.upload.progress" }, { name: item.file.name })}
                />
              )}
              <StatusLine $status={item.status} role="status">
                {intl.formatMessage({
                  id: `ui.upload.${item.status === "failed" && !navigator.onLine ? "offline" : item.status}`,
                })}
              </StatusLine>
            </Row>
          ))}
        </List>
      )}
    </div>
  );
}
