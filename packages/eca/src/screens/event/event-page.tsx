import type { EcaEvent } from "@campus/contract";
import { useLocale, useT } from "@campus/core";
import {
  Button,
  Empty,
  NavLink,
  Section,
  Skeleton,
  Steps,
  theme,
  useAction,
  useLeaveGuard,
  useMessage,
  useSearchParams,
  type UiMessageId,
  retryableLazy,
} from "@campus/ui";
import { Suspense, useState } from "react";
import styled from "styled-components";
import { useLocation } from "wouter";
import { useDeleteEvent, useEcaEvent } from "../../api/eca-event";
import { useEcaSettings } from "../../api/eca-settings";
import type { EcaMessageId } from "../../messages/message-ids";
import { nameOf } from "../../components/names";
import { EVENT, EVENTS } from "../../routing/pages";
import { EventStatus } from "./event-status";

// Each step's form loads with its step, not with the list (react-hook-form, the schemas).
const BasicForm = retryableLazy(() => import("./basic-form").then((m) => m.BasicForm));
const AwardsForm = retryableLazy(() => import("./awards-form").then((m) => m.AwardsForm));
const StudentsStep = retryableLazy(() => import("./students-step").then((m) => m.StudentsStep));

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

/** The event's id from the address (`?id=12`; `?copy=12`, the one a new event copies), or none. */
function idOf(params: URLSearchParams, key = "id"): number | null {
  const id = Number(params.get(key));
  return Number.isInteger(id) && id > 0 && id < 2_147_483_648 ? id : null;
}

const STEPS = ["eca.step.basic", "eca.step.awards", "eca.step.students"] as const;

/** A step's address: `?id=12&step=2` (the first step has no `step`). */
const stepPath = (id: number, step: number) =>
  step === 0 ? `${EVENT}?id=${id}` : `${EVENT}?id=${id}&step=${step + 1}`;

/**
 * An event in the three-step editor (`/smarteca/event`, `?id=` for one that exists, `&step=2|3`;
 * spec §2): 1 basic information, 2 trait items and awards, 3 students and confirmation. A new
 * event is saved first (pending the office's approval), then goes on to step 2 at an address of
 * its own. While a step holds unsaved changes, leaving it asks first (`useLeaveGuard`).
 */
export function EventPage() {
  const t = useT<EcaMessageId | UiMessageId>();
  const [params, setParams] = useSearchParams();
  const [, navigate] = useLocation();
  const id = idOf(params);
  const event = useEcaEvent(id);
  // A new event made from another (last year's, say): its form starts from the original.
  const copyOf = id === null ? idOf(params, "copy") : null;
  const original = useEcaEvent(copyOf);
  const settings = useEcaSettings();
  const message = useMessage();
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty, {
    title: t("eca.leave.title"),
    content: t("eca.leave.content"),
    okText: t("eca.leave.discard"),
    cancelText: t("eca.leave.stay"),
    danger: true,
  });
  const remove = useDeleteEvent();
  const locale = useLocale();

  /** Deleted after a question that says what goes with it; then back to the list. */
  const deleting = useAction({
    confirm: (data: EcaEvent) => ({
      title: t("eca.event.deleteQuestion"),
      content: t("eca.event.deleteExplain", { name: nameOf(locale, data), count: data.students }),
      okText: t("eca.event.delete"),
      danger: true,
    }),
    run: (data: EcaEvent) => remove.mutateAsync({ id: data.id }),
    success: () => t("eca.event.deleted"),
    done: () => {
      setDirty(false);
      navigate(EVENTS);
    },
  });

  const asked = Number(params.get("step") ?? "1") - 1;
  const step = id !== null && (asked === 1 || asked === 2) ? asked : 0;
  const steps = STEPS.map((title, index) => ({
    title:
      id === null || index === step ? (
        t(title)
      ) : (
        <NavLink
          to={stepPath(id, index)}
          aria-label={t("eca.step.goTo", { n: index + 1, title: t(title) })}
        >
          {t(title)}
        </NavLink>
      ),
    ...(id === null && index > 0 ? { description: t("eca.step.saveFirst") } : {}),
  }));
  const loading =
    settings.isPending ||
    (id !== null && event.isPending) ||
    (copyOf !== null && original.isPending);
  const failed =
    settings.isError || (id !== null && event.isError) || (copyOf !== null && original.isError);
  const goToStep = (eventId: number, index: number) =>
    setParams(new URLSearchParams(stepPath(eventId, index).split("?")[1]), { replace: false });

  const body = () => {
    const data = event.data ?? null;
    if (step === 0 || !data)
      return (
        <BasicForm
          key={`${data?.id ?? "new"}-${data?.version ?? 0}`}
          event={data}
          copyOf={data ? null : (original.data ?? null)}
          settings={settings.data!}
          readOnly={data ? !data.can.edit : false}
          onDirty={setDirty}
          onSaved={(saved) => {
            message.success(t(id === null ? "eca.event.added" : "eca.event.saved"));
            // A new event goes on to its awards; a change stays on its step.
            if (id === null) goToStep(saved.id, 1);
          }}
        />
      );
    if (step === 1)
      return (
        <AwardsForm
          key={`${data.id}-${data.version}`}
          event={data}
          settings={settings.data!}
          onDirty={setDirty}
          onSaved={() => message.success(t("eca.awards.saved"))}
          onPassed={() => {
            message.success(t("eca.awards.passed"));
            goToStep(data.id, 2);
          }}
          onRejected={() => {
            message.success(t("eca.awards.rejected"));
            navigate(EVENTS);
          }}
        />
      );
    return (
      <StudentsStep event={data} settings={settings.data!} onConfirmed={() => navigate(EVENTS)} />
    );
  };

  return (
    <Section
      // An event's page is titled by the event (issue 37, item 18), not "event details".
      title={
        event.data && id !== null
          ? nameOf(locale, event.data)
          : t(id === null ? "eca.event.new" : "eca.event.edit")
      }
      extra={<NavLink to={EVENTS}>{t("eca.event.backToList")}</NavLink>}
    >
      <Head>
        <Steps items={steps} current={step} />
        {event.data && (
          <EventStatus
            event={event.data}
            step={step}
            deleting={deleting.isRunning(event.data)}
            onDelete={() => void deleting.run(event.data!)}
          />
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
        <Suspense fallback={<Skeleton lines={8} />}>{body()}</Suspense>
      )}
    </Section>
  );
}
