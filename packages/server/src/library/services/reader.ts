import { ResultCode, type EndpointResult, type Endpoints } from "@campus/contract";
import type { Db } from "../../db/database";
import { ApiProblem, loginRequired } from "../../http/api-problem";
import { actingUser, userInfoOf } from "../../services/accounts";
import type { ServiceContext } from "../../services/context";
import type { Auth, UserRow } from "../../services/sessions";

/**
 * The library's reader for a signed-in user: whom the user acts for (`actingUser`: a parent
 * reads for the current child; students, teachers and staff for themselves).
 */
export interface Reader {
  id: number;
  schoolId: number | null;
  nameZh: string;
  nameEn: string;
  className: string | null;
  loginType: UserRow["loginType"];
  username: string;
  studentNo: string | null;
}

function readerFrom(user: UserRow): Reader {
  return {
    id: user.id,
    schoolId: user.schoolId,
    nameZh: user.nameZh,
    nameEn: user.nameEn,
    className: user.className,
    loginType: user.loginType,
    username: user.username,
    studentNo: user.studentNo,
  };
}

export async function readerOf(db: Db, auth: Auth): Promise<Reader | null> {
  const user = await actingUser(db, auth);
  return user ? readerFrom(user) : null;
}

/** The reader, who must belong to the school the call is about. */
export async function requireReader(db: Db, auth: Auth | null, schoolId: number): Promise<Reader> {
  if (!auth) throw loginRequired();
  const reader = await readerOf(db, auth);
  if (!reader) throw new ApiProblem(ResultCode.badRequest, "library.error.noReader");
  if (reader.schoolId !== schoolId)
    throw new ApiProblem(ResultCode.forbidden, "library.error.wrongSchool");
  return reader;
}

/** For public calls that say more to a reader (favourite flag, `mine`): null when there is none. */
export async function optionalReader(
  db: Db,
  auth: Auth | null,
  schoolId: number,
): Promise<Reader | null> {
  if (!auth) return null;
  const reader = await readerOf(db, auth);
  return reader && reader.schoolId === schoolId ? reader : null;
}

/** How a reader appears to others: a name in the caller's script, never an account id. */
export function displayName(reader: { nameZh: string; nameEn: string }, locale: string): string {
  return locale === "en-US" ? reader.nameEn : reader.nameZh;
}

/** The signed-in user with the reader they act for, as the library's header shows them. */
export async function libraryUserInfo(
  { db }: ServiceContext,
  { auth }: { auth: Auth },
): Promise<EndpointResult<Endpoints["libraryUserInfo"]>> {
  const info = await userInfoOf(db, auth);
  const reader = info.childsUser.find((c) => c.id === info.child_user_id);
  return {
    user_id: info.user_id,
    user_name: info.user_name,
    head_img: info.head_img,
    type: info.type,
    reader_user_id: reader?.id ?? info.user_id,
    reader_name_zh: reader?.name_zh ?? info.user_name,
    reader_name_en: reader?.name_en ?? info.name_en,
    school_id: reader?.school_student.school.id ?? info.school?.id ?? null,
  };
}
