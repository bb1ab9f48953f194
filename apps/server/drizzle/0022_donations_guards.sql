-- A donation's history is append-only (refuse_change from 0001).
CREATE TRIGGER donation_events_append_only BEFORE UPDATE OR DELETE ON donation_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- Payments are never deleted. Once confirmed, what was received (amount, currency, donation,
-- box, ledger entry, receipt serial) never changes; the only change left is the refund
-- (state 'refunded' with its reversal entry and reason).
CREATE OR REPLACE FUNCTION donation_payments_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'donation payments are never deleted' USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.state IN ('confirmed', 'refunded') AND (
       NEW.amount IS DISTINCT FROM OLD.amount OR NEW.currency IS DISTINCT FROM OLD.currency
    OR NEW.donation_id IS DISTINCT FROM OLD.donation_id OR NEW.box_id IS DISTINCT FROM OLD.box_id
    OR NEW.entry_id IS DISTINCT FROM OLD.entry_id OR NEW.serial IS DISTINCT FROM OLD.serial
    OR (OLD.state = 'refunded' AND NEW IS DISTINCT FROM OLD)
    OR (OLD.state = 'confirmed' AND NEW.state NOT IN ('confirmed', 'refunded'))) THEN
    RAISE EXCEPTION 'a confirmed donation payment cannot change' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER donation_payments_guard BEFORE UPDATE OR DELETE ON donation_payments
  FOR EACH ROW EXECUTE FUNCTION donation_payments_guard();
--> statement-breakpoint
-- A confirmed payment names its ledger entry and its receipt serial.
ALTER TABLE donation_payments ADD CONSTRAINT donation_payments_confirmed_posted
  CHECK (state NOT IN ('confirmed', 'refunded') OR (entry_id IS NOT NULL AND serial IS NOT NULL));
