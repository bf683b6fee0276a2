import { useT } from "@campus/core";
import { Button, useMessage, type UiMessageId } from "@campus/ui";
import { useLocation } from "wouter";
import { useRecognize } from "../../api/eca-recognize";
import { InsightTexts } from "../../components/insight-texts";
import type { EcaMessageId } from "../../messages/message-ids";
import { recognitionPath } from "../../routing/pages";

function Start({ eventId }: { eventId: number }) {
  const t = useT<EcaMessageId | UiMessageId>();
  const message = useMessage();
  const [, navigate] = useLocation();
  const recognize = useRecognize();
  return (
    <Button
      size="sm"
      loading={recognize.isPending}
      onClick={() =>
        recognize.mutate(
          { target: "event", id: eventId },
          {
            onSuccess: (job) => {
              message.success(t("eca.recognition.started"));
              navigate(recognitionPath(job.id));
            },
          },
        )
      }
    >
      {t("eca.recognition.run")}
    </Button>
  );
}

/**
 * "Recognise students' traits" on an event (step 2 of the editor, spec §2): starts a job for
 * its students and opens it. Its words are the insight's, loaded with it.
 */
export function RecognizeButton({ eventId }: { eventId: number }) {
  return (
    <InsightTexts>
      <Start eventId={eventId} />
    </InsightTexts>
  );
}
