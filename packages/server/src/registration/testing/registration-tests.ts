import { endpoints, type ApplicationForm } from "@campus/contract";
import { completeApplication } from "@campus/contract/fixtures";
import { sampleFile } from "../../testing/contract-inputs";
import type { TestApp } from "../../testing/test-app";

/* What registration's server tests share: guardians of their own, and applications submitted. */

export const png = (name = "photo.png") => new File([sampleFile()], name, { type: "image/png" });
export const pdf = (name = "record.pdf") =>
  new File(["%PDF-1.7\n1 0 obj\n"], name, { type: "application/pdf" });

/** Another family's guardian, signed in by their own phone's code (read from the demo outbox). */
export async function guardianOf(t: TestApp, phone: string) {
  const who = { country_code: "852" as const, phone };
  await t.ok(endpoints.registrationSendCode, { ...who, school_code: "DEMO" }, { address: phone });
  const { messages } = await t.ok(endpoints.registrationDemoOutbox, who);
  const code = /\d{6}/.exec(messages[0]!.text)![0];
  const { token } = await t.ok(
    endpoints.registrationLogin,
    { ...who, code, school_code: "DEMO" },
    { address: phone },
  );
  return token;
}

/**
 * A complete application of a child of its own (`child` makes the certificate number), with the
 * form's other fields as given, submitted.
 */
export async function submitApplication(
  t: TestApp,
  token: string,
  child: string,
  form: Partial<ApplicationForm> = {},
) {
  const { id } = await t.ok(
    endpoints.registrationSaveDraft,
    {
      school_code: "DEMO",
      form: completeApplication({ id_type: "birth_certificate", id_number: `C${child}X`, ...form }),
    },
    { token },
  );
  for (const [code, file] of [
    ["photo", png()],
    ["birthCertificate", pdf("birth.pdf")],
    ["vaccination", pdf()],
  ] as const)
    await t.ok(
      endpoints.registrationUploadDocument,
      { application_id: id, document_code: code, file },
      { token },
    );
  return t.ok(endpoints.registrationSubmit, { id }, { token });
}

/** Its fee paid through the demo's sandbox (notified at once). */
export async function payFee(t: TestApp, token: string, id: number) {
  const { trade_no } = await t.ok(endpoints.registrationPay, { id, method: "wechat" }, { token });
  await t.ok(endpoints.paymentSandboxAct, { trade_no, outcome: "pay", notify: "now" });
}

/**
 * The office offers a place: it takes the application up, accepts each document (a place is
 * offered only on a whole file), and approves.
 */
export async function offerPlace(t: TestApp, staff: string, id: number) {
  const { documents } = await t.ok(
    endpoints.registrationOfficeDecide,
    { id, decision: "start" },
    { token: staff },
  );
  for (const { code } of documents)
    await t.ok(
      endpoints.registrationOfficeReviewDocument,
      { id, code, review: "accepted" },
      { token: staff },
    );
  return t.ok(endpoints.registrationOfficeDecide, { id, decision: "approve" }, { token: staff });
}
