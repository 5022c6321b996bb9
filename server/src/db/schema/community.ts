// Tables of the community domain (drizzle pgTable); the SQL is in db/migrations.
export {};
