import { defineRoutes } from "../route";
import type { Routes } from "../routes";

/*
 * Where each registration call goes and who may make it: the part of the contract a client needs
 * at run time, without the schemas (those are in endpoints.ts, built on these).
 */

const anyone = { kind: "public" } as const;

export const registrationRoutes = defineRoutes({
  registrationSendCode: {
    method: "POST",
    path: "/api/registration/send_code",
    access: anyone,
    encoding: "json",
  },
  registrationLogin: {
    method: "POST",
    path: "/api/registration/login",
    access: anyone,
    encoding: "json",
  },
  registrationSchool: {
    method: "POST",
    path: "/api/registration/school",
    access: anyone,
    encoding: "json",
  },
  registrationDemoOutbox: {
    method: "POST",
    path: "/api/registration/demo_outbox",
    access: anyone,
    encoding: "json",
  },
});

/**
 * Registration's calls alone, typed as in `routes`: what its client code calls (a page of
 * another feature never downloads this table).
 */
export const registrationApiRoutes = registrationRoutes as unknown as Pick<
  Routes,
  keyof typeof registrationRoutes
>;
