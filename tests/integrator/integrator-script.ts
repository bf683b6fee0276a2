/**
 * A school's integrator's script, written only against the types openapi-typescript makes from
 * docs/api/openapi.json and the openapi-fetch client: nothing from this repository's code.
 * Signs in as a parent, switches to the second child, reads the library's home page, reserves a
 * book and cancels it, and reads an error answer through the same types.
 */
import createClient from "openapi-fetch";
import type { paths } from "./campus-api";

type LoginBody =
  paths["/parent_student/ajax_login"]["post"]["requestBody"]["content"]["application/json"];

export interface IntegratorReport {
  parent: string;
  child: string;
  newArrivals: number;
  reserved: { bookId: number; reservationId: number; status: string };
  cancelled: string;
  missingBook: { code: number; msg: string };
}

export async function runIntegratorScript(
  baseUrl: string,
  login: Pick<LoginBody, "countryCode" | "username" | "password">,
  schoolCode: string,
): Promise<IntegratorReport> {
  const client = createClient<paths>({ baseUrl });

  const signIn = await client.POST("/parent_student/ajax_login", {
    body: { type: "parent", ...login },
  });
  if (signIn.data?.code !== 200) throw new Error(`sign-in refused: ${signIn.data?.msg}`);
  const { token, user } = signIn.data.data;
  const second = user.childsUser?.[1];
  if (!second) throw new Error("the parent has no second child");

  const switched = await client.POST("/parent_student/setChild", {
    params: { query: { id: second.id }, header: { token } },
  });
  if (switched.data?.code !== 200) throw new Error(`child switch refused: ${switched.data?.msg}`);
  const headers = { token, studentId: String(second.id) };

  const school = await client.POST("/api/library/school_info", {
    params: { header: headers },
    body: { schoolCode },
  });
  if (school.data?.code !== 200) throw new Error(`no such school: ${school.data?.msg}`);
  const schoolId = school.data.data.id;

  const home = await client.POST("/api/library/home", {
    params: { header: headers },
    body: { schoolId },
  });
  if (home.data?.code !== 200) throw new Error(`library home: ${home.data?.msg}`);

  // The first new arrival the library lets this child reserve.
  for (const book of home.data.data.new_arrivals) {
    const reserve = await client.POST("/api/library/user/reserve", {
      params: { header: headers },
      body: { schoolId, bookId: book.id },
    });
    if (reserve.data?.code !== 200) continue;
    const reservation = reserve.data.data;
    const cancel = await client.POST("/api/library/user/cancel_reserve", {
      params: { header: headers },
      body: { schoolId, id: reservation.id },
    });
    if (cancel.data?.code !== 200) throw new Error(`cancel refused: ${cancel.data?.msg}`);

    const missing = await client.POST("/api/library/detail", {
      params: { header: { ...headers, "Accept-Language": "en-US" } },
      body: { schoolId, id: 987_654_321 },
    });
    if (!missing.data || missing.data.code === 200) throw new Error("a missing book was found");

    return {
      parent: user.user_name,
      child: second.name_zh,
      newArrivals: home.data.data.new_arrivals.length,
      reserved: { bookId: book.id, reservationId: reservation.id, status: reservation.status },
      cancelled: cancel.data.data.status,
      missingBook: { code: missing.data.code, msg: missing.data.msg },
    };
  }
  throw new Error("no new arrival could be reserved");
}
