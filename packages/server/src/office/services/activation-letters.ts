import { randomInt } from "node:crypto";
import {
  ACTIVATION_ALPHABET,
  ACTIVATION_CODE_LENGTH,
  ACTIVATION_MAX_DAYS,
  type ActivationLetters,
  type EndpointResult,
  type Endpoints,
} from "@campus/contract";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { activationCodes, schools, users } from "../../db/schema";
import { invalidField } from "../../http/api-problem";
import type { HandlerContext } from "../../http/register";
import { recordAudit } from "../../services/audit";
import type { ServiceContext } from "../../services/context";
import { addDays, schoolDay } from "../../services/school-days";
import { activationCodeHash } from "../../services/student-activation";
import type { OfficeCaller } from "../callers";

/*
 * A class's activation letters (issue 36 §4): a new code for each student who has no password
 * yet (or every student, reissued), printed by the office and handed out. A code works once,
 * until the end of the day the office chose (Hong Kong time); a student's older codes stop
 * working. Only the hash is kept: this answer is the only copy of the codes.
 */

/** A fresh code from the letters' alphabet (uniform: randomInt has no modulo bias). */
const newCode = () =>
  Array.from(
    { length: ACTIVATION_CODE_LENGTH },
    () => ACTIVATION_ALPHABET[randomInt(ACTIVATION_ALPHABET.length)],
  ).join("");

/** The first instant after `day` in Hong Kong (UTC+8): when its letters stop working. */
const endOfSchoolDay = (day: string) => new Date(`${addDays(day, 1)}T00:00:00+08:00`);

export async function issueActivationLetters(
  { db, now, locale }: ServiceContext,
  {
    me,
    class_name: className,
    expires_on: expiresOn,
    reissue,
  }: HandlerContext<Endpoints["officeActivationLetters"]>["body"] & { me: OfficeCaller },
): Promise<EndpointResult<Endpoints["officeActivationLetters"]>> {
  const today = schoolDay(now);
  if (expiresOn <= today)
    throw invalidField(locale, "expires_on", "office.error.activationExpiryPast");
  if (expiresOn > addDays(today, ACTIVATION_MAX_DAYS))
    throw invalidField(locale, "expires_on", "office.error.activationExpiryTooFar");
  return db.transaction(async (tx) => {
    const students = await tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.schoolId, me.schoolId),
          eq(users.loginType, "student"),
          eq(users.status, "active"),
          sql`lower(${users.className}) = lower(${className})`,
        ),
      )
      .orderBy(asc(users.classNumber), asc(users.studentNo), asc(users.id));
    if (students.length === 0)
      throw invalidField(locale, "class_name", "office.error.classNotFound");
    const chosen = reissue ? students : students.filter((s) => s.passwordHash === "");
    const [school] = await tx.select().from(schools).where(eq(schools.id, me.schoolId));
    const answer: ActivationLetters = {
      class_name: students[0]!.className!,
      expires_on: expiresOn,
      school: {
        name_zh: school!.nameZh,
        name_cn: school!.nameCn,
        name_en: school!.nameEn,
        region: school!.region,
      },
      letters: [],
      skipped: students.length - chosen.length,
    };
    if (chosen.length === 0) return answer;
    const ids = chosen.map((s) => s.id);
    // The newest letter is the one that counts: the students' unused codes stop working.
    await tx
      .update(activationCodes)
      .set({ revokedAt: now })
      .where(
        and(
          inArray(activationCodes.userId, ids),
          isNull(activationCodes.usedAt),
          isNull(activationCodes.revokedAt),
        ),
      );
    const codes = chosen.map(() => newCode());
    await tx.insert(activationCodes).values(
      chosen.map((student, i) => ({
        schoolId: me.schoolId,
        userId: student.id,
        codeHash: activationCodeHash(codes[i]!),
        createdAt: now,
        createdBy: me.userId,
        expiresAt: endOfSchoolDay(expiresOn),
      })),
    );
    await recordAudit(tx, {
      schoolId: me.schoolId,
      actorId: me.userId,
      kind: "activation.letters",
      subject: answer.class_name,
      changes: [
        { field: "letters", before: null, after: String(chosen.length) },
        { field: "expiresOn", before: null, after: expiresOn },
      ],
      at: now,
    });
    answer.letters = chosen.map((student, i) => ({
      student_id: student.id,
      username: student.username,
      class_number: student.classNumber,
      name_zh: student.nameZh,
      name_en: student.nameEn,
      code: codes[i]!,
    }));
    return answer;
  });
}
