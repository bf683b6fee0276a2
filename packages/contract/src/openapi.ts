import { z } from "zod";
import { openApiPath, type DownloadEndpoint } from "./download";
import type { Endpoint } from "./endpoint";
import { envelopeSchema, validationFailureSchema } from "./envelope";
import { METHOD_NOT_ALLOWED, ResultCode } from "./result-code";
import { downloads, endpoints } from "./endpoints";
import { HEADERS } from "./headers";
import * as activation from "./activation/schemas";
import * as attendance from "./attendance/schemas";
import * as calendar from "./calendar/schemas";
import * as ecaDashboard from "./eca/dashboard";
import * as ecaProfile from "./eca/profile";
import * as ecaRecognition from "./eca/recognition";
import * as eca from "./eca/schemas";
import * as contract from "./index";
import * as library from "./library/schemas";
import * as libraryImport from "./library/import-schemas";
import * as libraryStocktake from "./library/stocktake-schemas";
import * as notices from "./notices/schemas";
import * as fees from "./fees/schemas";
import * as office from "./office/schemas";
import * as payments from "./payments/schemas";
import * as password from "./password/schemas";
import * as push from "./push/schemas";
import * as registration from "./registration/schemas";
import * as signIn from "./registration/sign-in-schemas";
import * as account from "./schemas/account";
import * as uploads from "./schemas/uploads";
import * as setup from "./setup/schemas";
import descriptions from "./openapi-descriptions.json";
import examples from "./openapi-examples.json";
import { loginRequestSchema } from "./schemas/login";

type JsonSchema = Record<string, unknown>;

/** Shared definitions (recursive types such as the menu) hoisted into components.schemas. */
const hoisted: Record<string, JsonSchema> = {};

/**
 * The contract's answer shapes by name (`bookSchema` → `Book`, `ecaEventRowSchema` →
 * `EcaEventRow`): an answer that carries one refers to it, so an integrator's generated types
 * have a `Book`. Answers only: a request's form of the same shape differs (coerced fields). The
 * package's exports and each area's schema module, so a shape only the server and the document
 * use (the office's `Person`) has its name too.
 */
const SCHEMA_MODULES = [
  attendance,
  contract,
  account,
  activation,
  calendar,
  eca,
  ecaDashboard,
  ecaProfile,
  ecaRecognition,
  fees,
  library,
  libraryImport,
  libraryStocktake,
  notices,
  office,
  password,
  payments,
  push,
  registration,
  setup,
  signIn,
  uploads,
];
let named: z.core.$ZodRegistry<{ id: string }> | undefined;
function answerNames() {
  if (named) return named;
  named = z.registry<{ id: string }>();
  const ids = new Set<string>();
  for (const [name, value] of SCHEMA_MODULES.flatMap((module) => Object.entries(module))) {
    if (!name.endsWith("Schema") || !(value instanceof z.core.$ZodObject) || named.has(value))
      continue;
    const id = name[0]!.toUpperCase() + name.slice(1, -"Schema".length);
    if (/(Request|Body|Filters|Query)$/.test(id) || ids.has(id)) continue;
    ids.add(id);
    const described = (descriptions as Descriptions)[name];
    named.add(value, {
      id,
      ...(described?.description ? { description: described.description } : {}),
    });
  }
  return named;
}

type Descriptions = Record<string, { description?: string; fields: Record<string, string> }>;

/**
 * Each field's description: its own doc comment in the contract where the shape is named, else
 * what the field's name means wherever it appears (`FIELD_MEANINGS`).
 */
function describeFields(schemas: Record<string, JsonSchema>) {
  const byId = new Map<string, Record<string, string>>();
  for (const [name, described] of Object.entries(descriptions as Descriptions))
    byId.set(name[0]!.toUpperCase() + name.slice(1, -"Schema".length), described.fields);
  const visit = (schema: unknown, own: Record<string, string> | undefined) => {
    if (Array.isArray(schema)) return schema.forEach((item) => visit(item, undefined));
    if (typeof schema !== "object" || schema === null) return;
    const properties = (schema as { properties?: Record<string, JsonSchema> }).properties;
    for (const [field, property] of Object.entries(properties ?? {})) {
      const text = own?.[field] ?? FIELD_MEANINGS[field];
      if (text && !property.description) property.description = text;
    }
    // A condition's `properties` (`if`: type is parent) name fields, they do not define them.
    for (const [key, value] of Object.entries(schema))
      if (key !== "properties" && key !== "if") visit(value, undefined);
    for (const value of Object.values(properties ?? {})) visit(value, undefined);
  };
  for (const [id, schema] of Object.entries(schemas)) visit(schema, byId.get(id));
}

