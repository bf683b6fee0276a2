CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"fee" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"trade_no" text NOT NULL,
	"provider_trade_no" text,
	"state" text NOT NULL,
	"closed_as" text,
	"reason" text,
	"slip_upload_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_orders" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"provider_trade_no" text NOT NULL,
	"method" text NOT NULL,
	"merchant" text NOT NULL,
	"subject" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"return_path" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_slip_upload_id_uploads_id_fk" FOREIGN KEY ("slip_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_trade_no" ON "payments" USING btree ("trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open" ON "payments" USING btree ("application_id") WHERE "payments"."state" = 'open';--> statement-breakpoint
CREATE INDEX "payments_application" ON "payments" USING btree ("application_id","created_at");