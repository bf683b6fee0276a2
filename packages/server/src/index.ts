export { createApp, isApiPath, BASE_PATH, MAX_BODY_BYTES } from "./app";
export type { AppDeps } from "./app-deps";
export { openDatabase } from "./db/database";
export type { Database, Db, OpenDatabaseOptions } from "./db/database";
export { seedDemo, DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demo";
export { hashPassword, verifyPassword } from "./services/passwords";
export { SESSION_TTL_MS } from "./services/sessions";
export { THROTTLE } from "./services/throttle";