/** What a field means wherever it appears, when its shape says nothing of its own. */
const FIELD_MEANINGS: Record<string, string> = {
  // Web push (decision 0049): a device's subscription as the browser gives it.
  endpoint:
    "The device's address at its browser's push service (FCM, Mozilla, Apple, Microsoft); no other address is taken.",
  keys: "The device's keys, as `PushSubscription.toJSON()` gives them.",
  p256dh: "The device's P-256 public key the messages are encrypted to (base64url).",
  auth: "The device's authentication secret (base64url, 16 bytes).",
  // Short messages between the school and a family (decision 0048).
  body: "A message's words as written: plain text, its lines kept (at most 1,000 characters).",
  child_id: "A child: the student's user id, one of a class the caller keeps.",
  // Attendance (decision 0047).
  due_id: "A child's fee (what the child owes for one fee item), by its id.",
  due_on: "The last day to pay a fee (the school's day, ISO 8601).",
  payment_id: "One payment of a child's fee (an online order or a deposit slip), by its id.",
  item_id: "A fee item the office set, by its id.",
  view: "Which of the family's fees: `due` (still to pay) or `history` (paid and refunded).",
  accepted: "Whether the notification was taken (a repeat of one already taken is too).",
  note: "Free text beside the record, as its writer typed it (normalised; empty: none).",
  time: "A clock time on the school's clocks, HH:MM (Hong Kong time).",
  part: "A whole day, or the morning (am) or afternoon (pm) of a single day.",
  marks: "The students not present, each once: everyone else of the class is present.",
  by: "Who did it, by their names.",
  // A notice's reply slip (decision 0044).
  questions: "A reply slip's questions, asked in this order.",
  label_zh: "The question in Chinese.",
  label_en: "The question in English; empty: readers of English get the Chinese.",
  options: "The choices a question offers, in order (an answer is an option's index).",
  zh: "The text in Chinese.",
  en: "The text in English; empty: readers of English get the Chinese.",
  deadline: "The last school day to reply (YYYY-MM-DD, Hong Kong time); replies close at its end.",
  answers:
    "One answer per question, in order: an option's index (0 is the first), a text, or null for a question skipped.",
  pin: "A guardian's signing PIN: four to six digits.",
  from: "The first day of the range asked for, YYYY-MM-DD in school time (included).",
  to: "The last day of the range asked for, YYYY-MM-DD in school time (included).",
  call_number:
    "A copy's call number as its spine label prints it (classification and author mark, e.g. `857.7 CHO`).",
  location: "Where the copy is kept in the library (a room, a shelf, a reading corner).",
  id: "The record's id: a positive integer, stable for the record's life.",
  ids: "The ids of the records to act on, each once.",
  code: "Its code as people type and read it (a school's `DEMO`, an event's `ECA2026-001`); unique within the school.",
  name: "Its name as shown to the reader.",
  name_zh:
    "The Chinese name, as the school or the person wrote it (Traditional script in Hong Kong, Macau and Taiwan).",
  name_cn:
    "The Chinese name in Simplified script, shown to zh-CN readers: the school's own form, or `name_zh` converted.",
  name_en: "The English name; may be empty where none was given (show `name_zh` then).",
  childId: "One of the caller's children, by user id (as `childsUser` lists them).",
  body_zh: "Its text in Chinese: plain text, its lines as written.",
  body_en: "Its text in English: plain text; empty where there is none.",
  audience: "Who it is for: the whole school, some grades or some classes.",
  pageNum: "The page to read, from 1.",
  pageSize: "Records per page.",
  total: "How many records match, over all pages.",
  list: "This page's records, in the list's order.",
  schoolId: "The school's id (from `schoolInfo`); the caller's own school when signed in.",
  school_code: "The school's code, as typed at sign-in or in the address (`xschoolCode`).",
  schoolCode: "The school's code, as typed at sign-in or in the address (`xschoolCode`).",
  school: "The school it belongs to.",
  status: "Its state; the values are listed.",
  state: "Where it stands; the values are listed.",
  type: "Its kind; the values are listed.",
  kind: "Its kind; the values are listed.",
  class_name: "The student's class (`4A`), or null for one not placed in a class.",
  class_code: "The class's code as the school names it (`4A`).",
  class_number:
    "The student's number in the class register (1–99), the Hong Kong way of naming a student with the class.",
  classes: "The classes, by their names (`4A`).",
  student_no: "The school's own student number, or null.",
  created_at: "When it was made (ISO 8601, UTC).",
  updated_at: "When it last changed (ISO 8601, UTC).",
  submitted_at: "When it was submitted (ISO 8601, UTC), or null before.",
  expires_at: "When it stops being valid (ISO 8601, UTC).",
  paid_at: "When the payment was confirmed (ISO 8601, UTC), or null.",
  refunded_at: "When it was refunded (ISO 8601, UTC), or null.",
  enrolled_at: "When the student was enrolled (ISO 8601, UTC), or null.",
  checked_in_at: "When the person checked in (ISO 8601, UTC), or null.",
  starts_at: "When it starts (ISO 8601, UTC).",
  ends_at: "When it ends (ISO 8601, UTC).",
  starts_on: "Its first day (YYYY-MM-DD, school time).",
  ends_on: "Its last day, inclusive (YYYY-MM-DD, school time).",
  start_day: "Its first day (YYYY-MM-DD, school time).",
  end_day: "Its last day, inclusive (YYYY-MM-DD, school time).",
  movable_until: "Until when the family may move it to another session (ISO 8601, UTC), or null.",
  currency: "The amount's currency, by its ISO 4217 code (`HKD`).",
  amount: "The amount in the currency's minor unit (cents).",
  fee: "Which fee: `application` or `registration`.",
  application_fee: "The application fee in the currency's minor unit (cents); 0: none.",
  registration_fee: "The registration fee in the currency's minor unit (cents); 0: none.",
  trade_no: "The payment's reference, as the payment service and the receipt give it.",
  method: "How it was paid; the values are listed.",
  closed_as: "How a payment ended unpaid (`cancelled`, `failed`, `expired`, `replaced`), or null.",
  payment: "The application fee's payment, or null before one was started.",
  registration_payment: "The registration fee's payment, or null before one was started.",
  fee_status: "Where the application fee stands; the values are listed.",
  registration_fee_status: "Where the registration fee stands; the values are listed.",
  size: "Its size in bytes.",
  file: "The file, as a multipart part (its type is read from its bytes, not its name).",
  reason: "Why, in the words of the person who decided (shown to the family).",
  decision_reason: "Why the school decided so, as written for the family, or null.",
  remark: "A note for the school's own use.",
  phone: "A mobile number, as its region writes it (`91234567` in Hong Kong).",
  country_code:
    "The phone number's region by its calling code: `852` Hong Kong, `853` Macau, `86` mainland China, `886` Taiwan.",
  countryCode:
    "The phone number's region by its calling code: `852` Hong Kong, `853` Macau, `86` mainland China, `886` Taiwan.",
  email: "An e-mail address.",
  username: "The account's login name (a parent's is their mobile number).",
  password: "The account's password, as typed; never echoed back.",
  token: "A session token: send it as the `token` header.",
  lang: "A language: `zh-TW`, `zh-CN` or `en-US`.",
  role: "The person's role; the values are listed.",
  roles: "The roles the account holds.",
  relation: "How the guardian is related to the child; the values are listed.",
  guardians: "The child's parents or guardians, the first being the main contact.",
  gender: "The child's sex, as on the identity document.",
  birth_date: "Date of birth (YYYY-MM-DD).",
  id_type: "The kind of identity document; the values are listed.",
  id_number:
    "The identity document's number as printed (an HKID with its check digit: `A123456(7)`).",
  address: "The home address, as written.",
  previous_school: "The school the child attends now, if any.",
  siblings: "Brothers and sisters at the school, by name and class.",
  intake_year: "The school year the child would start, by its first year (2027 for 2027/28).",
  school_year: "The school year by its first year (2026 for 2026/27).",
  semester: "The term; the values are listed.",
  grade: "The grade it is for (`P1`–`P6`, `S1`–`S6`), or null for every grade.",
  form: "The application as the family filled it in.",
  documents: "The supporting documents, by kind, with their review.",
  review: "The office's review of it: accepted, or sent back with a reason.",
  office_request: "What the office asked the family to change, or null.",
  decision: "The decision; the values are listed.",
  interview: "The interview booked, or null.",
  interview_status: "Where the interview stands; the values are listed.",
  session: "The interview session: its day, time and venue.",
  check_in_code: "The code the family shows on the day (as a QR code) to check in.",
  waitlist_no: "The place on the waiting list (1 first), or null when not on it.",
  places_left: "Places not yet taken.",
  venue: "Where it takes place.",
  venue_cn: "The venue in Simplified script, converted from `venue` (empty: read `venue`).",
  venue_en: "The venue in English, as the school wrote it (empty: English readers read `venue`).",
  offer_days: "Days a family has to pay the registration fee once offered a place; 0: no limit.",
  documents_kept_months:
    "Months a decided application keeps its documents and deposit slips after its last change; 0: until the school deletes it.",
  interviews_book_from:
    "The first day families may book an interview (school time); blank or null: no window yet.",
  interviews_book_until:
    "The last day families may book an interview (school time); blank or null: no window yet.",
  interview_move_days: "A booking may be moved until this many days before its session.",
  group_name: "The interview group's name.",
  number: "Its reference number, as the family and the office quote it.",
  slip: "The bank-in slip the family uploaded for this payment (its name, type and size), or null.",
  hours: "Hours, to one decimal place.",
  category_id: "The category's id.",
  categoryId: "The category's id.",
  category: "Its category.",
  event_id: "The ECA event's id.",
  prize_id: "The award's id (one of the event's), or null for none.",
  book_id: "The book's id.",
  bookId: "The book's id.",
  book_name_zh: "The book's Chinese title.",
  book_name_en: "The book's English title.",
  author: "The author, as catalogued.",
  cover: "The cover image's address, or null.",
  nature: "What kind of activity it is; the values are listed.",
  level: "The competition's level; the values are listed.",
  source: "Who recorded it; the values are listed.",
  student: "The student it is about.",
  students: "The students it concerns.",
  competition_item: "The item the student took part in (`100 m`), or empty.",
  achievement: "What the student achieved, in the teacher's or parent's words.",
  score: "Points by the school's rule, to two decimal places.",
  organiser: "Who organised it.",
  content: "The text, as written (never HTML).",
  quantity: "How many.",
  full: "Whether no place is left.",
  key: "Its key within its list.",
  region: "The region whose rules apply; the values are listed.",
  keyword: "Words to search for.",
  q: "Words to search for (in codes and names).",
  search: "Words to search for.",
  language: "The book's language (`zh`, `en`, …).",
  start_time: "When it starts (HH:MM, school time), or null for a whole day.",
  end_time: "When it ends (HH:MM, school time), or null for a whole day.",
  teachers: "The teachers responsible for it.",
  created_by: "Who made it, or null when the record came with the school's data.",
  isbn: "The book's ISBN.",
  publisher: "The publisher, as catalogued.",
  subcategory_id: "The subcategory's id, or null.",
  subcategoryId: "The subcategory's id.",
  publisherId: "The publisher's id.",
  age_min: "The youngest reader the book suits, in years.",
  age_max: "The oldest reader the book suits, in years.",
  read_count: "How many times it was borrowed.",
  recommend_count: "How many readers recommend it.",
  view_count: "How many times its page was opened.",
  book_count: "How many books.",
  average_score: "The average score of the passed records, or null when none passed yet.",
  reject_reason: "Why it was refused, in the decider's words, or null.",
  file_name: "The file's name as uploaded.",
  subject: "The lesson's subject.",
  title_zh: "The title in Chinese (Traditional script).",
  title_cn: "The title in Simplified script.",
  title_en: "The title in English.",
  description_zh: "The description in Chinese (Traditional script).",
  description_cn: "The description in Simplified script.",
  description_en: "The description in English.",
  place_zh: "The place in Chinese (Traditional script).",
  place_cn: "The place in Simplified script.",
  place_en: "The place in English.",
  attachments: "Files attached to it.",
  multiplier:
    "What the category's score is multiplied by, to two decimal places (×3 for a champion).",
  sub_items: "The event's items (`100 m`, `long jump`), which entries name.",
  imported_at: "When the rows were written (ISO 8601, UTC), or null while only checked.",
  undone_at: "When the import was undone (ISO 8601, UTC), or null.",
  expires_on: "The last day it is valid (YYYY-MM-DD).",
  student_id: "The student's user id.",
  user_id: "The user's id.",
  user_name: "The user's name in the caller's language.",
  head_img: "The user's photo address, or null.",
  loanId: "The loan's id.",
  due_date: "The day the book is due back (YYYY-MM-DD).",
  return_date: "The day it was returned (YYYY-MM-DD), or null while on loan.",
  borrow_date: "The day it was borrowed (YYYY-MM-DD).",
  reserve_date: "The day it was reserved (YYYY-MM-DD).",
  renew_count: "How many times the loan was renewed.",
  renewals_left: "How many more renewals the rules allow.",
  queue_position: "The place in the queue for the book (1: next).",
  like_count: "How many readers liked it.",
  capacity: "How many it takes at most.",
  session_id: "The interview session's id.",
  version:
    "The version read: send it back with a change, and a change made since is refused (code 409).",
  month: "The month (YYYY-MM).",
  cycle_day: "The day of the timetable's cycle (day 1, 2, …).",
  cycle_length: "How many days the timetable's cycle has.",
  restart_each_term: "Whether the cycle starts again at day 1 each term.",
  terms: "The school year's terms, in order.",
  message: "A short message for the reader, in the caller's language.",
  preset_key: "Set when a preset added it (`ole.moral`); null for the school's own.",
  level_factors: "Whether the competition's level multiplies the score.",
  group_percent:
    "The share of the score a group entry gets (50: half), or null for the full score.",
  prizes: "The awards.",
  tags: "The labels.",
  categories: "The categories.",
  event: "The ECA event.",
  prize: "The award, or null for none.",
  trait: "The trait (a feature item: leadership, teamwork, …).",
  reader: "The reader (a student) it concerns.",
  children: "The account's children at the school.",
  books: "The books.",
  favorite: "Whether the caller keeps it in their favourites.",
  available: "How many copies are free to reserve now.",
  stock: "How many copies the library owns (not counting lost ones).",
  row: "The row's number in the file (the header is row 1).",
  text: "The text as written (never HTML).",
  published: "Whether families can see it.",
  teacher_ids: "The responsible teachers' user ids.",
  provider_trade_no: "The payment provider's own number for the payment.",
  nonce: "A random string the provider signs with the notice (never reused).",
  sign: "The provider's signature over the notice's fields, checked before anything is written.",
  outcome: "What the sandbox payer does: pay, fail or cancel.",
  notify: "When the sandbox tells the server: now, later or never (to try the result check).",
  return_path: "The page the payer goes back to afterwards.",
  office_country_code: "The office account's phone region (`852`).",
  office_phone: "The office account's mobile, where its one-time code goes.",
  office_name_zh: "The office account's name in Chinese.",
  office_name_en: "The office account's name in English.",
  school_office: "The school's own office account (made with the school); else a staff member's.",
  child_user_id: "The child the caller is acting for (a parent); null for others.",
  childsUser: "A parent's children at the school.",
  permissions: "What the caller may do, by page: `{ page: [actions] }`.",
  head_img_path: "The photo's address; empty when there is none.",
  school_student: "The child's record at the school (class, number).",
  colors: "The school's brand colours as CSS values, one per role in the theme.",
  user: "The signed-in user.",
  menu_list: "The menu the caller's role may open, in its order.",
  icon: "The menu item's icon name.",
  vue: "The screen the menu item opens (the portal's route key).",
  hidden: "Kept out of the menu (reached from another page).",
  reader_user_id: "The reader's user id.",
  reader_name_zh: "The reader's name in Chinese.",
  reader_name_en: "The reader's name in English.",
  school_id: "The school's id.",
  new_arrivals: "Books added most recently.",
  popular: "Books borrowed most this term.",
  recommended: "Books the library recommends.",
  totals: "How many books and copies the library holds.",
  copies: "How many copies there are.",
  rank: "The book's place in the ranking (1 is first).",
  subcategory: "The book's subcategory (classification).",
  publisher_id: "The publisher's id.",
  publish_year: "The year it was published.",
  intro_zh: "The book's introduction in Chinese.",
  intro_en: "The book's introduction in English.",
  review_count: "How many reviews it has.",
  my_reservation: "The caller's own reservation of it; null when none.",
  reply: "The helper's answer, as text (never HTML).",
  intent: "What the helper understood was asked for, used to find the books.",
  keywords: "Words to search the catalogue for.",
  age: "The reader's age the books should suit; null when not said.",
  favorited_at: "When it was added to the favourites (ISO 8601).",
  loan_id: "The loan's id.",
  renewed_at: "When it was renewed (ISO 8601).",
  previous_due_date: "The due date before the renewal (YYYY-MM-DD).",
  new_due_date: "The due date after the renewal (YYYY-MM-DD).",
  pickup_by: "The last day to collect it from the pickup shelf (YYYY-MM-DD).",
  days: "Each day of the month, in order.",
  person_id: "The person whose calendar it is.",
  lessons: "The person's lessons that day, by period.",
  day: "The day (YYYY-MM-DD), on the school's calendar.",
  title: "Its title, in the caller's language.",
  place: "Where it is, in the caller's language.",
  room: "The room.",
  today: "Today on the school's clock (YYYY-MM-DD).",
  item: "The calendar item.",
  description: "What it is about, in the caller's language (text, never HTML).",
  filename: "The file's name to save it as.",
  ics: "The iCalendar text (RFC 5545).",
  opens_on: "The first day applications are taken (YYYY-MM-DD, school time).",
  closes_on: "The last day applications are taken (YYYY-MM-DD, school time).",
  phone_region: "The phone region families' numbers default to (`852`).",
  places: "How many places the class offers.",
  born_from: "The earliest birth date the class takes (YYYY-MM-DD); null for no bound.",
  born_until: "The latest birth date the class takes (YYYY-MM-DD); null for no bound.",
  required: "Whether an application must carry it.",
  messages: "The messages, newest first.",
  applications: "The caller's applications to the school, newest first.",
  pay_url: "Where to send the payer to pay (the provider's page).",
  merchant: "The school as the payment provider names it.",
  books_from: "The first day families may book (YYYY-MM-DD).",
  books_until: "The last day families may book (YYYY-MM-DD).",
  move_days: "A booking may be moved until this many days before its session.",
  document_code: "Which document it is (the school's code for it: `photo`, `birthCertificate`, …).",
  already: "How many were in the event already (left as they were).",
  rule: "The school's scoring rule.",
  current_year: "The school year now (2026 is 2026/27).",
  pending: "How many wait for approval.",
  edit: "Whether the caller may edit it.",
  delete: "Whether the caller may delete it.",
  certificates: "Certificates attached to it.",
  duplicate: "Another record looks the same (same student, event and date).",
  results: "Each record's outcome, in the order asked.",
  ok: "Whether it was done.",
  msg: "Why not, in the caller's language; a confirmation when done.",
  new_events: "How many events the file would create.",
  problems: "What is wrong with the file, row by row (nothing is imported while there are any).",
  sample: "A few rows, to show what will be imported.",
  new: "Whether the row makes a new record.",
  attempts: "How many times it has been tried.",
  finished_at: "When it finished (ISO 8601); null while it runs.",
  rejected: "How many were rejected.",
  recognition: "The recognition run.",
  evidence: "Where in the source it was found.",
  words: "The words it rests on, quoted.",
  proposals: "The proposals, each with its state.",
  all: "Every school year together.",
  class_average: "The average of the student's class.",
  grade_average: "The average of the student's grade (form).",
  average: "The average per student.",
  compare: "The same figures for the comparison chosen.",
  awards: "How many awards (prizes won).",
  count: "How many.",
  link: "The set-up link made for the office account.",
  upload_id: "The upload's id (to preview or import it again).",
  column: "The file's column (A, B, …).",
  column_title: "The column's title in the file's header.",
  counts: "What the import did, by kind.",
  imported_by: "Who imported it.",
  guardians_active: "Guardians who have signed in.",
  students_active: "Students who have signed in.",
  students_without_guardian: "Students with no guardian linked.",
  letters: "The activation letters, one per student.",
  at: "When (ISO 8601).",
  changes: "Each field that changed, before and after.",
  before: "The value before.",
  after: "The value after.",
  year_from: "The school year ending.",
  year_to: "The school year starting.",
  fields: "Each field refused, with why.",
  traits: "Feature items (traits).",
  sent_at: "When it was sent (ISO 8601).",
  notice: "What the family was told of (`FAMILY_NOTICES`: approved, denied, info_requested, …).",
  channel:
    "How it went: `sms` to the phone the family signs in with, `email` to a guardian's address.",
  loan_days: "Days a loan lasts from checkout.",
  max_renewals: "How many times one loan may be renewed.",
  renew_days: "Days a renewal adds to the due date.",
  renew_window_days: "A loan can be renewed only in the last this-many days before it is due.",
  max_loans: "How many books a reader may have out at once.",
  max_reservations: "How many reservations a reader may hold at once.",
  pickup_days: "Days a copy waits on the pickup shelf once ready.",
  serial_no:
    "The record's number as the desk and the reader see it (`R2026000034` a reservation, `L…` a loan).",
  book_no: "The copy's barcode number, as printed on the book.",
  bookNo: "The copy's barcode number, as scanned or typed at the desk.",
  readerNo: "The reader's card number (a student number or a staff username), as scanned or typed.",
  reservations: "How many reservations wait for the book.",
  loss_reason: "Why the reader says the book is lost; null when it is not reported lost.",
  loss_reported_at: "When the loss was reported (ISO 8601); null when it is not.",
  time_zone:
    "The school's IANA time zone (`Asia/Hong_Kong`): the days and times in the answer are its wall clock.",
  people: "The people the answer covers: the caller and, for a guardian, each child.",
  period: "The lesson's period in the school day (1 is the first).",
  teacher: "The teacher's name, in the caller's language.",
  own_name_cn:
    "The Simplified form the office wrote itself; empty when `name_cn` is `name_zh` converted.",
  used: "How many records use it (a setting in use can be disabled, not deleted).",
  decided_at: "When it was decided (ISO 8601); null while it waits.",
  decided_by: "Who decided it; null while it waits.",
  entry_id: "The student's entry (one student in one event) it belongs to.",
  file_size: "The file's size in bytes.",
  school_years: "School years with records, latest first (2026 is 2026/27).",
  resend_after: "Seconds until another code may be asked for.",
  expires_in: "Seconds the code works for.",
  phone_hint: "The phone the code goes to, mostly hidden: `+852 •••• 4567`.",
  application_id: "The application it belongs to.",
  child_name: "The child's name as the application gives it.",
  tag_ids: "The tags' ids (each once; disabled tags are refused).",
  trait_ids: "The feature items' (traits') ids, each once.",
  student_ids: "The students' user ids, each once.",
  certificate_ids: "Uploaded certificates (by their upload id) to attach, each once.",
  copy_of: "The event this one copies (its students and awards come along); null for a new event.",
  to_event_id: "The event the entries move to.",
  current_password: "The password the account has now (asked when it has one).",
  teacher_id: "The teacher's user id; null to clear.",
  removed: "How many records were removed.",
  added: "How many were added.",
  updated: "How many were changed.",
  unchanged: "How many were already as the file says.",
  refused: "How many rows were refused (nothing is written while any is).",
  left: "How many left the school (absent from a whole-school file).",
  guardians_added: "How many guardians were added with their children.",
  brand_color: "The school's brand colour key (`teal`, …); null for the product's own.",
  logo: "The school's logo (an upload id on save, its address on read); null for none.",
  booked: "How many applicants the session holds.",
  sessions: "Interview sessions, earliest first.",
  open: "Whether it takes applications (or bookings) today.",
  look: "Only look up who the code belongs to; record nothing.",
  result: "The interview's result.",
  cap: "The most points the category gives one student in a school year; null for no cap.",
  mine: "Only events the caller is responsible for.",
  tag_id: "Only events with this tag.",
  kinds: "Which kinds of item to include; all when absent.",
  who: "Whose calendar: a person id from `people`; the caller's own when absent.",
  availability: "`available` for books with a copy free now; all when absent.",
  rankType: "Which ranking: most borrowed, most recommended or highest rated.",
  like: "True to like the review, false to take the like back.",
  liked: "Whether the caller likes it now.",
  history: "The conversation so far, oldest first (the helper keeps no memory of its own).",
  upload: "The checked file's upload id.",
  reissue: "Also give new codes to students who have set a password already.",
  moves: "Each class's students and where they go next year.",
  approve: "True to approve, false to refuse.",
  records: "The records, latest first.",
  url: "Where it is: an address on this server (relative) or elsewhere (absolute).",
  path: "Its path: a page of the portal (a menu item) or an address on this server (the feed).",
  field: "The field's name as the request spells it.",
  person: "The person it concerns.",
  office: "The office account; null when there is none.",
  actions: "The actions granted on the page (`query`, `get`, `add`, `edit`, `delete`, …).",
  pages: "The pages a role may open, each with the actions it may take there.",
  figures: "The dashboard's totals for the filters in force.",
  target: "What is being recognised: an event or a student's entry.",
  grades: "The grades (forms) it is for; empty for every grade.",
  filter: "Which of the records to list; the values are listed.",
  recipients: "How many it went to (a notice: the children it was sent for).",
  read: "How many of them have read it (someone of the family opened it).",
  replied: "How many of them have replied on its slip.",
  loans: "How many loans it concerns.",
  skipped: "How many were left alone (already done today).",
  days_overdue: "How many days past its due day, today.",
};

