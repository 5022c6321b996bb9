// Tables of the radio domain (drizzle pgTable); the SQL is in db/migrations.
export {};
