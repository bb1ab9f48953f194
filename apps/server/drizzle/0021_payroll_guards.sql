-- Payments of student money, advance repayments and the history of advance plans are
-- append-only: a mistake is corrected by a new row (and a ledger reversal), never by an edit.
CREATE TRIGGER student_payments_append_only BEFORE UPDATE OR DELETE ON student_payments
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER advance_repayments_append_only BEFORE UPDATE OR DELETE ON advance_repayments
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER advance_events_append_only BEFORE UPDATE OR DELETE ON advance_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- Money is whole minor units, never negative; a charge is never paid beyond its amount.
ALTER TABLE student_charges ADD CONSTRAINT student_charges_amounts_ck
  CHECK (gross >= 0 AND discount >= 0 AND discount <= gross AND amount = gross - discount
         AND paid >= 0 AND paid <= amount AND kind IN ('fee', 'stipend'));
--> statement-breakpoint
ALTER TABLE student_payments ADD CONSTRAINT student_payments_amount_ck CHECK (amount > 0);
--> statement-breakpoint
ALTER TABLE advances ADD CONSTRAINT advances_amounts_ck
  CHECK (amount > 0 AND outstanding >= 0 AND outstanding <= amount AND instalments > 0
         AND remaining_instalments >= 0 AND status IN ('active', 'repaid'));
--> statement-breakpoint
ALTER TABLE advance_repayments ADD CONSTRAINT advance_repayments_amount_ck
  CHECK (amount > 0 AND method IN ('salary', 'cash'));
--> statement-breakpoint
ALTER TABLE payroll_runs ADD CONSTRAINT payroll_runs_status_ck
  CHECK (status IN ('computing', 'draft', 'approved', 'posted'));
--> statement-breakpoint
-- A posted run is final: its figures and state never change again.
CREATE OR REPLACE FUNCTION payroll_runs_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status IN ('approved', 'posted') THEN
      RAISE EXCEPTION 'payroll_runs: an approved or posted run is not deleted'
        USING ERRCODE = 'restrict_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'posted' THEN
    RAISE EXCEPTION 'payroll_runs: a posted run does not change' USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payroll_runs_guard BEFORE UPDATE OR DELETE ON payroll_runs
  FOR EACH ROW EXECUTE FUNCTION payroll_runs_guard();
--> statement-breakpoint
-- The payslips of a posted run are final too (their serial is set once, when first printed).
CREATE OR REPLACE FUNCTION payslips_guard() RETURNS trigger AS $$
DECLARE
  run_status text;
BEGIN
  SELECT status INTO run_status FROM payroll_runs WHERE id = OLD.run_id;
  IF run_status = 'posted' THEN
    IF TG_OP = 'DELETE' OR OLD.serial IS NOT NULL OR NEW.serial IS NULL
       OR (to_jsonb(NEW) - 'serial') IS DISTINCT FROM (to_jsonb(OLD) - 'serial') THEN
      RAISE EXCEPTION 'payslips: a posted payslip does not change' USING ERRCODE = 'restrict_violation';
    END IF;
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER payslips_guard BEFORE UPDATE OR DELETE ON payslips
  FOR EACH ROW EXECUTE FUNCTION payslips_guard();
