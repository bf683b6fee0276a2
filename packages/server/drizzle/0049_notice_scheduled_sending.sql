ALTER TABLE "notices" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "scheduled_by" integer;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_due" ON "notices" USING btree ("publish_at") WHERE "notices"."status" = 'draft';