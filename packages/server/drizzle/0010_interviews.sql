CREATE TABLE "interview_bookings" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"check_in_code" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"checked_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "interview_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"intake_year" text NOT NULL,
	"class_code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"group_name" text NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"published" boolean NOT NULL,
	CONSTRAINT "interview_sessions_places" CHECK ("interview_sessions"."booked" >= 0 AND "interview_sessions"."booked" <= "interview_sessions"."capacity")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "interview_status" text DEFAULT 'not_booked' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "waitlist_no" integer;--> statement-breakpoint
ALTER TABLE "registration_settings" ADD COLUMN "interviews_book_from" date;--> statement-breakpoint
ALTER TABLE "registration_settings" ADD COLUMN "interviews_book_until" date;--> statement-breakpoint
ALTER TABLE "registration_settings" ADD COLUMN "interview_move_days" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_session_id_interview_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."interview_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_sessions" ADD CONSTRAINT "interview_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_bookings_code" ON "interview_bookings" USING btree ("check_in_code");--> statement-breakpoint
CREATE INDEX "interview_sessions_school" ON "interview_sessions" USING btree ("school_id","intake_year","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_waitlist" ON "applications" USING btree ("school_id","intake_year","waitlist_no");