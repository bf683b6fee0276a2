import { type ApplicationDocument, type RegistrationSchool } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import { formatFileSize, theme, Upload, useErrorText } from "@campus/ui";
import { useState } from "react";
import { useFormContext, useFormState } from "react-hook-form";
import styled from "styled-components";
import { useUploadDocument } from "../../api/registration-upload-document";
import { DocumentPreview } from "../../components/document-preview";
import type { RegistrationMessageId } from "../../messages/message-ids";
import type { ApplicationValues } from "./form-values";

type SchoolDocument = RegistrationSchool["documents"][number];

const Box = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  min-width: 0;
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    font-size: ${theme.font.size.md};
  }
  p {
    margin: 0;
  }
`;

/** "Required" or "optional" beside a document's name (the screen kit's tags are not loaded here). */
const Mark = styled.span<{ $required: boolean }>`
  padding: 0 ${theme.space.xs};
  border: 1px solid ${(p) => (p.$required ? theme.color.warning : theme.color.border)};
  border-radius: ${theme.radius.sm};
  color: ${(p) => (p.$required ? theme.color.warning : theme.color.textSecondary)};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.medium};
`;

const Error = styled.p`
  color: ${theme.color.danger};
`;

const Current = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;

/**
 * One document the school asks for: what is there (with a preview of a photo, and the office's
 * review), and a picker that uploads at once — starting the application first if it is new.
 */
export function DocumentField({
  document,
  saved,
  applicationId,
  ensureSaved,
  onUploaded,
  className,
}: {
  document: SchoolDocument;
  saved: ApplicationDocument | null;
  applicationId: number | null;
  ensureSaved: () => Promise<number | null>;
  onUploaded: () => void;
  className?: string;
}) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const errorText = useErrorText();
  const upload = useUploadDocument();
  const { clearErrors } = useFormContext<ApplicationValues>();
  const { errors } = useFormState<ApplicationValues>();
  const error = (errors as { documents?: Record<string, { message?: string }> }).documents?.[
    document.code
  ];
  const [current, setCurrent] = useState(saved);
  const headingId = `document-${document.code}-title`;
  return (
    <Box id={`document-${document.code}`} className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {document.name}
        <Mark $required={document.required}>
          {t(document.required ? "registration.form.required" : "registration.form.optional")}
        </Mark>
      </h2>
      {current && applicationId !== null && (
        <Current>
          {document.kind === "image" && (
            <DocumentPreview
              applicationId={applicationId}
              document={current}
              alt={t("registration.detail.previewOf", { name: document.name })}
            />
          )}
          <p>
            {t("registration.form.uploaded", {
              name: current.name,
              size: formatFileSize(current.size, intl),
            })}
          </p>
          {current.review === "rejected" && (
            <Mark $required>{t("registration.review.rejected")}</Mark>
          )}
        </Current>
      )}
      {current?.review === "rejected" && current.remark && <p>{current.remark}</p>}
      {error && <Error role="alert">{errorText(error)}</Error>}
      <Upload
        kind={document.kind}
        label={current ? t("registration.form.replace") : undefined}
        onUpload={async (file, { signal }) => {
          const id = await ensureSaved();
          if (id === null) throw new globalThis.Error("The application could not be saved");
          const stored = await upload(id, document.code, file, signal);
          setCurrent(stored);
          clearErrors(`documents.${document.code}` as never);
          onUploaded();
        }}
      />
    </Box>
  );
}
