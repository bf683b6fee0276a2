import { useT } from "@campus/core";
import { NavLink, Section, useSearchParams } from "@campus/ui";
import { InsightTexts } from "../../components/insight-texts";
import type { EcaMessageId } from "../../messages/message-ids";
import { RECOGNITION } from "../../routing/pages";
import { RecognitionDetail } from "./recognition-detail";
import { RecognitionList } from "./recognition-list";

/** A job's id from the address (`?id=12`), or none for the list. */
function idOf(params: URLSearchParams): number | null {
  const id = Number(params.get("id"));
  return Number.isInteger(id) && id > 0 && id < 2_147_483_648 ? id : null;
}

function Page() {
  const t = useT<EcaMessageId>();
  const [params] = useSearchParams();
  const id = idOf(params);
  return (
    <Section
      title={t("eca.route.recognition")}
      extra={id !== null && <NavLink to={RECOGNITION}>{t("eca.recognition.backToList")}</NavLink>}
    >
      {id === null ? <RecognitionList /> : <RecognitionDetail key={id} id={id} />}
    </Section>
  );
}

/**
 * AI recognition of special traits (`/smarteca/recognition`, spec §2): the jobs, and one job
 * with its proposals at `?id=`. Its texts load with it.
 */
export function RecognitionPage() {
  return (
    <InsightTexts>
      <Page />
    </InsightTexts>
  );
}