function toSchema(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
    ...(io === "output" ? { metadata: answerNames() } : {}),
  });
  const {
    $schema: _dialect,
    $defs,
    ...rest
  } = json as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const hoist = (value: unknown): JsonSchema =>
    JSON.parse(
      JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as JsonSchema;
  for (const [name, def] of Object.entries($defs ?? {})) hoisted[name] = hoist(def);
  return hoist(rest);
}

/*
 * The portal also sends `schoolCode` and `studentId` (spec §4); the server reads neither: the
 * session decides the school and the child a call acts for, so they are not parameters here.
 */
const headerParameters = [
  { name: HEADERS.token, description: "The session token from sign-in. Expires after 7 days." },
  {
    name: HEADERS.acceptLanguage,
    description: "zh-TW (default), zh-CN or en-US: the language of `msg`.",
  },
];

/** Only on writes (`write: true`). */
const idempotencyKeyParameter = {
  name: HEADERS.idempotencyKey,
  description:
    "Optional, on writes: one key per user action (e.g. a UUID), sent again by that action's retries. The first answer for (key, caller, endpoint) is kept for 24 hours and answered to every repeat without acting again, also to a repeat that arrives while the first still runs; the same key with another body is refused with code 422.",
};

function queryParameters(schema: z.core.$ZodType | undefined) {
  if (!schema) return [];
  const json = toSchema(schema, "input") as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema: property,
  }));
}

