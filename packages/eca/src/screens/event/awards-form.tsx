import {
  needsTrait,
  saveAwardsSchema,
  type BatchOutcomes,
  type EcaEvent,
  type EcaSettings,
  type SaveAwards,
} from "@campus/contract";
import { useT } from "@campus/core";
import {
  Button,
  Field,
  Form,
  ReasonDialog,
  REASON_MAX,
  SubmitButton,
  theme,
  useCampusForm,
  useAction,
  useFormAction,
  useErrorText,
  type UiMessageId,
} from "@campus/ui";
import { useEffect, useState } from "react";
import styled from "styled-components";
import { useDecideEvents } from "../../api/eca-approvals";
import { useSaveAwards } from "../../api/eca-save-awards";
import type { EcaMessageId } from "../../messages/message-ids";
import { PrizeQuantities } from "./prize-quantities";
import { TraitsField } from "./traits-field";
import { ReapprovalNote } from "./reapproval-note";

const Grid = styled.fieldset`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  align-items: center;
  margin-top: ${theme.space.lg};
  p {
    margin: 0;
    color: ${theme.color.danger};
  }
`;

const valuesOf = (event: EcaEvent): SaveAwards => ({
  id: event.id,
  version: event.version,
  trait_ids: event.trait_ids,
  prizes: event.prizes.map((p) => ({ prize_id: p.prize_id, quantity: String(p.quantity) })),
});

/**
 * The editor's second step (spec §2): the trait items the event recognises — at least one for a
 * competition (spec §5) — and the prizes it awards with how many of each. For an event waiting
 * for approval, one who may decide it passes it and goes on to its students, or refuses it with
 * a reason and goes back to the list. A trait or prize the office disabled is not offered unless
 * the event has it.
 */
export function AwardsForm({
  event,
  settings,
  onDirty,
  onSaved,
  onPassed,
  onRejected,
}: {
  event: EcaEvent;
  settings: EcaSettings;
  onDirty: (dirty: boolean) => void;
  onSaved: (event: EcaEvent) => void;
  /** Passed: on to the students. */
  onPassed: () => void;
  /** Refused: back to the list. */
  onRejected: () => void;
}) {
  const t = useT<EcaMessageId | UiMessageId>();
  const errorText = useErrorText();
  const save = useSaveAwards();
  const decide = useDecideEvents();
  const [rejecting, setRejecting] = useState(false);
  const form = useCampusForm(saveAwardsSchema, { defaultValues: valuesOf(event) });
  const dirty = form.formState.isDirty;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const readOnly = !event.can.edit;
  const prizes = settings.prizes.filter(
    (p) => p.status === "enabled" || event.prizes.some((x) => x.prize_id === p.id),
  );

  /** Saves the step; null when the form or the server refused it (said on the form). */
  const saving = useFormAction(form, {
    run: (request: SaveAwards) => {
      if (needsTrait(event.nature, request.trait_ids)) {
        form.setError("trait_ids", { type: "custom", message: "validation.traitRequired" });
        form.setFocus("trait_ids");
        return Promise.resolve(null);
      }
      return save.mutateAsync(request);
    },
    done: (saved) => form.reset(valuesOf(saved)),
  });

  const onSubmit = async (request: SaveAwards) => {
    const saved = await saving.submit(request);
    if (saved) onSaved(saved);
  };

  /** Passes the event (its changes saved first) and goes on to its students. */
  const passing = useAction<SaveAwards, BatchOutcomes | null>({
    confirm: () => ({
      title: t("eca.awards.passQuestion"),
      content: t("eca.awards.passExplain"),
      okText: t("eca.approval.pass"),
    }),
    run: async (request) => {
      const saved = dirty ? await saving.submit(request) : event;
      return saved ? decide.mutateAsync({ ids: [event.id], decision: "pass" }) : null;
    },
    done: (outcome) => {
      if (!outcome) return;
      if (outcome.results[0]?.ok) onPassed();
      else saving.setProblem(outcome.results[0]?.msg ?? null);
    },
  });
  const pass = () => form.handleSubmit((request) => passing.run(request))();

  /** Refuses it with a reason; the typed changes go with the refusal, nothing is left to save. */
  const refusing = useAction<string, BatchOutcomes>({
    run: (reason) => decide.mutateAsync({ ids: [event.id], decision: "reject", reason }),
    done: ({ results }) => {
      if (!results[0]?.ok) return saving.setProblem(results[0]?.msg ?? null);
      form.reset(form.getValues());
      onRejected();
    },
  });

  const prizeErrors = (form.formState.errors.prizes ?? []) as {
    quantity?: { message?: string; values?: Record<string, string | number> };
  }[];

  return (
    <>
      <Form form={form} onSubmit={onSubmit}>
        <Grid disabled={readOnly}>
          <TraitsField event={event} settings={settings} />
          <Field
            name="prizes"
            label={t("eca.awards.prizes")}
            hint={t("eca.awards.prizesHint")}
            group
          >
            {({ value, onChange, id, legend, "aria-describedby": describedBy }) => (
              <PrizeQuantities
                legend={legend}
                describedBy={describedBy}
                id={id}
                prizes={prizes}
                value={value ?? []}
                onChange={onChange}
                disabled={readOnly}
                errors={(value ?? []).map((_: unknown, i: number) => {
                  const error = prizeErrors[i]?.quantity;
                  return error ? errorText(error) : undefined;
                })}
              />
            )}
          </Field>
        </Grid>
        <Footer>
          {!readOnly && <ReapprovalNote event={event} />}
          {!readOnly && <SubmitButton>{t("eca.event.save")}</SubmitButton>}
          {event.can.approve && (
            <>
              <Button variant="danger" onClick={() => setRejecting(true)}>
                {t("eca.awards.rejectAndReturn")}
              </Button>
              <Button variant="primary" loading={decide.isPending} onClick={() => void pass()}>
                {t("eca.awards.passAndProceed")}
              </Button>
            </>
          )}
          {saving.problem && <p role="alert">{saving.problem}</p>}
        </Footer>
      </Form>
      <ReasonDialog
        open={rejecting}
        title={t("eca.awards.rejectQuestion")}
        label={t("eca.approval.reason")}
        hint={t("eca.approval.reasonHint", { max: REASON_MAX, count: 1 })}
        okText={t("eca.approval.reject")}
        danger
        onClose={() => setRejecting(false)}
        onSubmit={refusing.run}
      />
    </>
  );
}
