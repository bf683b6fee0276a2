import pg from "pg";

/**
 * A fresh PostgreSQL database for one test file, on the server DATABASE_URL names (the
 * `postgres` test project runs only when it is set, see .ci/run): created before, dropped after.
 */
export async function createScratchDatabase(prefix: string) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL is not set");
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name}`),
  };
}