const ERROR_CODES = [
  ...Object.values(ResultCode).filter((code) => code !== ResultCode.ok),
  METHOD_NOT_ALLOWED,
];

/**
 * The two kinds of envelope, which can never both match one answer: `code` is 200 exactly in a
 * success and one of the other result codes in an error (whose `data` is the validation
 * failure for 400, else null).
 */
function successEnvelope(endpoint: Endpoint): JsonSchema {
  const schema = toSchema(envelopeSchema(endpoint.response), "output") as {
    properties: Record<string, JsonSchema>;
  };
  schema.properties.code = {
    const: ResultCode.ok,
    description: "200: done; `data` is the answer.",
  };
  schema.properties.msg = {
    ...schema.properties.msg,
    description: "Empty, or a short note in the caller's language.",
  };
  schema.properties.data = { ...schema.properties.data, description: "The answer." };
  return schema;
}

function errorEnvelope(): JsonSchema {
  const schema = toSchema(envelopeSchema(validationFailureSchema.nullable()), "output") as {
    properties: Record<string, JsonSchema>;
  };
  schema.properties.code = {
    type: "integer",
    enum: ERROR_CODES,
    description: "What went wrong (see the 200 response's list); nothing was changed.",
  };
  schema.properties.msg = {
    ...schema.properties.msg,
    description: "What went wrong, in the caller's language (`Accept-Language`), to show as it is.",
  };
  schema.properties.data = {
    ...schema.properties.data,
    description: "For code 400, each field refused and why; else null.",
  };
  return schema;
}

