import type { ApplicationSummary } from "@campus/contract";
import { formatMoment, useIntl, useT } from "@campus/core";
import { Button, Empty, NavLink, Skeleton, theme, useAction, type UiMessageId } from "@campus/ui";
import styled from "styled-components";
import { useLocation } from "wouter";
import { useApplications } from "../../api/registration-applications";
import { useCopyApplication } from "../../api/registration-copy";
import { useDeleteDraft } from "../../api/registration-delete-draft";
import { useRegistrationSchool } from "../../api/registration-school";
import { Notice } from "../../components/notice";
import type { RegistrationMessageId } from "../../messages/message-ids";
import { detailPath, FORM, formPath, withSchool } from "../../routing/pages";
import { useDraftKeeper, useSchoolCode } from "../../routing/registration-page";
import { RegistrationStatus } from "../../statuses";
import { StepTexts } from "../../steps-texts";
import { NextStepLine } from "./next-step-line";

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  h1 {
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.sm};
    margin: 0;
    font-size: ${theme.font.size.lg};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${theme.space.xs} ${theme.space.md};
    margin: 0;
    font-size: ${theme.font.size.sm};
  }
  dt {
    color: ${theme.color.textSecondary};
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
  /* The card's links read as its buttons do: continue first, in the primary colour. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 32px;
    padding: 0 ${theme.space.md};
    border: 1px solid ${theme.color.borderStrong};
    border-radius: ${theme.radius.md};
    color: ${theme.color.text};
    font-size: ${theme.font.size.sm};
    text-decoration: none;
  }
  a:first-child {
    border-color: ${theme.color.primary};
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
  a:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The guardian's applications to this school (spec §2 /registration/history), newest first:
 * each with its number, child, class, status and fee; continue or delete a draft, view a
 * submitted one, start a sibling's from any (confirmations first, spec §5).
 */
export function HistoryPage() {
  const t = useT<RegistrationMessageId | UiMessageId>();
  const intl = useIntl();
  const code = useSchoolCode() ?? "";
  const [, navigate] = useLocation();
  const keeper = useDraftKeeper();
  const school = useRegistrationSchool(code);
  const applications = useApplications(code);
  const copy = useCopyApplication();
  const remove = useDeleteDraft();
  const copying = useAction({
    confirm: () => ({
      title: t("registration.history.copyTitle"),
      content: t("registration.history.copyBody"),
      okText: t("registration.history.copy"),
    }),
    run: (a: ApplicationSummary) => copy.mutateAsync({ id: a.id }),
    success: (saved) => t("registration.history.copied", { number: saved.number }),
    done: (saved) => navigate(formPath(saved.id, code)),
  });
  const deleting = useAction({
    confirm: () => ({
      title: t("registration.history.deleteTitle"),
      content: t("registration.history.deleteBody"),
      danger: true,
      okText: t("registration.history.delete"),
    }),
    run: (a: ApplicationSummary) => remove.mutateAsync({ id: a.id }),
    success: () => t("registration.history.deleted"),
    done: (_, a) => {
      // The tab's copy of a deleted draft must not come back on the form.
      if (keeper.draft()?.id === a.id) keeper.clear();
    },
  });
  const className = (classCode: string | null) =>
    school.data?.classes.find((c) => c.code === classCode)?.name ?? classCode ?? "—";

  return (
    <>
      <Head>
        <h1 id="history-title">{t("registration.history.title")}</h1>
        {school.data?.open && (
          <Button
            variant="primary"
            onClick={() => {
              // A new application: not the one this tab was typing.
              keeper.clear();
              navigate(withSchool(FORM, code));
            }}
          >
            {t("registration.history.new")}
          </Button>
        )}
      </Head>
      {applications.isPending ? (
        <Skeleton variant="text" lines={4} />
      ) : applications.isError ? (
        <Notice
          tone="danger"
          title={t("registration.history.loadFailed")}
          action={
            <Button onClick={() => void applications.refetch()}>{t("registration.retry")}</Button>
          }
        />
      ) : applications.data.applications.length === 0 ? (
        <Empty description={t("registration.history.empty")} />
      ) : (
        <StepTexts>
          <List aria-labelledby="history-title">
            {applications.data.applications.map((a) => {
              const draft = a.status === "incomplete";
              return (
                <Card key={a.id} aria-labelledby={`application-${a.id}`}>
                  <h2 id={`application-${a.id}`}>
                    {a.child_name || t("registration.history.unnamed")}
                    <RegistrationStatus kind="status" status={a.status} />
                  </h2>
                  <dl>
                    <dt>{t("registration.history.number")}</dt>
                    <dd>{a.number}</dd>
                    <dt>{t("registration.history.class")}</dt>
                    <dd>{className(a.class_code)}</dd>
                    {a.submitted_at ? (
                      <>
                        <dt>{t("registration.history.submittedAt")}</dt>
                        <dd>{formatMoment(intl, a.submitted_at)}</dd>
                        <dt>{t("registration.history.fee")}</dt>
                        <dd>
                          <RegistrationStatus kind="fee" status={a.fee_status} />
                        </dd>
                      </>
                    ) : (
                      <>
                        <dt>{t("registration.history.updated")}</dt>
                        <dd>{formatMoment(intl, a.updated_at)}</dd>
                      </>
                    )}
                  </dl>
                  <NextStepLine
                    application={a}
                    formPath={formPath(a.id, code)}
                    detailPath={detailPath(a.id, code)}
                  />
                  <Actions>
                    {draft ? (
                      <NavLink to={formPath(a.id, code)}>
                        {t("registration.history.continue")}
                      </NavLink>
                    ) : null}
                    <NavLink to={detailPath(a.id, code)}>{t("registration.history.view")}</NavLink>
                    {school.data?.open && (
                      <Button
                        size="sm"
                        loading={copying.isRunning(a)}
                        onClick={() => void copying.run(a)}
                      >
                        {t("registration.history.copy")}
                      </Button>
                    )}
                    {draft && !a.submitted_at && (
                      <Button
                        size="sm"
                        variant="danger"
                        loading={deleting.isRunning(a)}
                        onClick={() => void deleting.run(a)}
                      >
                        {t("registration.history.delete")}
                      </Button>
                    )}
                  </Actions>
                </Card>
              );
            })}
          </List>
        </StepTexts>
      )}
    </>
  );
}
