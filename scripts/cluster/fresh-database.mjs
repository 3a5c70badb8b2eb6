// The cluster e2e's own database on the throwaway PostgreSQL (CLUSTER_FRESH_DATABASE), dropped
// and created again, so every run starts from migrations and the demo seed.
import pg from "pg";

const target = new URL(process.env.CLUSTER_FRESH_DATABASE ?? "");
const name = target.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`CLUSTER_FRESH_DATABASE: a database name of letters, digits and _ (got "${name}")`);
const admin = new URL(target);
admin.pathname = "/postgres";
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists ${name} with (force)`);
await client.query(`create database ${name}`);
await client.end();