/** What the sign-in schema's refinement says, as JSON Schema states a conditional requirement. */
const PARENT_NEEDS_REGION = {
  description:
    "`countryCode` is required when `type` is `parent`: a parent signs in with a mobile number (`username`, as typed: `9123 4567`, `+86 138 1234 5678`), read in that region's format.",
  if: { properties: { type: { const: "parent" } }, required: ["type"] },
  then: { properties: { countryCode: { minLength: 1 } }, required: ["countryCode"] },
};

/**
 * A file the API answers instead of an envelope (decision 0041): the session's token, like an
 * endpoint's, except where the address is the key (the calendar feed); whatever the server will
 * not give answers a plain 404, so a file's existence is never told.
 */
function downloadOperation(download: DownloadEndpoint) {
  return {
    operationId: download.id,
    tags: [download.tag],
    summary: download.summary,
    security: download.access.kind === "user" ? [{ token: [] }] : [],
    ...(download.access.kind === "user" && download.access.roles
      ? { "x-roles": download.access.roles }
      : {}),
    parameters: [
      ...Object.entries(download.params).map(([name, schema]) => ({
        name,
        in: "path",
        required: true,
        schema: toSchema(schema as z.core.$ZodType, "input"),
      })),
      ...queryParameters(download.query),
    ],
    responses: {
      "200": {
        description: "The file (`Content-Disposition` names it).",
        content: Object.fromEntries(
          download.media.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
        ),
      },
      "404": {
        description:
          download.access.kind === "user"
            ? "Not signed in, not allowed, no such record or a malformed address: a file's existence is not told."
            : "No file at this address (never made, or replaced).",
        content: { "text/plain": { schema: { type: "string" } } },
      },
    },
  };
}

