-- TRUNCATE fires no row trigger, so the guards of 0001 and after (refuse_change and the
-- per-table guards) let any client holding the TRUNCATE privilege empty an append-only table.
-- A statement-level trigger refuses it on each of them, whoever asks (a CASCADE from a parent
-- table fires it too). Only the owner, who may disable a trigger, can still empty them: the
-- backup restore does so inside its one transaction (db/backup.ts). Every table carrying a
-- row guard gets one (apps/server/test/platform/append-only-guards.test.ts checks it).
CREATE OR REPLACE FUNCTION refuse_truncate() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'append-only table %: TRUNCATE refused', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'audit_log', 'student_case_events', 'ring_transfers', 'document_versions',
    'test_request_events', 'test_certificates', 'issued_documents',
    'journal_entries', 'journal_lines', 'finance_periods', 'finance_box_closes',
    'student_payments', 'advance_repayments', 'advance_events', 'payroll_runs', 'payslips',
    'donation_events', 'donation_payments', 'form_versions', 'evaluation_requests',
    'training_thank_certificates', 'reward_events', 'reward_transfers',
    'reward_transfer_items', 'reward_transfer_reversals'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION refuse_truncate()',
      t || '_no_truncate', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- A journal entry commits only with lines that balance: journal_lines_balanced (0020) checks
-- each currency when a line is inserted, so an entry inserted with no line at all committed.
-- Checked at commit, once per entry, whoever writes it.
CREATE OR REPLACE FUNCTION journal_entry_has_balanced_lines() RETURNS trigger AS $$
DECLARE
  line_count integer;
  bad text;
BEGIN
  SELECT count(*) INTO line_count FROM journal_lines WHERE entry_id = NEW.id;
  IF line_count < 2 THEN
    RAISE EXCEPTION 'journal entry % has % line(s): an entry needs balanced debit and credit lines',
      NEW.id, line_count
      USING ERRCODE = 'check_violation';
  END IF;
  SELECT currency INTO bad FROM journal_lines
   WHERE entry_id = NEW.id
   GROUP BY currency
  HAVING sum(debit) <> sum(credit)
   LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % does not balance in %', NEW.id, bad
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_have_lines AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION journal_entry_has_balanced_lines();
