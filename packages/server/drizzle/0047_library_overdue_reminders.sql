CREATE TABLE "library_overdue_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_overdue_reminders" ADD CONSTRAINT "library_overdue_reminders_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_overdue_reminders" ADD CONSTRAINT "library_overdue_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_overdue_reminders_loan" ON "library_overdue_reminders" USING btree ("loan_id","sent_at");