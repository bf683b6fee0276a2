CREATE TABLE "eca_recognitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"target" text NOT NULL,
	"event_id" integer,
	"student_id" integer,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"error_detail" text,
	"engine" text DEFAULT 'local' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"runner" text,
	"heartbeat_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "eca_trait_proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"recognition_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"trait_id" integer NOT NULL,
	"strength" integer NOT NULL,
	"evidence" jsonb NOT NULL,
	"decision" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "eca_traits" ADD COLUMN "preset_key" text;--> statement-breakpoint
ALTER TABLE "eca_recognitions" ADD CONSTRAINT "eca_recognitions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_recognitions" ADD CONSTRAINT "eca_recognitions_event_id_eca_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."eca_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_recognitions" ADD CONSTRAINT "eca_recognitions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_recognitions" ADD CONSTRAINT "eca_recognitions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_trait_proposals" ADD CONSTRAINT "eca_trait_proposals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_trait_proposals" ADD CONSTRAINT "eca_trait_proposals_recognition_id_eca_recognitions_id_fk" FOREIGN KEY ("recognition_id") REFERENCES "public"."eca_recognitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_trait_proposals" ADD CONSTRAINT "eca_trait_proposals_entry_id_eca_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."eca_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_trait_proposals" ADD CONSTRAINT "eca_trait_proposals_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_trait_proposals" ADD CONSTRAINT "eca_trait_proposals_trait_id_eca_traits_id_fk" FOREIGN KEY ("trait_id") REFERENCES "public"."eca_traits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_trait_proposals" ADD CONSTRAINT "eca_trait_proposals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "eca_recognitions_list" ON "eca_recognitions" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "eca_recognitions_running" ON "eca_recognitions" USING btree ("target",coalesce("event_id", 0),coalesce("student_id", 0)) WHERE status = 'in_progress';--> statement-breakpoint
CREATE UNIQUE INDEX "eca_trait_proposals_unique" ON "eca_trait_proposals" USING btree ("entry_id","trait_id");--> statement-breakpoint
CREATE INDEX "eca_trait_proposals_job" ON "eca_trait_proposals" USING btree ("recognition_id");--> statement-breakpoint
CREATE INDEX "eca_trait_proposals_student" ON "eca_trait_proposals" USING btree ("student_id","decision");--> statement-breakpoint
UPDATE "eca_traits" SET "preset_key" = CASE lower("name_en")
  WHEN 'leadership' THEN 'leadership' WHEN 'creativity' THEN 'creativity'
  WHEN 'teamwork' THEN 'teamwork' WHEN 'perseverance' THEN 'perseverance'
  WHEN 'service' THEN 'service' WHEN 'sportsmanship' THEN 'sportsmanship'
  WHEN 'artistic talent' THEN 'artistic' WHEN 'curiosity' THEN 'curiosity'
  WHEN 'communication' THEN 'communication' WHEN 'responsibility' THEN 'responsibility'
  END;
