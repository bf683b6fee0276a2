ALTER TABLE "eca_events" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "eca_events" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "eca_events" ADD CONSTRAINT "eca_events_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;