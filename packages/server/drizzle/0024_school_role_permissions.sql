CREATE TABLE "school_role_permissions" (
	"school_id" integer NOT NULL,
	"role" text NOT NULL,
	"route_code" text NOT NULL,
	"actions" text[] NOT NULL,
	CONSTRAINT "school_role_permissions_school_id_role_route_code_pk" PRIMARY KEY("school_id","role","route_code")
);
--> statement-breakpoint
ALTER TABLE "school_role_permissions" ADD CONSTRAINT "school_role_permissions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;