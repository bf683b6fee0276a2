ALTER TABLE "interview_bookings" ADD COLUMN "score" integer;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD COLUMN "assessed_by" integer;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD COLUMN "assessed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interview_bookings" ADD CONSTRAINT "interview_bookings_assessed_by_users_id_fk" FOREIGN KEY ("assessed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;