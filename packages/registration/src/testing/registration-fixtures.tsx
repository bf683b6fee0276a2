import {
  endpoints,
  type Application,
  type ApplicationSummary,
  type RegistrationSchool,
  type UserInfo,
} from "@campus/contract";
import { completeApplication, parentUser } from "@campus/contract/fixtures";
import { createNamespacedStorage } from "@campus/core";
import { answer, refusal, type StoryAnswer } from "@campus/ui/testing";
import { useState, type ComponentType } from "react";
import { createDraftKeeper, type KeptDraft } from "../draft/draft-keeper";
import { DraftKeeperProvider } from "../routing/registration-page";

/*
 * The demo school's registration as stories see it (what the server seeds): 2027/28 intake,
 * open, K1 and P1, four documents (three required). Answers are made per story.
 */

export const TODAY = "2026-11-24";

/** A guardian signed in by phone (no school, no children). */
export const guardian: UserInfo = parentUser({
  user_id: 40,
  user_name: "+852 61234567",
  name_en: "+852 61234567",
  roles: ["guardian"],
  child_user_id: null,
  childsUser: [],
  school: null,
  permissions: {},
});

export function demoSchool(overrides: Partial<RegistrationSchool> = {}): RegistrationSchool {
  return {
    school: { code: "DEMO", name: "校園示範學校", region: "hk", phone_region: "852" },
    intake_year: "2027/28",
    opens_on: "2026-09-01",
    closes_on: "2027-01-29",
    open: true,
    currency: "HKD",
    application_fee: 5000,
    registration_fee: 100000,
    payment_methods: ["wechat", "alipay", "slip"],
    classes: [
      {
        code: "K1",
        name: "幼兒班（K1）",
        places: 60,
        born_from: "2024-01-01",
        born_until: "2024-12-31",
      },
      {
        code: "P1",
        name: "小一",
        places: 120,
        born_from: "2021-01-01",
        born_until: "2021-12-31",
      },
    ],
    documents: [
      { code: "photo", kind: "image", required: true, name: "兒童近照" },
      { code: "birthCertificate", kind: "document", required: true, name: "出生證明書" },
      { code: "vaccination", kind: "document", required: true, name: "針卡（疫苗接種紀錄）" },
      { code: "reports", kind: "document", required: false, name: "最近的成績表（如有）" },
    ],
    ...overrides,
  };
}

const at = (day: string, time = "09:30:00") => `${day}T${time}.000Z`;

/** One application as the server answers it; a draft unless told otherwise. */
export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 12,
    number: "A2027-00012",
    school_code: "DEMO",
    intake_year: "2027/28",
    status: "incomplete",
    fee_status: "unpaid",
    form: { name_zh: "陳小文", guardians: [{ country_code: "852" }] },
    documents: [],
    office_request: null,
    decision_reason: null,
    application_fee: 5000,
    currency: "HKD",
    payment: null,
    registration_fee: 100_000,
    registration_fee_status: "not_due",
    registration_payment: null,
    offer_expires_at: null,
    enrolled_at: null,
    interview_status: "not_booked",
    interview: null,
    waitlist_no: null,
    messages: [],
    created_at: at("2026-11-20"),
    updated_at: at("2026-11-23"),
    submitted_at: null,
    ...overrides,
  };
}

/** A submitted, complete application with its three documents. */
export function submittedApplication(overrides: Partial<Application> = {}): Application {
  return application({
    status: "submitted",
    form: {
      ...completeApplication(),
      id_number: "A1234563",
      guardians: [{ relation: "mother", name: "李美玲", country_code: "852", phone: "91234567" }],
    },
    documents: [
      {
        code: "photo",
        name: "photo.png",
        type: "image/png",
        size: 48_210,
        review: "pending",
        remark: null,
      },
      {
        code: "birthCertificate",
        name: "birth.pdf",
        type: "application/pdf",
        size: 210_400,
        review: "pending",
        remark: null,
      },
      {
        code: "vaccination",
        name: "vaccination.pdf",
        type: "application/pdf",
        size: 98_000,
        review: "pending",
        remark: null,
      },
    ],
    submitted_at: at("2026-11-23", "10:00:00"),
    ...overrides,
  });
}

export const summaryOf = (a: Application): ApplicationSummary => ({
  id: a.id,
  number: a.number,
  status: a.status,
  fee_status: a.fee_status,
  registration_fee_status: a.registration_fee_status,
  interview_status: a.interview_status,
  class_code: a.form.class_code ?? null,
  child_name: a.form.name_zh ?? "",
  updated_at: a.updated_at,
  submitted_at: a.submitted_at,
});

/** The school, the guardian's applications, one whole, and writes that answer as the server. */
export function registrationAnswers({
  school = demoSchool(),
  applications = [application()],
}: { school?: RegistrationSchool; applications?: Application[] } = {}): StoryAnswer[] {
  let saved = 0;
  return [
    answer(endpoints.registrationSchool, (sent) =>
      sent.school_code === "DEMO" ? school : refusal(404, "找不到所需的資料"),
    ),
    answer(endpoints.registrationApplications, { applications: applications.map(summaryOf) }),
    answer(endpoints.registrationApplication, (sent) => {
      const found = applications.find((a) => a.id === sent.id);
      return found ?? refusal(404, "找不到所需的資料");
    }),
    answer(endpoints.registrationSaveDraft, (sent) => ({
      id: sent.id ?? 30,
      number: `A2027-${String(sent.id ?? 30).padStart(5, "0")}`,
      updated_at: new Date(Date.now() + saved++).toISOString(),
    })),
    answer(endpoints.registrationSendCode, { resend_after: 60, expires_in: 300 }),
    answer(endpoints.registrationDemoOutbox, {
      messages: [
        { text: "【校園示範學校】你的新生報名驗證碼是 482916，5 分鐘內有效。", sent_at: at(TODAY) },
      ],
    }),
  ];
}

/**
 * A screen with its own keeper in memory (never the tab's session storage, which stories
 * share): the current school and, when given, a draft this tab kept.
 */
export function withKeeper(
  Screen: ComponentType,
  { schoolCode = "DEMO", draft }: { schoolCode?: string | null; draft?: KeptDraft } = {},
) {
  return function KeptScreen() {
    const [keeper] = useState(() => {
      const made = createDraftKeeper(createNamespacedStorage(undefined));
      if (schoolCode) made.enter(schoolCode);
      if (draft) made.keep(draft);
      return made;
    });
    return (
      <DraftKeeperProvider value={keeper}>
        <Screen />
      </DraftKeeperProvider>
    );
  };
}
