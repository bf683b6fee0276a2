CREATE TABLE "eca_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"status" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" integer NOT NULL,
	"cap" integer,
	"preset_key" text
);
--> statement-breakpoint
CREATE TABLE "eca_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"prize_id" integer,
	"competition_item" text DEFAULT '' NOT NULL,
	"level" text,
	"remark" text DEFAULT '' NOT NULL,
	"trait" text DEFAULT '' NOT NULL,
	"achievement" text DEFAULT '' NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer
);
--> statement-breakpoint
CREATE TABLE "eca_event_prizes" (
	"event_id" integer NOT NULL,
	"prize_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "eca_event_prizes_event_id_prize_id_pk" PRIMARY KEY("event_id","prize_id")
);
--> statement-breakpoint
CREATE TABLE "eca_event_tags" (
	"event_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "eca_event_tags_event_id_tag_id_pk" PRIMARY KEY("event_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "eca_event_teachers" (
	"event_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	CONSTRAINT "eca_event_teachers_event_id_teacher_id_pk" PRIMARY KEY("event_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "eca_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"nature" text NOT NULL,
	"type" text NOT NULL,
	"category_id" integer NOT NULL,
	"region" text NOT NULL,
	"organiser" text DEFAULT '' NOT NULL,
	"school_year" integer NOT NULL,
	"semester" text NOT NULL,
	"grade" text,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"sub_items" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"average_score" integer,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eca_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"status" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"multiplier" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "eca_rules" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"region" text DEFAULT 'hk' NOT NULL,
	"level_factors" boolean DEFAULT false NOT NULL,
	"group_percent" integer
);
--> statement-breakpoint
CREATE TABLE "eca_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"status" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "class_number" integer;--> statement-breakpoint
ALTER TABLE "eca_categories" ADD CONSTRAINT "eca_categories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_entries" ADD CONSTRAINT "eca_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_entries" ADD CONSTRAINT "eca_entries_event_id_eca_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."eca_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_entries" ADD CONSTRAINT "eca_entries_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_entries" ADD CONSTRAINT "eca_entries_prize_id_eca_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."eca_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_entries" ADD CONSTRAINT "eca_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_entries" ADD CONSTRAINT "eca_entries_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_event_prizes" ADD CONSTRAINT "eca_event_prizes_event_id_eca_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."eca_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_event_prizes" ADD CONSTRAINT "eca_event_prizes_prize_id_eca_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."eca_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_event_tags" ADD CONSTRAINT "eca_event_tags_event_id_eca_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."eca_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_event_tags" ADD CONSTRAINT "eca_event_tags_tag_id_eca_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."eca_tags"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_event_teachers" ADD CONSTRAINT "eca_event_teachers_event_id_eca_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."eca_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_event_teachers" ADD CONSTRAINT "eca_event_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_events" ADD CONSTRAINT "eca_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_events" ADD CONSTRAINT "eca_events_category_id_eca_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."eca_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_events" ADD CONSTRAINT "eca_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_prizes" ADD CONSTRAINT "eca_prizes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_rules" ADD CONSTRAINT "eca_rules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_tags" ADD CONSTRAINT "eca_tags_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eca_categories_name_zh" ON "eca_categories" USING btree ("school_id","name_zh");--> statement-breakpoint
CREATE UNIQUE INDEX "eca_categories_name_en" ON "eca_categories" USING btree ("school_id",lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "eca_categories_preset" ON "eca_categories" USING btree ("school_id","preset_key");--> statement-breakpoint
CREATE UNIQUE INDEX "eca_entries_unique" ON "eca_entries" USING btree ("event_id","student_id","competition_item");--> statement-breakpoint
CREATE INDEX "eca_entries_student" ON "eca_entries" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "eca_entries_queue" ON "eca_entries" USING btree ("school_id","status","created_at");--> statement-breakpoint
CREATE INDEX "eca_event_tags_tag" ON "eca_event_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "eca_event_teachers_teacher" ON "eca_event_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "eca_events_code" ON "eca_events" USING btree ("school_id","code");--> statement-breakpoint
CREATE INDEX "eca_events_list" ON "eca_events" USING btree ("school_id","school_year","starts_on");--> statement-breakpoint
CREATE INDEX "eca_events_status" ON "eca_events" USING btree ("school_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "eca_prizes_name_zh" ON "eca_prizes" USING btree ("school_id","name_zh");--> statement-breakpoint
CREATE UNIQUE INDEX "eca_prizes_name_en" ON "eca_prizes" USING btree ("school_id",lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "eca_tags_name_zh" ON "eca_tags" USING btree ("school_id","name_zh");--> statement-breakpoint
CREATE UNIQUE INDEX "eca_tags_name_en" ON "eca_tags" USING btree ("school_id",lower("name_en"));