/** An answer outside any endpoint's own: the error envelope with an HTTP status of its own. */
const httpProblem = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
});

/**
 * The demo school's own answer (packages/server/src/api-examples.test.ts keeps them current:
 * every read it can, and each write its sample request succeeds on), beside an error's.
 */
function exampleOf(endpoint: Endpoint) {
  const data = (examples as Record<string, unknown>)[endpoint.id];
  const shown: Record<string, { summary: string; value: unknown }> = {};
  if (data !== undefined)
    shown.demo = {
      summary: endpoint.write
        ? "The demo school's answer to a sample request"
        : "The demo school's answer",
      value: { code: 200, msg: "", data },
    };
  if (endpoint.access.kind === "user")
    shown.signedOut = {
      summary: "Not signed in",
      value: { code: 401, msg: "Please log in first", data: null },
    };
  return Object.keys(shown).length > 0 ? { examples: shown } : {};
}

function operation(endpoint: Endpoint) {
  const op: Record<string, unknown> = {
    operationId: endpoint.id,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    parameters: [
      ...headerParameters.map((h) => ({ $ref: `#/components/parameters/${h.name}` })),
      ...(endpoint.write ? [{ $ref: `#/components/parameters/${HEADERS.idempotencyKey}` }] : []),
      ...queryParameters(endpoint.query),
    ],
    responses: {
      "200": {
        description:
          "An envelope. `code` 200 carries `data`; any other code is an error whose `msg` is in the caller's language (400 validation: `data.fields`; 401 please log in first; 403 no permission; 404 not found; 409 conflict; 422 idempotency key reused with another body; 415 unsupported content type; 429 too many attempts; 324 go home; 666 maintenance).",
        content: {
          "application/json": {
            schema: {
              oneOf: [successEnvelope(endpoint), { $ref: "#/components/schemas/ErrorEnvelope" }],
            },
            ...exampleOf(endpoint),
          },
        },
      },
      "404": httpProblem("No such operation at this path (code 404)."),
      "405": httpProblem(
        "The path takes another method (code 405); the `Allow` header names the methods it takes.",
      ),
      "413": httpProblem("The request body is larger than the server accepts (code 413)."),
      "500": httpProblem("The server failed unexpectedly (code 500); nothing was changed."),
    },
  };
  if (endpoint.access.kind === "user") {
    op.security = [{ token: [] }];
    if (endpoint.access.roles) op["x-roles"] = endpoint.access.roles;
  } else {
    // Anyone may call it: no token needed (a token, when sent, names the caller).
    op.security = [];
  }
  if (endpoint.body) {
    const body = toSchema(endpoint.body, "input");
    if (endpoint.body === loginRequestSchema) Object.assign(body, PARENT_NEEDS_REGION);
    const form = { "application/x-www-form-urlencoded": { schema: body } };
    const json = { "application/json": { schema: body } };
    op.requestBody = {
      required: true,
      content:
        endpoint.encoding === "multipart"
          ? { "multipart/form-data": { schema: body } }
          : endpoint.encoding === "json"
            ? { ...json, ...form }
            : { ...form, ...json },
    };
  }
  return op;
}

