/*
 * Whose school a row is (decision 0033). A table is one of three kinds:
 *
 * - It has its own `school_id`: the row is that school's.
 * - Its row belongs to another row — the event a prize is of, the book a review is of, the person
 *   a session is for — through a foreign key that is never null: it is that row's school's, and
 *   reads and writes reach it only through that row (a query names the parent's school). Listed
 *   below with the key and the table it points to.
 * - It is the platform's, no school's (reference data, the throttle's counts), listed below with
 *   why.
 *
 * `tenancy.test.ts` holds every table of every schema file to one of the three: a new table
 * that is none of them fails the test until its author decides which it is.
 */

/** Tables whose rows belong to a row of another table: the key, and the table it points to. */
export const INHERITED_SCHOOL: Record<string, { column: string; parent: string }> = {
  // People: a person's rows are their school's (a registration applicant has none yet).
  sessions: { column: "user_id", parent: "users" },
  idempotency_keys: { column: "user_id", parent: "users" },
  calendar_feeds: { column: "user_id", parent: "users" },
  guardianships: { column: "student_id", parent: "users" },
  // The library: a book's readings, reviews and favourites; a loan's renewals.
  book_views: { column: "book_id", parent: "books" },
  reviews: { column: "book_id", parent: "books" },
  review_likes: { column: "review_id", parent: "reviews" },
  favorites: { column: "book_id", parent: "books" },
  renewals: { column: "loan_id", parent: "loans" },
  library_overdue_reminders: { column: "loan_id", parent: "loans" },
  // A stocktake's copies and scans.
  library_stocktake_items: { column: "stocktake_id", parent: "library_stocktakes" },
  // ECA: an event's tags, teachers, traits and prizes.
  eca_event_tags: { column: "event_id", parent: "eca_events" },
  eca_event_teachers: { column: "event_id", parent: "eca_events" },
  eca_event_traits: { column: "event_id", parent: "eca_events" },
  eca_event_prizes: { column: "event_id", parent: "eca_events" },
  // Registration: an application's documents, payments, interview booking and notices.
  application_documents: { column: "application_id", parent: "applications" },
  application_messages: { column: "application_id", parent: "applications" },
  payments: { column: "application_id", parent: "applications" },
  interview_bookings: { column: "application_id", parent: "applications" },
  // Notices: whom a sent notice is for, who of a family read it and what they replied.
  notice_recipients: { column: "notice_id", parent: "notices" },
  notice_reads: { column: "notice_id", parent: "notices" },
  notice_replies: { column: "notice_id", parent: "notices" },
  notice_reminders: { column: "notice_id", parent: "notices" },
  // How far each reader has read a child's conversation with the school: the child's school.
  family_message_reads: { column: "student_id", parent: "users" },
  // A device a person is notified on is theirs, as their session is.
  push_subscriptions: { column: "user_id", parent: "users" },
  // A guardian's signing PIN is theirs, as their session is.
  notice_signing_pins: { column: "user_id", parent: "users" },
};

/** The platform's own tables, no school's: why each is. */
export const GLOBAL_TABLES: Record<string, string> = {
  schools: "the schools themselves",
  menu_items: "the portal's menu, the same for every school (reference data)",
  role_permissions: "each role's action keys, the same for every school (reference data)",
  login_throttle: "failed sign-ins counted per account and address, before anyone is known",
  verification_codes: "codes texted to a phone, before an account is known",
  sms_outbox:
    "the demo's texts, kept for the journeys and people trying the demo (no SMS provider)",
  sandbox_orders: "the payment sandbox's orders, standing in for a provider",
  push_keys: "the server's own key pair for web push, the same for every school",
  setup_links:
    "one-time set-up links: a first start's comes before any school; an office link names its account",
};
