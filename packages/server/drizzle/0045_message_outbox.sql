CREATE TABLE "message_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"delivered" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_outbox" ADD CONSTRAINT "message_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_outbox_school_source" ON "message_outbox" USING btree ("school_id","source","ref","sent_at");