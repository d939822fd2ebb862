import pg from "pg";

/**
 * Every row of every table of a PostgreSQL database as text, a dump of its data as pg_dump
 * would write it (which the throwaway servers of the tests do not ship): for tests that check
 * what a database holds anywhere in it.
 */
export async function dumpOf(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
    );
    const parts: string[] = [];
    for (const { name } of tables) {
      const { rows } = await client.query(`SELECT * FROM ${client.escapeIdentifier(name)}`);
      parts.push(`-- ${name}\n${JSON.stringify(rows)}`);
    }
    return parts.join("\n");
  } finally {
    await client.end();
  }
}
