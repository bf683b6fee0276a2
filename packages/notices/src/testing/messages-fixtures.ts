import { endpoints } from "@campus/contract";
import { parentUser, teacherUser } from "@campus/contract/fixtures";
import type { Conversation, FamilyMessage } from "@campus/contract/notices";
import { answer, page, refusal } from "@campus/ui/testing";

/*
 * Short messages between the school and a family (decision 0048) as the stories' server keeps
 * them: 陳大文 writes about 陳小明 (4A 1) to the class teacher 黃嘉欣, who writes to 4A.
 */

/** 陳大文, acting for 陳小明: he reads and writes. */
export const messagingParent = parentUser({
  permissions: { "notices.messages": ["query", "add"] },
});

/** 黃嘉欣, 4A's class teacher. */
export const messagingTeacher = teacherUser({
  user_id: 8,
  user_name: "黃嘉欣",
  name_en: "Wong Ka Yan",
  permissions: { "notices.inbox": ["query", "add"] },
});

const TEACHER = { name_zh: "黃嘉欣", name_en: "Wong Ka Yan" };
const FATHER = { name_zh: "陳大文", name_en: "Chan Tai Man" };

export const CHILD = {
  id: 2,
  name_zh: "陳小明",
  name_en: "Chan Siu Ming",
  class_name: "4A",
  class_number: 1,
};

/** The class teacher's note to all of 4A. */
export const TO_CLASS: FamilyMessage = {
  id: 31,
  side: "school",
  author: TEACHER,
  body: "各位家長好！星期五的視藝課會用廣告彩，\n請讓小朋友帶一件舊衣服或圍裙到校，謝謝。",
  sent_at: "2026-11-30T08:00:00.000Z",
  to_class: "4A",
  unread: false,
};

/** The father's answer, and the teacher's reply to him alone (not yet read). */
export const FROM_FAMILY: FamilyMessage = {
  id: 32,
  side: "family",
  author: FATHER,
  body: "黃老師好，收到。小明的功課冊好像留在學校，麻煩老師幫忙看看。",
  sent_at: "2026-12-01T00:10:00.000Z",
  to_class: null,
  unread: false,
};

export const TO_FAMILY: FamilyMessage = {
  id: 33,
  side: "school",
  author: TEACHER,
  body: "找到了，在課室的書架上，已經交給小明帶回家。",
  sent_at: "2026-12-01T03:00:00.000Z",
  to_class: null,
  unread: true,
};

/** The family's side: its conversation, kept as it grows. */
export function family(messages: FamilyMessage[] = [TO_FAMILY, FROM_FAMILY, TO_CLASS]) {
  const kept = [...messages];
  return [
    answer(endpoints.familyMessages, ({ pageNum, pageSize }) => page(kept, pageNum, pageSize)),
    answer(endpoints.familyMessageReply, ({ body }) => {
      const message: FamilyMessage = {
        id: 40 + kept.length,
        side: "family",
        author: FATHER,
        body: body.trim(),
        sent_at: "2026-12-02T01:00:00.000Z",
        to_class: null,
        unread: false,
      };
      kept.unshift(message);
      return message;
    }),
  ];
}

const LAM = {
  id: 12,
  name_zh: "麥欣子",
  name_en: "Mak Yan Tsz",
  class_name: "4A",
  class_number: 2,
};

/** 4A's families as the class teacher's list shows them: news first. */
export const CONVERSATIONS: Conversation[] = [
  {
    id: CHILD.id,
    child: CHILD,
    last: { ...FROM_FAMILY, unread: true },
    unread: 1,
  },
  {
    id: LAM.id,
    child: LAM,
    last: TO_CLASS,
    unread: 0,
  },
];

/** The school's side: the classes it writes to, the families, and each conversation. */
export function school({
  classes = ["4A"],
  conversations = CONVERSATIONS,
}: { classes?: string[]; conversations?: Conversation[] } = {}) {
  let list = [...conversations];
  const threads = new Map<number, FamilyMessage[]>([
    [CHILD.id, [{ ...FROM_FAMILY, unread: true }, TO_CLASS]],
    [LAM.id, [TO_CLASS]],
  ]);
  return [
    answer(endpoints.conversations, ({ pageNum, pageSize, filter }) => ({
      ...page(
        list.filter((c) => filter !== "unread" || c.unread > 0),
        pageNum,
        pageSize,
      ),
      classes,
    })),
    answer(endpoints.conversation, ({ child_id, pageNum, pageSize }) => {
      const thread = threads.get(child_id);
      const conversation = list.find((c) => c.child.id === child_id);
      if (!thread || !conversation) return refusal(404, "找不到這位學生，或他不在你任教的班別");
      // Read once opened: the list's count goes.
      list = list.map((c) => (c.child.id === child_id ? { ...c, unread: 0 } : c));
      threads.set(
        child_id,
        thread.map((m) => ({ ...m, unread: false })),
      );
      return { ...page(thread, pageNum, pageSize), child: conversation.child };
    }),
    answer(endpoints.sendFamilyMessage, ({ to: recipient, body }) => {
      const message: FamilyMessage = {
        id: 50,
        side: "school",
        author: TEACHER,
        body: body.trim(),
        sent_at: "2026-12-02T02:00:00.000Z",
        to_class: recipient.kind === "class" ? recipient.class_name : null,
        unread: false,
      };
      const to = recipient.kind === "class" ? list.map((c) => c.child.id) : [recipient.child_id];
      for (const id of to) threads.set(id, [message, ...(threads.get(id) ?? [])]);
      list = list.map((c) => (to.includes(c.child.id) ? { ...c, last: message } : c));
      return { families: to.length, delivered: to.length * 2 };
    }),
  ];
}
