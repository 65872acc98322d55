-- The demo space's stories left the migrations: they live in the DEMO_SPACE KV namespace, which only development, tests
-- and the benchmark bind (scripts/demo-space.mjs seeds it). A database that ran the removed demo migration drops its
-- table here, so every database converges on the same schema; production never holds demo content.
DROP TABLE IF EXISTS demo_stories;
