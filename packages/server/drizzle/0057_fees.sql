CREATE TABLE "fee_dues" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"due_on" date NOT NULL,
	"audience" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"due_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"trade_no" text NOT NULL,
	"state" text NOT NULL,
	"closed_as" text,
	"provider_trade_no" text,
	"slip_upload_id" integer,
	"reason" text,
	"paid_by" integer,
	"receipt_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "fee_payments_trade_no_unique" UNIQUE("trade_no"),
	CONSTRAINT "fee_payments_receipt_no_unique" UNIQUE("receipt_no")
);
--> statement-breakpoint
ALTER TABLE "fee_dues" ADD CONSTRAINT "fee_dues_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_dues" ADD CONSTRAINT "fee_dues_item_id_fee_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."fee_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_dues" ADD CONSTRAINT "fee_dues_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_items" ADD CONSTRAINT "fee_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_items" ADD CONSTRAINT "fee_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_due_id_fee_dues_id_fk" FOREIGN KEY ("due_id") REFERENCES "public"."fee_dues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_slip_upload_id_uploads_id_fk" FOREIGN KEY ("slip_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_payments" ADD CONSTRAINT "fee_payments_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_dues_item_student" ON "fee_dues" USING btree ("item_id","student_id");--> statement-breakpoint
CREATE INDEX "fee_dues_student" ON "fee_dues" USING btree ("student_id","state");--> statement-breakpoint
CREATE INDEX "fee_items_school" ON "fee_items" USING btree ("school_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_payments_one_open" ON "fee_payments" USING btree ("due_id") WHERE "fee_payments"."state" = 'open';--> statement-breakpoint
CREATE INDEX "fee_payments_due" ON "fee_payments" USING btree ("due_id","created_at");--> statement-breakpoint
CREATE INDEX "fee_payments_school_paid" ON "fee_payments" USING btree ("school_id","paid_at");