CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"phone" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"address" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sms_outbox_phone" ON "sms_outbox" USING btree ("country_code","phone","sent_at");--> statement-breakpoint
CREATE INDEX "verification_codes_phone" ON "verification_codes" USING btree ("country_code","phone","sent_at");