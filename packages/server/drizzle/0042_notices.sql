CREATE TABLE "notice_reads" (
	"notice_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"reader_id" integer NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_reads_notice_id_student_id_reader_id_pk" PRIMARY KEY("notice_id","student_id","reader_id")
);
--> statement-breakpoint
CREATE TABLE "notice_recipients" (
	"notice_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"class_name" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_recipients_notice_id_student_id_pk" PRIMARY KEY("notice_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"body_zh" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"audience" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_reader_id_users_id_fk" FOREIGN KEY ("reader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_recipients" ADD CONSTRAINT "notice_recipients_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_recipients_student" ON "notice_recipients" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "notices_school_updated" ON "notices" USING btree ("school_id","updated_at");