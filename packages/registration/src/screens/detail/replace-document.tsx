import type { RegistrationSchool } from "@campus/contract";
import { useT } from "@campus/core";
import { Upload } from "@campus/ui";
import { useUploadDocument } from "../../api/registration-upload-document";
import type { RegistrationMessageId } from "../../messages/message-ids";

/**
 * A document the school sent back (issue 11: per-document review): the family uploads a new
 * file of that one document — checked by content and size as on the form — and it waits for
 * the school again. The rest of the submitted application stays as it is.
 */
export function ReplaceDocument({
  applicationId,
  document: d,
}: {
  applicationId: number;
  document: Pick<RegistrationSchool["documents"][number], "code" | "kind" | "name">;
}) {
  const t = useT<RegistrationMessageId>();
  const upload = useUploadDocument();
  return (
    <Upload
      kind={d.kind}
      label={t("registration.detail.replace", { name: d.name })}
      onUpload={async (file, { signal }) => {
        await upload(applicationId, d.code, file, signal);
      }}
    />
  );
}
