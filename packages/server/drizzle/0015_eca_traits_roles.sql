CREATE TABLE "eca_event_traits" (
	"event_id" integer NOT NULL,
	"trait_id" integer NOT NULL,
	CONSTRAINT "eca_event_traits_event_id_trait_id_pk" PRIMARY KEY("event_id","trait_id")
);
--> statement-breakpoint
CREATE TABLE "eca_traits" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"status" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "eca_entries" ADD COLUMN "role" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "eca_entries" ADD COLUMN "hours" integer;--> statement-breakpoint
ALTER TABLE "eca_event_traits" ADD CONSTRAINT "eca_event_traits_event_id_eca_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."eca_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_event_traits" ADD CONSTRAINT "eca_event_traits_trait_id_eca_traits_id_fk" FOREIGN KEY ("trait_id") REFERENCES "public"."eca_traits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "eca_traits" ADD CONSTRAINT "eca_traits_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "eca_traits_name_zh" ON "eca_traits" USING btree ("school_id","name_zh");--> statement-breakpoint
CREATE UNIQUE INDEX "eca_traits_name_en" ON "eca_traits" USING btree ("school_id",lower("name_en"));