import type { Application, RegistrationSchool } from "@campus/contract";
import { useT } from "@campus/core";
import { Skeleton, retryableLazy } from "@campus/ui";
import { Suspense } from "react";
import { Group } from "../../components/form-group";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { Quiet } from "./quiet";
import type { Autosave } from "./use-autosave";

// The documents' pickers (uploads, progress, previews) load after the fields show.
const DocumentField = retryableLazy(() => import("./document-field").then((m) => m.DocumentField));

/** The documents the school asks for, each uploaded on its own as soon as it is picked. */
export function DocumentFields({
  documents,
  saved,
  autosave,
  onUploaded,
}: {
  documents: RegistrationSchool["documents"];
  /** The documents the server has already. */
  saved: Application["documents"];
  autosave: Autosave;
  onUploaded: (code: string) => void;
}) {
  const t = useT<RegistrationMessageId>();
  return (
    <Group>
      <legend>{t("registration.section.documents")}</legend>
      <Quiet className="wide">{t("registration.form.documentsHint")}</Quiet>
      <Suspense fallback={<Skeleton className="wide" variant="text" lines={4} />}>
        {documents.map((document) => (
          <DocumentField
            key={document.code}
            className="wide"
            document={document}
            saved={saved.find((d) => d.code === document.code) ?? null}
            applicationId={autosave.id}
            // A document may come before any typing: it starts the application.
            ensureSaved={() => autosave.saveNow({ evenBlank: true })}
            onUploaded={() => onUploaded(document.code)}
          />
        ))}
      </Suspense>
    </Group>
  );
}
