DROP INDEX "payments_open";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "registration_fee_status" text DEFAULT 'not_due' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_fee" ON "payments" USING btree ("application_id","fee") WHERE "payments"."state" = 'open';--> statement-breakpoint
-- Approved applications offered a place before the registration fee existed: it is due now.
UPDATE "applications" SET "registration_fee_status" = 'unpaid' WHERE "status" = 'approved';
