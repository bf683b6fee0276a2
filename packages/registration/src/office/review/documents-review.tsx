import type { Application, ApplicationDocument, RegistrationSchool } from "@campus/contract";
import { useIntl, useT } from "@campus/core";
import { Button, formatFileSize, ReasonDialog, theme, useAction } from "@campus/ui";
import { useState } from "react";
import styled from "styled-components";
import { useDocumentUrl } from "../../api/document-file";
import { useReviewDocument } from "../../api/registration-office-review-document";
import { Panel } from "../../components/panel";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { RegistrationStatus } from "../../statuses";
import { FileLink } from "../components/file-link";
import { Buttons } from "./decision-panel";

const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.color.border};
  &:last-child {
    padding-bottom: 0;
    border-bottom: 0;
  }
  p {
    margin: 0;
  }
`;

/** The file: its picture when it is one, its name and size, a way to open it whole. */
const File = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.md};
  align-items: flex-end;
  img {
    display: block;
    width: 96px;
    height: 128px;
    object-fit: cover;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.sm};
  }
  span {
    display: grid;
    gap: ${theme.space.xs};
  }
`;

const Title = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
`;

/** The states in which the office reviews documents: submitted and under review. */
const reviewable = (a: Application) => a.status === "submitted" || a.status === "under_approval";

/**
 * Each document on its own (issue 11: per-document review): the office opens it, accepts it or
 * sends it back with a remark ("immunisation record page 2 unreadable"), and the family
 * replaces that file alone.
 */
export function DocumentsReview({
  application: a,
  documents,
}: {
  application: Application;
  documents: RegistrationSchool["documents"] | null;
}) {
  const t = useT<RegistrationMessageId>();
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState<{ code: string; name: string } | null>(null);
  const accept = useAction({
    run: (code: string) => review.mutateAsync({ id: a.id, code, review: "accepted" }),
    success: () => t("registration.office.document.accepted"),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });
  const reject = useAction({
    run: ({ code, remark }: { code: string; remark: string }) =>
      review.mutateAsync({ id: a.id, code, review: "rejected", remark }),
    success: () => t("registration.office.document.rejected"),
    refusal: "dialog",
    refusalTitle: t("registration.office.refused"),
  });
  const rows = (documents ?? a.documents.map((d) => ({ code: d.code, name: d.name }))).map(
    (required) => ({ ...required, uploaded: a.documents.find((d) => d.code === required.code) }),
  );

  return (
    <Panel aria-labelledby="office-documents">
      <h3 id="office-documents">{t("registration.detail.documents")}</h3>
      <List>
        {rows.map(({ code, name, uploaded }) => (
          <Item key={code}>
            <Title>
              <strong>{name}</strong>
              {uploaded && <RegistrationStatus kind="review" status={uploaded.review} />}
            </Title>
            {uploaded ? (
              <Document applicationId={a.id} document={uploaded} title={name} />
            ) : (
              <p>{t("registration.detail.noDocument")}</p>
            )}
            {uploaded?.remark && <p>{uploaded.remark}</p>}
            {uploaded && reviewable(a) && (
              <Buttons>
                {uploaded.review !== "accepted" && (
                  <Button
                    size="sm"
                    loading={accept.isRunning(code)}
                    onClick={() => void accept.run(code)}
                    aria-label={t("registration.office.document.acceptOf", { name })}
                  >
                    {t("registration.office.document.accept")}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="text"
                  onClick={() => setRejecting({ code, name })}
                  aria-label={t("registration.office.document.rejectOf", { name })}
                >
                  {t("registration.office.document.reject")}
                </Button>
              </Buttons>
            )}
          </Item>
        ))}
      </List>
      <ReasonDialog
        open={rejecting !== null}
        title={rejecting && t("registration.office.document.rejectTitle", { name: rejecting.name })}
        label={t("registration.office.document.remark")}
        hint={t("registration.office.document.remarkHint")}
        okText={t("registration.office.document.reject")}
        danger
        onClose={() => setRejecting(null)}
        onSubmit={(remark) =>
          rejecting ? reject.run({ code: rejecting.code, remark }) : Promise.resolve(false)
        }
      />
    </Panel>
  );
}

/** One uploaded file: an image shown, any file openable whole, its name and size. */
function Document({
  applicationId,
  document: d,
  title,
}: {
  applicationId: number;
  document: ApplicationDocument;
  title: string;
}) {
  const t = useT<RegistrationMessageId>();
  const intl = useIntl();
  const url = useDocumentUrl(applicationId, d.code, {
    enabled: true,
    version: `${d.name}:${d.size}`,
  });
  return (
    <File>
      {d.type.startsWith("image/") && url && (
        <img src={url} alt={t("registration.detail.previewOf", { name: title })} />
      )}
      <span>
        <small>
          {t("registration.fileWithSize", { name: d.name, size: formatFileSize(d.size, intl) })}
        </small>
        <FileLink url={url} name={d.name} />
      </span>
    </File>
  );
}
