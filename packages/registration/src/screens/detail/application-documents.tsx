import type { Application, RegistrationSchool } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import { formatFileSize, theme } from "@campus/ui";
import styled from "styled-components";
import { DocumentPreview } from "../../components/document-preview";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { RegistrationStatus } from "../../statuses";
import { ReplaceDocument } from "./replace-document";

const Documents = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.md};
  }
  p {
    margin: 0;
  }
`;

/**
 * The documents the school asks for (or, without the school, those the application has): each
 * one's file, the office's review once submitted, and on screen a way to replace a rejected one
 * while the school is still deciding.
 */
export function ApplicationDocuments({
  application: a,
  asked,
  onScreen,
}: {
  application: Application;
  /** The school's documents; undefined when the school is not known. */
  asked: RegistrationSchool["documents"] | undefined;
  onScreen: boolean;
}) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  return (
    <section aria-labelledby="detail-documents">
      <h2 id="detail-documents">{t("registration.detail.documents")}</h2>
      <Documents>
        {(asked ?? a.documents.map((d) => ({ ...d, kind: "document", required: false }))).map(
          (required) => {
            const doc = a.documents.find((d) => d.code === required.code);
            return (
              <li key={required.code}>
                {doc && doc.type.startsWith("image/") && (
                  <DocumentPreview
                    applicationId={a.id}
                    document={doc}
                    alt={t("registration.detail.previewOf", { name: required.name })}
                  />
                )}
                <div>
                  <p>
                    <strong>{required.name}</strong>
                  </p>
                  <p>
                    {doc
                      ? t("registration.fileWithSize", {
                          name: doc.name,
                          size: formatFileSize(doc.size, intl),
                        })
                      : t("registration.detail.noDocument")}
                  </p>
                  {doc?.remark && <p>{doc.remark}</p>}
                </div>
                {doc && a.submitted_at && <RegistrationStatus kind="review" status={doc.review} />}
                {onScreen &&
                  doc?.review === "rejected" &&
                  (a.status === "submitted" || a.status === "under_approval") && (
                    <ReplaceDocument applicationId={a.id} document={required} />
                  )}
              </li>
            );
          },
        )}
      </Documents>
    </section>
  );
}
