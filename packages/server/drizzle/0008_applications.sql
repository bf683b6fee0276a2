CREATE TABLE "application_documents" (
	"application_id" integer NOT NULL,
	"code" text NOT NULL,
	"upload_id" integer NOT NULL,
	"review" text NOT NULL,
	"remark" text,
	CONSTRAINT "application_documents_application_id_code_pk" PRIMARY KEY("application_id","code")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"guardian_id" integer NOT NULL,
	"intake_year" text NOT NULL,
	"status" text NOT NULL,
	"fee_status" text NOT NULL,
	"form" jsonb NOT NULL,
	"identity_key" text,
	"office_request" text,
	"decision_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_guardian" ON "applications" USING btree ("guardian_id","school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_identity" ON "applications" USING btree ("identity_key");