/** The OpenAPI 3.1 document for the whole endpoint table. */
export function buildOpenApi(): Record<string, unknown> {
  for (const name of Object.keys(hoisted)) delete hoisted[name];
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of Object.values(endpoints) as Endpoint[]) {
    const path = (paths[endpoint.path] ??= {});
    path[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  for (const download of Object.values(downloads) as DownloadEndpoint[])
    paths[openApiPath(download.path)] = { get: downloadOperation(download) };
  // Before the spread below: the envelope hoists the validation failure's shape.
  const errorEnvelopeSchema = errorEnvelope();
  const schemas = { ...hoisted, ErrorEnvelope: errorEnvelopeSchema };
  describeFields(schemas);
  describeFields(paths);
  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Campus API",
      version: "0.1.0",
      description:
        "The school-services API behind the Campus portal and elements. Request bodies are form-encoded unless noted (the spec's FLAG = 0 means JSON); the server accepts both. Every answer is an envelope (`code`, `msg`, `data`) with HTTP 200, except the statuses each operation lists. The portal also sends `schoolCode` and `studentId` headers; the server reads neither (the session decides the school and the child). This document is served at `/api/openapi.json`.",
      // Not open source: the school's agreement and the portal's terms of use (/terms) apply.
      license: { name: "Campus terms of use", identifier: "LicenseRef-Campus-Terms" },
    },
    servers: [
      {
        url: "/",
        description:
          "The Campus server this document is served from (`npm start`: http://localhost:8080, with demo data)",
      },
    ],
    components: {
      schemas,
      securitySchemes: { token: { type: "apiKey", in: "header", name: HEADERS.token } },
      parameters: Object.fromEntries(
        [...headerParameters, idempotencyKeyParameter].map((h) => [
          h.name,
          {
            name: h.name,
            in: "header",
            required: false,
            description: h.description,
            schema: { type: "string" },
          },
        ]),
      ),
    },
    paths,
  };
}

/** The document as committed in docs/api/openapi.json. */
export function renderOpenApi(): string {
  return `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
}
