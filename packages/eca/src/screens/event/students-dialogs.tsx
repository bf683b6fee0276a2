import type { BatchOutcomes, EcaEntry, EcaEvent, EcaSettings } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import { Dialog, Skeleton, retryableLazy } from "@campus/ui";
import { Suspense } from "react";
import { studentLabel } from "../../components/names";
import type { EcaMessageId } from "../../messages/message-ids";

// The dialogs' forms load when first opened.
const EntryForm = retryableLazy(() => import("./entry-form").then((m) => m.EntryForm));
const AddStudents = retryableLazy(() => import("./add-students").then((m) => m.AddStudents));
const MoveEntries = retryableLazy(() => import("./move-entries").then((m) => m.MoveEntries));

/** One student's entry in its form, titled with the student's name. */
export function EntryDialog({
  event,
  settings,
  editing,
  onClose,
}: {
  event: EcaEvent;
  settings: EcaSettings;
  editing: EcaEntry | null;
  onClose: () => void;
}) {
  const locale = useLocale();
  return (
    <Dialog
      open={editing !== null}
      onClose={onClose}
      title={editing ? studentLabel(locale, editing.student) : ""}
      width={600}
    >
      <Suspense fallback={<Skeleton lines={6} />}>
        {editing && (
          <EntryForm event={event} entry={editing} settings={settings} onDone={onClose} />
        )}
      </Suspense>
    </Dialog>
  );
}

/** Students added to the event, by class or by search. */
export function AddDialog({
  event,
  open,
  onClose,
}: {
  event: EcaEvent;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT<EcaMessageId>();
  return (
    <Dialog open={open} onClose={onClose} title={t("eca.students.add")} width={560}>
      <Suspense fallback={<Skeleton lines={6} />}>
        {open && <AddStudents event={event} onDone={onClose} />}
      </Suspense>
    </Dialog>
  );
}

/** The chosen entries moved to another event. */
export function MoveDialog({
  event,
  ids,
  open,
  onClose,
  onMoved,
}: {
  event: EcaEvent;
  ids: number[];
  open: boolean;
  onClose: () => void;
  onMoved: (result: BatchOutcomes) => void;
}) {
  const t = useT<EcaMessageId>();
  return (
    <Dialog open={open} onClose={onClose} title={t("eca.students.moveTitle")} width={560}>
      <Suspense fallback={<Skeleton lines={6} />}>
        {open && <MoveEntries event={event} ids={ids} onCancel={onClose} onMoved={onMoved} />}
      </Suspense>
    </Dialog>
  );
}
