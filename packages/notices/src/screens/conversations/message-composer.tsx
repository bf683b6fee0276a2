import { requiredText } from "@campus/contract";
import { FAMILY_MESSAGE_MAX } from "@campus/contract/notices";
import { useT } from "@campus/core";
import {
  Field,
  Form,
  Select,
  SubmitButton,
  TextArea,
  draftStorage,
  theme,
  useCampusForm,
  useFormAction,
  type UiMessageId,
} from "@campus/ui";
import styled from "styled-components";
import * as z from "zod/mini";
import type { NoticesMessageId } from "../../messages/message-ids";

const Problem = styled.p`
  margin: 0;
  color: ${theme.color.danger};
`;

/** A message as the composer checks it (the server checks the same with the contract's). */
const messageSchema = z.object({
  class_name: z.optional(z.string()),
  body: requiredText(FAMILY_MESSAGE_MAX),
});
export type MessageForm = z.input<typeof messageSchema>;

export interface MessageComposerProps {
  /** The field's label: who it goes to ("寫訊息給班主任"). */
  label: string;
  hint?: string;
  /** Where the words typed are kept until sent (per conversation); none: not kept. */
  draft?: string;
  /** Offer these classes to write to (the first chosen at first); none: no class field. */
  classes?: readonly string[];
  /** Sends it; answers what to say once sent. */
  send: (message: { body: string; class_name?: string }) => Promise<string>;
}

/**
 * Writes a short message: plain text, up to the contract's length, kept as a draft of the
 * conversation until it is sent (a refusal leaves it as typed); sent, the field is empty again.
 */
export function MessageComposer({ label, hint, draft, classes, send }: MessageComposerProps) {
  const t = useT<NoticesMessageId | UiMessageId>();
  const form = useCampusForm(messageSchema, {
    draft,
    defaultValues: { body: "", ...(classes ? { class_name: classes[0] ?? "" } : {}) },
  });
  const sending = useFormAction(form, {
    run: (values) => send(values),
    success: (said) => said,
    done: (_, values) => {
      if (draft) draftStorage().remove(draft);
      form.reset({ ...values, body: "" });
    },
  });
  return (
    <Form form={form} onSubmit={(values) => void sending.submit(values)}>
      {classes && (
        <Field name="class_name" label={t("notices.inbox.class")} required>
          {(control) => (
            <Select {...control} options={classes.map((name) => ({ value: name, label: name }))} />
          )}
        </Field>
      )}
      <Field name="body" label={label} hint={hint} required>
        {(control) => <TextArea rows={3} maxLength={FAMILY_MESSAGE_MAX} showCount {...control} />}
      </Field>
      {sending.problem && <Problem role="alert">{sending.problem}</Problem>}
      <div>
        <SubmitButton>{t("notices.messages.send")}</SubmitButton>
      </div>
    </Form>
  );
}
