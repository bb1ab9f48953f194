-- The ledger is append-only: journal entries and lines are inserted, never changed or removed
-- (refuse_change from 0001). A correction is a reversal entry (reverses_entry_id).
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- Every entry balances per currency when its transaction commits, whoever writes it.
CREATE OR REPLACE FUNCTION journal_entry_balanced() RETURNS trigger AS $$
DECLARE
  bad text;
BEGIN
  SELECT currency INTO bad FROM journal_lines
   WHERE entry_id = NEW.entry_id
   GROUP BY currency
  HAVING sum(debit) <> sum(credit)
   LIMIT 1;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'journal entry % does not balance in %', NEW.entry_id, bad
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();
--> statement-breakpoint
-- A closed period stays closed: its row is never removed and closed_at never cleared.
CREATE OR REPLACE FUNCTION finance_periods_guard() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (OLD.closed_at IS NOT NULL AND NEW.closed_at IS DISTINCT FROM OLD.closed_at) THEN
    RAISE EXCEPTION 'finance_periods: a closed period cannot be reopened'
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER finance_periods_guard BEFORE UPDATE OR DELETE ON finance_periods
  FOR EACH ROW EXECUTE FUNCTION finance_periods_guard();
--> statement-breakpoint
-- A box's daily close is a record, never edited.
CREATE TRIGGER finance_box_closes_append_only BEFORE UPDATE OR DELETE ON finance_box_closes
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- The finance permissions reach the built-in roles of an existing database (ensureRoles never
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
  ('org_admin', '["vouchers:*", "cash-boxes:*", "recipients:*", "finance-settings:*"]'::jsonb),
  ('country_manager', '["finance:read", "finance:export", "vouchers:read", "vouchers:approve", "vouchers:post", "vouchers:export", "cash-boxes:*", "recipients:*", "finance-settings:read"]'::jsonb),
  ('centre_manager', '["finance:read", "finance:export", "vouchers:read", "vouchers:approve", "vouchers:post", "cash-boxes:read", "recipients:read", "finance-settings:read"]'::jsonb),
  ('accountant', '["vouchers:*", "cash-boxes:*", "recipients:*", "finance-settings:read"]'::jsonb)
) AS g(code, add)
WHERE r."is_system" = true AND r."code" = g.code;
--> statement-breakpoint
-- The currencies, funds and chart every organisation starts with (codes are what modules post
-- to: accountByCode, fundByCode). Administrators add and rename; these rows are never needed twice.
INSERT INTO finance_currencies (code, minor_digits, name_ar, name_en, name_fr, search) VALUES
  ('SAR', 2, 'ريال سعودي', 'Saudi riyal', 'Riyal saoudien', 'sar ريال سعودي saudi riyal'),
  ('TRY', 2, 'ليرة تركية', 'Turkish lira', 'Livre turque', 'try ليرة تركية turkish lira'),
  ('USD', 2, 'دولار أمريكي', 'US dollar', 'Dollar américain', 'usd دولار أمريكي us dollar'),
  ('EUR', 2, 'يورو', 'Euro', 'Euro', 'eur يورو euro'),
  ('EGP', 2, 'جنيه مصري', 'Egyptian pound', 'Livre égyptienne', 'egp جنيه مصري egyptian pound'),
  ('JOD', 3, 'دينار أردني', 'Jordanian dinar', 'Dinar jordanien', 'jod دينار أردني jordanian dinar'),
  ('KWD', 3, 'دينار كويتي', 'Kuwaiti dinar', 'Dinar koweïtien', 'kwd دينار كويتي kuwaiti dinar')
ON CONFLICT (code) DO NOTHING;
--> statement-breakpoint
INSERT INTO finance_funds (code, kind, restricted, allowed_uses, name_ar, name_en, name_fr, search) VALUES
  ('GENERAL', 'general', false, '{}'::text[], 'الصندوق العام', 'General fund', 'Fonds général', 'الصندوق العام general fund'),
  ('ZAKAT', 'zakat', true, '{family_support,student_stipends}'::text[], 'صندوق الزكاة', 'Zakat fund', 'Fonds de la zakat', 'صندوق الزكاة zakat fund'),
  ('SADAQA', 'sadaqa', true, '{family_support,student_stipends,rewards,quran_printing,reallocation}'::text[], 'صندوق الصدقات', 'Sadaqa fund', 'Fonds de la sadaqa', 'صندوق الصدقات sadaqa fund'),
  ('WAQF', 'waqf', true, '{building,quran_printing}'::text[], 'صندوق الوقف', 'Waqf fund', 'Fonds du waqf', 'صندوق الوقف waqf fund'),
  ('SPONSORSHIP', 'sponsorship', true, '{student_sponsorship,student_stipends}'::text[], 'صندوق كفالة الطلاب', 'Student sponsorship fund', 'Fonds de parrainage des élèves', 'صندوق كفالة الطلاب student sponsorship fund')
