import { useT } from "@campus/core";
import {
  Button,
  Empty,
  NavLink,
  Section,
  Skeleton,
  Steps,
  theme,
  useMessage,
  useSearchParams,
  type UiMessageId,
} from "@campus/ui";
import { lazy, Suspense } from "react";
import styled from "styled-components";
import { useEcaEvent } from "../../api/eca-event";
import { useEcaSettings } from "../../api/eca-settings";
import type { EcaMessageId } from "../../messages/message-ids";
import { EVENTS } from "../../routing/pages";
import { EcaStatus } from "../../statuses";

// The form (react-hook-form, the schema, the date inputs) loads with the editor, not the list.
const BasicForm = lazy(() => import("./basic-form").then((m) => ({ default: m.BasicForm })));

const Head = styled.div`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
`;

const Reason = styled.p`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.dangerSoft};
  color: ${theme.color.text};
`;

/** The event's id from the address (`?id=12`), or none for a new event. */
function idOf(params: URLSearchParams): number | null {
  const id = Number(params.get("id"));
  return Number.isInteger(id) && id > 0 && id < 2_147_483_648 ? id : null;
}

/**
 * An event in the three-step editor (`/smarteca/event`, `?id=` for one that exists; spec §2):
 * 1 basic information, 2 trait items and awards, 3 students and confirmation. A new event is
 * saved first (pending the office's approval) and then has the address of its own.
 */
export function EventPage() {
  const t = useT<EcaMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const id = idOf(params);
  const event = useEcaEvent(id);
  const settings = useEcaSettings();
  const message = useMessage();

  const steps = [
    { title: t("eca.step.basic") },
    { title: t("eca.step.awards"), description: t("eca.step.soon") },
    { title: t("eca.step.students"), description: t("eca.step.soon") },
  ];
  const loading = settings.isPending || (id !== null && event.isPending);
  const failed = settings.isError || (id !== null && event.isError);

  return (
    <Section
      title={t(id === null ? "eca.event.new" : "eca.event.edit")}
      extra={<NavLink to={EVENTS}>{t("eca.event.backToList")}</NavLink>}
    >
      <Head>
        <Steps items={steps} current={0} />
        {event.data && (
          <div>
            <EcaStatus kind="approval" status={event.data.status} />
          </div>
        )}
        {event.data?.reject_reason && (
          <Reason>{t("eca.event.rejectedBecause", { reason: event.data.reject_reason })}</Reason>
        )}
      </Head>
      {loading ? (
        <Skeleton lines={8} />
      ) : failed ? (
        <Empty
          role="alert"
          title={t(event.isError ? "eca.event.notFound" : "eca.loadFailed")}
          action={
            <Button
              onClick={() => {
                void settings.refetch();
                if (id !== null) void event.refetch();
              }}
            >
              {t("eca.retry")}
            </Button>
          }
        />
      ) : (
        <Suspense fallback={<Skeleton lines={8} />}>
          <BasicForm
            key={`${event.data?.id ?? "new"}-${event.data?.version ?? 0}`}
            event={event.data ?? null}
            settings={settings.data!}
            readOnly={event.data ? !event.data.can.edit : false}
            onSaved={(saved) => {
              message.success(t(id === null ? "eca.event.added" : "eca.event.saved"));
              if (id === null)
                setParams(new URLSearchParams({ id: String(saved.id) }), { replace: true });
            }}
          />
        </Suspense>
      )}
    </Section>
  );
}
