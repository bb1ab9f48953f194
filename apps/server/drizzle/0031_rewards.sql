CREATE TABLE "reward_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reward_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"reason" text,
	"transfer_id" uuid,
	"entry_id" uuid
);
--> statement-breakpoint
CREATE TABLE "reward_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"country_id" uuid,
	"centre_id" uuid,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"trigger" text DEFAULT 'manual' NOT NULL,
	"streak_days" integer,
	"beneficiary" text DEFAULT 'student' NOT NULL,
	"value_kind" text DEFAULT 'points' NOT NULL,
	"points" integer,
	"amount" integer,
	"currency" text,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_transfer_items" (
	"transfer_id" uuid NOT NULL,
	"reward_id" uuid NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_transfer_reversals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transfer_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "reward_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"fund_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"memo" text,
	"entry_id" uuid NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"ring_id" uuid,
	"beneficiary_kind" text NOT NULL,
	"beneficiary_id" uuid NOT NULL,
	"beneficiary_user_id" uuid,
	"rule_id" uuid,
	"source_key" text,
	"period" text,
	"reason" text,
	"points" integer,
	"amount" integer,
	"currency" text,
	"state" text DEFAULT 'proposed' NOT NULL,
	"proposed_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reject_reason" text,
	"transfer_id" uuid,
	"entry_id" uuid,
	"search" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_events" ADD CONSTRAINT "reward_events_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_events" ADD CONSTRAINT "reward_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_events" ADD CONSTRAINT "reward_events_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rules" ADD CONSTRAINT "reward_rules_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_rules" ADD CONSTRAINT "reward_rules_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfer_items" ADD CONSTRAINT "reward_transfer_items_transfer_id_reward_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."reward_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfer_items" ADD CONSTRAINT "reward_transfer_items_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfer_reversals" ADD CONSTRAINT "reward_transfer_reversals_transfer_id_reward_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."reward_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfer_reversals" ADD CONSTRAINT "reward_transfer_reversals_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfer_reversals" ADD CONSTRAINT "reward_transfer_reversals_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfers" ADD CONSTRAINT "reward_transfers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfers" ADD CONSTRAINT "reward_transfers_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfers" ADD CONSTRAINT "reward_transfers_fund_id_finance_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."finance_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfers" ADD CONSTRAINT "reward_transfers_account_id_finance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfers" ADD CONSTRAINT "reward_transfers_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transfers" ADD CONSTRAINT "reward_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_beneficiary_user_id_users_id_fk" FOREIGN KEY ("beneficiary_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_rule_id_reward_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."reward_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_events_reward_idx" ON "reward_events" USING btree ("reward_id","at");--> statement-breakpoint
CREATE INDEX "reward_rules_place_idx" ON "reward_rules" USING btree ("country_id","centre_id");--> statement-breakpoint
CREATE INDEX "reward_rules_search_trgm" ON "reward_rules" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "reward_transfer_items_uq" ON "reward_transfer_items" USING btree ("transfer_id","reward_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_transfer_reversals_uq" ON "reward_transfer_reversals" USING btree ("transfer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_transfers_entry_uq" ON "reward_transfers" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "reward_transfers_centre_idx" ON "reward_transfers" USING btree ("centre_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_rule_fact_uq" ON "rewards" USING btree ("rule_id","beneficiary_id","source_key") WHERE "rewards"."rule_id" is not null and "rewards"."source_key" is not null;--> statement-breakpoint
CREATE INDEX "rewards_centre_state_idx" ON "rewards" USING btree ("centre_id","state","created_at");--> statement-breakpoint
CREATE INDEX "rewards_beneficiary_idx" ON "rewards" USING btree ("beneficiary_id");--> statement-breakpoint
CREATE INDEX "rewards_transfer_idx" ON "rewards" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "rewards_search_trgm" ON "rewards" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
-- Rewards' history and transfers are append-only, as the ledger is (refuse_change from 0001):
-- a wrong transfer is corrected by a reversal (reward_transfer_reversals, once per transfer).
CREATE TRIGGER reward_events_append_only BEFORE UPDATE OR DELETE ON reward_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER reward_transfers_append_only BEFORE UPDATE OR DELETE ON reward_transfers
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER reward_transfer_items_append_only BEFORE UPDATE OR DELETE ON reward_transfer_items
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER reward_transfer_reversals_append_only BEFORE UPDATE OR DELETE ON reward_transfer_reversals
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- The rewards permissions reach the built-in roles of an existing database (ensureRoles never
-- overwrites a stored role); a permission a role already has is not added twice.
UPDATE "roles" r
SET "permissions" = r."permissions" || (
      SELECT coalesce(jsonb_agg(p), '[]'::jsonb)
      FROM jsonb_array_elements_text(g.add) AS p
      WHERE NOT (r."permissions" ? p)
    ),
    "version" = r."version" + 1,
    "updated_at" = now()
FROM (VALUES
  ('org_admin', '["reward-rules:*", "reward-transfers:*"]'::jsonb),
  ('country_manager', '["reward-rules:*"]'::jsonb),
  ('centre_manager', '["reward-rules:*"]'::jsonb),
  ('supervisor', '["reward-rules:read"]'::jsonb),
  ('teacher', '["rewards:read", "rewards:create", "reward-rules:read"]'::jsonb),
  ('accountant', '["reward-transfers:*", "reward-rules:read"]'::jsonb)
) AS g(code, add)
WHERE r."is_system" = true AND r."code" = g.code;