ON CONFLICT (code) DO NOTHING;
--> statement-breakpoint
INSERT INTO finance_accounts (code, kind, role, purpose, name_ar, name_en, name_fr, search) VALUES
  ('1300', 'asset', 'receivable', NULL, 'سلف الموظفين', 'Staff advances receivable', 'Avances au personnel', '1300 سلف الموظفين staff advances receivable'),
  ('1310', 'asset', 'receivable', NULL, 'مستحقات على الطلاب', 'Students receivable', 'Créances sur les élèves', '1310 مستحقات على الطلاب students receivable'),
  ('2100', 'liability', 'payable', NULL, 'رواتب مستحقة', 'Salaries payable', 'Salaires à payer', '2100 رواتب مستحقة salaries payable'),
  ('2200', 'liability', 'payable', NULL, 'مكافآت طلاب مستحقة', 'Student stipends payable', 'Bourses à payer', '2200 مكافآت طلاب مستحقة student stipends payable'),
  ('3000', 'fund_balance', 'opening', NULL, 'أرصدة افتتاحية', 'Opening balances', 'Soldes d’ouverture', '3000 أرصدة افتتاحية opening balances'),
  ('3900', 'fund_balance', 'exchange', NULL, 'مركز صرف العملات', 'Currency exchange position', 'Position de change', '3900 مركز صرف العملات currency exchange position'),
  ('4100', 'income', 'category', NULL, 'تبرعات عامة', 'General donations', 'Dons généraux', '4100 تبرعات عامة general donations'),
  ('4200', 'income', 'category', NULL, 'زكاة مقبوضة', 'Zakat received', 'Zakat reçue', '4200 زكاة مقبوضة zakat received'),
  ('4300', 'income', 'category', NULL, 'رسوم الطلاب', 'Student fees', 'Frais de scolarité', '4300 رسوم الطلاب student fees'),
  ('4400', 'income', 'category', NULL, 'كفالات مقبوضة', 'Sponsorships received', 'Parrainages reçus', '4400 كفالات مقبوضة sponsorships received'),
  ('4500', 'income', 'category', NULL, 'صدقات مقبوضة', 'Sadaqa received', 'Sadaqa reçue', '4500 صدقات مقبوضة sadaqa received'),
  ('4600', 'income', 'category', NULL, 'غلة الأوقاف', 'Waqf income', 'Revenus du waqf', '4600 غلة الأوقاف waqf income'),
  ('5100', 'expense', 'category', 'salaries', 'رواتب المحفظين والموظفين', 'Salaries', 'Salaires', '5100 رواتب المحفظين والموظفين salaries'),
  ('5200', 'expense', 'category', 'operations', 'إيجارات ومرافق', 'Rent and utilities', 'Loyers et charges', '5200 إيجارات ومرافق rent and utilities'),
  ('5300', 'expense', 'category', 'family_support', 'مساعدات الأسر', 'Family support', 'Aide aux familles', '5300 مساعدات الأسر family support'),
  ('5400', 'expense', 'category', 'student_stipends', 'مكافآت الطلاب', 'Student stipends', 'Bourses des élèves', '5400 مكافآت الطلاب student stipends'),
  ('5500', 'expense', 'category', 'quran_printing', 'طباعة المصاحف', 'Quran printing', 'Impression du Coran', '5500 طباعة المصاحف quran printing'),
  ('5600', 'expense', 'category', 'rewards', 'جوائز المسابقات', 'Competition rewards', 'Récompenses des concours', '5600 جوائز المسابقات competition rewards'),
  ('5700', 'expense', 'category', 'student_sponsorship', 'كفالة الطلاب', 'Student sponsorship', 'Parrainage d’élèves', '5700 كفالة الطلاب student sponsorship'),
  ('5800', 'expense', 'category', 'building', 'صيانة وتجهيز المباني', 'Building upkeep', 'Entretien des bâtiments', '5800 صيانة وتجهيز المباني building upkeep'),
  ('5900', 'expense', 'category', 'operations', 'قرطاسية ومستلزمات', 'Stationery and supplies', 'Fournitures', '5900 قرطاسية ومستلزمات stationery and supplies'),
  ('5990', 'expense', 'category', 'operations', 'فروقات الصناديق', 'Cash over and short', 'Écarts de caisse', '5990 فروقات الصناديق cash over and short')
ON CONFLICT (code) DO NOTHING;
