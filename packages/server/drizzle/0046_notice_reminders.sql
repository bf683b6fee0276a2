CREATE TABLE "notice_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_id" integer NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"children" integer NOT NULL,
	"guardians" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_reminders" ADD CONSTRAINT "notice_reminders_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reminders" ADD CONSTRAINT "notice_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_reminders_notice" ON "notice_reminders" USING btree ("notice_id","sent_at");