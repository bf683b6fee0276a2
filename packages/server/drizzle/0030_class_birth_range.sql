ALTER TABLE "registration_classes" ADD COLUMN "born_from" date;--> statement-breakpoint
ALTER TABLE "registration_classes" ADD COLUMN "born_until" date;