import { count, eq } from "drizzle-orm";
import type { ServerFeature } from "../server-feature";
import { noticeReplyGroups } from "./child-groups";
import { noticesCalendarSources } from "./calendar-source";
import { noticesMessages } from "./messages";
import { noticesReference } from "./reference";
import { registerNoticesRoutes } from "./routes";
import {
  noticeReads,
  noticeRecipients,
  noticeReminders,
  noticeReplies,
  notices,
  noticeSigningPins,
  familyMessageReads,
  familyMessages,
} from "./schema";
import { schoolDay } from "../services/school-days";
import { publishNotice, saveNotice } from "./services/notices";
import { sendDueReminders } from "./services/reminders";
import { sendDueNotices } from "./services/schedule";
import { messengerOf } from "../services/messenger";
import { insertUpload } from "../services/uploads";
import { noticePdf } from "../seed/notice-pdf";
import { noticeAttachments } from "./services/attachments";
import { seedMessages } from "./seed-messages";

/** Notices (decision 0044): the office writes and sends, families read per child. */
export const noticesFeature: ServerFeature = {
  id: "notices",
  messages: noticesMessages,
  reference: noticesReference,
  calendarSources: noticesCalendarSources,
  childGroups: [noticeReplyGroups],

  register(app, deps) {
    registerNoticesRoutes(app, deps);
  },

  chores: [
    {
      // A draft the office set a time for goes out then.
      id: "notices.scheduled-sending",
      run: (deps, now) => sendDueNotices({ db: deps.db, now, locale: "zh-TW", log: deps.log }),
    },
    {
      // The evening before a slip's last day, the families still without a reply are reminded.
      id: "notices.automatic-reminders",
      run: (deps, now) =>
        sendDueReminders({ db: deps.db, now, locale: "zh-TW", log: deps.log }, messengerOf(deps)),
    },
  ],

  /**
   * The demo school's first notices, once: one sent to the whole school, one a draft; and a
   * class teacher's messages with 4A's families.
   */
  async seedDemo(db, school, { now }) {
    const [{ n }] = (await db
      .select({ n: count() })
      .from(notices)
      .where(eq(notices.schoolId, school.id))) as [{ n: number }];
    const office = school.people["admin"];
    if (n > 0 || office === undefined) return false;
    const me = { userId: office, schoolId: school.id, roles: ["staff"] };
    const sentAt = new Date(now.getTime() - 2 * 86_400_000);
    const ctx = { db, now: sentAt, locale: "zh-TW" as const };
    // The meetings' timetable as a PDF letter, as schools send it.
    const timetable = await insertUpload(db, {
      schoolId: school.id,
      userId: office,
      purpose: noticeAttachments.purpose,
      name: "家長日時間表 Parents' Day timetable.pdf",
      type: "application/pdf",
      bytes: noticePdf("Parents' Day timetable (18 December)", [
        "P.1 - P.3: 8:30 am - 12:00 noon",
        "P.4 - P.6: 1:30 pm - 5:00 pm",
        "Each meeting is 10 minutes, in the classroom.",
      ]),
      now: sentAt,
    });
    const sent = await saveNotice(ctx, {
      me,
      input: {
        title_zh: "第一學期家長日安排",
        title_en: "Parents' Day, first term",
        body_zh:
          "本校將於十二月十八日（星期五）舉行家長日，班主任會與家長面談子女的學習情況。各級面談時間請參閱附件時間表。",
        body_en:
          "Parents' Day is on Friday 18 December: class teachers will meet parents about their children's learning. The attached timetable gives each level's times.",
        audience: { kind: "school" },
        attachments: [timetable.id],
        // A slip to answer before the day: whether a parent comes, and when suits them.
        slip: {
          questions: [
            {
              kind: "choice",
              label_zh: "家長會否出席？",
              label_en: "Will you come?",
              options: [
                { zh: "出席", en: "Yes, I will come" },
                { zh: "未能出席", en: "No, I cannot come" },
              ],
              required: true,
            },
            {
              kind: "text",
              label_zh: "希望面談的時段（如有）",
              label_en: "A time that suits you for the meeting (if any)",
              required: false,
            },
          ],
          deadline: schoolDay(new Date(now.getTime() + 10 * 86_400_000)),
          sign: true,
        },
      },
    });
    await publishNotice(ctx, { me, id: sent.id });
    await seedMessages(db, school, now);
    await saveNotice(
      { ...ctx, now },
      {
        me,
        input: {
          title_zh: "四年級參觀科學館",
          body_zh: "四年級學生將於一月參觀香港科學館，詳情稍後公布。",
          audience: { kind: "grades", grades: [4] },
        },
      },
    );
    return true;
  },

  fileLists: [notices.attachments],
  tables: {
    notices,
    noticeRecipients,
    noticeReads,
    noticeReplies,
    noticeSigningPins,
    noticeReminders,
    familyMessages,
    familyMessageReads,
  },
};
