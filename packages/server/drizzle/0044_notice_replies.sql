CREATE TABLE "notice_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"signed_by" integer NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_with" text NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"reopen_reason" text
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "slip" jsonb;--> statement-breakpoint
ALTER TABLE "notice_replies" ADD CONSTRAINT "notice_replies_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_replies" ADD CONSTRAINT "notice_replies_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_replies" ADD CONSTRAINT "notice_replies_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_replies" ADD CONSTRAINT "notice_replies_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_replies_current" ON "notice_replies" USING btree ("notice_id","student_id") WHERE "notice_replies"."reopened_at" IS NULL;