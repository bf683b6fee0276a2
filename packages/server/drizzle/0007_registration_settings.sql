CREATE TABLE "registration_classes" (
	"school_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_zh" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"places" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "registration_classes_school_id_code_pk" PRIMARY KEY("school_id","code")
);
--> statement-breakpoint
CREATE TABLE "registration_documents" (
	"school_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"required" boolean NOT NULL,
	"name_zh" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "registration_documents_school_id_code_pk" PRIMARY KEY("school_id","code")
);
--> statement-breakpoint
CREATE TABLE "registration_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"intake_year" text NOT NULL,
	"opens_on" date NOT NULL,
	"closes_on" date NOT NULL,
	"currency" text NOT NULL,
	"application_fee" integer NOT NULL,
	"registration_fee" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registration_classes" ADD CONSTRAINT "registration_classes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_documents" ADD CONSTRAINT "registration_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_settings" ADD CONSTRAINT "registration_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;