import type { Attachment } from "@campus/contract";
import { AttachmentList, UploadedFilesField } from "@campus/ui";
import type { ReactNode } from "react";
import { useUploadLeaveFile } from "../../api/family";

/**
 * An application's files (a doctor's certificate, an appointment slip): those it has, each with
 * a remove button, and a picker for more that uploads each at once; the value is their ids, in
 * order. Code of its own, loaded with the form: the form's first paint stays small.
 */
export function LeaveFiles({
  kept,
  legend,
  value,
  onChange,
  "aria-describedby": describedBy,
}: {
  kept: readonly Attachment[];
  legend: ReactNode;
  value: number[] | undefined;
  onChange: (ids: number[]) => void;
  "aria-describedby"?: string;
}) {
  const upload = useUploadLeaveFile();
  return (
    <UploadedFilesField
      kind="document"
      kept={kept}
      upload={upload}
      list={(files, onRemove) => <AttachmentList files={files} onRemove={onRemove} />}
      legend={legend}
      value={value}
      onChange={onChange}
      aria-describedby={describedBy}
    />
  );
}
