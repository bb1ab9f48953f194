-- The ring day figures and the readers' months: readings and attendance summed for the reports (docs/reports.md).
CREATE TABLE "ring_day_figures" (
	"ring_id" uuid NOT NULL,
	"day" date NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"hifz_pages" numeric DEFAULT '0' NOT NULL,
	"present" integer DEFAULT 0 NOT NULL,
	"late" integer DEFAULT 0 NOT NULL,
	"absent" integer DEFAULT 0 NOT NULL,
	"excused" integer DEFAULT 0 NOT NULL,
	"marked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ring_day_figures_ring_id_day_country_id_centre_id_pk" PRIMARY KEY("ring_id","day","country_id","centre_id")
);
--> statement-breakpoint
CREATE TABLE "ring_month_readers" (
	"ring_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"month" date NOT NULL,
	"country_id" uuid NOT NULL,
	"centre_id" uuid NOT NULL,
	"read_days" integer NOT NULL,
	"revised_days" integer NOT NULL,
	CONSTRAINT "ring_month_readers_ring_id_student_id_month_country_id_centre_id_pk" PRIMARY KEY("ring_id","student_id","month","country_id","centre_id")
);
--> statement-breakpoint
ALTER TABLE "ring_day_figures" ADD CONSTRAINT "ring_day_figures_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_day_figures" ADD CONSTRAINT "ring_day_figures_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_day_figures" ADD CONSTRAINT "ring_day_figures_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_month_readers" ADD CONSTRAINT "ring_month_readers_ring_id_rings_id_fk" FOREIGN KEY ("ring_id") REFERENCES "public"."rings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_month_readers" ADD CONSTRAINT "ring_month_readers_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_month_readers" ADD CONSTRAINT "ring_month_readers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ring_month_readers" ADD CONSTRAINT "ring_month_readers_centre_id_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ring_day_figures_country_day_idx" ON "ring_day_figures" USING btree ("country_id","day");--> statement-breakpoint
CREATE INDEX "ring_day_figures_centre_day_idx" ON "ring_day_figures" USING btree ("centre_id","day");--> statement-breakpoint
CREATE INDEX "ring_month_readers_country_month_idx" ON "ring_month_readers" USING btree ("country_id","month");--> statement-breakpoint
CREATE INDEX "ring_month_readers_centre_month_idx" ON "ring_month_readers" USING btree ("centre_id","month");
--> statement-breakpoint
-- The ring day figures and the readers' months (docs/reports.md, "The ring day figures"):
-- recomputed from the source rows for the keys given, in the writer's transaction. One writer
-- per ring at a time: the rings' rows are locked (in id order, so two writers never wait on
-- each other crosswise) before the figures are read, so the last writer of a ring day, which
-- sees every earlier writer's committed rows, leaves the row that counts them all.
CREATE OR REPLACE FUNCTION ring_day_figures_refresh(p_rings uuid[], p_days date[]) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM rings WHERE id = ANY (p_rings) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM ring_day_figures f
    USING (SELECT DISTINCT * FROM unnest(p_rings, p_days) AS u(ring_id, day)) k
    WHERE f.ring_id = k.ring_id AND f.day = k.day;
  INSERT INTO ring_day_figures (ring_id, day, country_id, centre_id, hifz_pages,
                                present, late, absent, excused, marked)
  SELECT coalesce(r.ring_id, a.ring_id), coalesce(r.day, a.day),
         coalesce(r.country_id, a.country_id), coalesce(r.centre_id, a.centre_id),
         coalesce(r.hifz_pages, 0),
         coalesce(a.present, 0), coalesce(a.late, 0), coalesce(a.absent, 0),
         coalesce(a.excused, 0), coalesce(a.marked, 0)
  FROM (
    SELECT x.ring_id, x.read_on AS day, x.country_id, x.centre_id,
           coalesce(sum(x.page_count) FILTER (WHERE x.kind = 'hifz'), 0) AS hifz_pages
    FROM readings x
    JOIN (SELECT DISTINCT * FROM unnest(p_rings, p_days) AS u(ring_id, day)) k
      ON x.ring_id = k.ring_id AND x.read_on = k.day
    GROUP BY 1, 2, 3, 4
  ) r
  FULL JOIN (
    SELECT x.ring_id, x.attended_on AS day, x.country_id, x.centre_id,
           (count(*) FILTER (WHERE x.status = 'present'))::int AS present,
           (count(*) FILTER (WHERE x.status = 'late'))::int AS late,
           (count(*) FILTER (WHERE x.status = 'absent'))::int AS absent,
           (count(*) FILTER (WHERE x.status = 'excused'))::int AS excused,
           count(*)::int AS marked
    FROM attendance x
    JOIN (SELECT DISTINCT * FROM unnest(p_rings, p_days) AS u(ring_id, day)) k
      ON x.ring_id = k.ring_id AND x.attended_on = k.day
    GROUP BY 1, 2, 3, 4
  ) a ON a.ring_id = r.ring_id AND a.day = r.day AND a.country_id = r.country_id
     AND a.centre_id = r.centre_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ring_month_readers_refresh(p_rings uuid[], p_students uuid[], p_months date[]) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM rings WHERE id = ANY (p_rings) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM ring_month_readers m
    USING (SELECT DISTINCT * FROM unnest(p_rings, p_students, p_months) AS u(ring_id, student_id, month)) k
    WHERE m.ring_id = k.ring_id AND m.student_id = k.student_id AND m.month = k.month;
  INSERT INTO ring_month_readers (ring_id, student_id, month, country_id, centre_id, read_days, revised_days)
  SELECT x.ring_id, x.student_id, k.month, x.country_id, x.centre_id,
         bit_or(1 << (extract(day FROM x.read_on)::int - 1)),
         coalesce(bit_or(1 << (extract(day FROM x.read_on)::int - 1)) FILTER (WHERE x.kind = 'revision'), 0)
  FROM (SELECT DISTINCT * FROM unnest(p_rings, p_students, p_months) AS u(ring_id, student_id, month)) k
  JOIN readings x ON x.student_id = k.student_id AND x.ring_id = k.ring_id
   AND x.read_on >= k.month AND x.read_on < (k.month + interval '1 month')::date
  GROUP BY x.ring_id, x.student_id, k.month, x.country_id, x.centre_id;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Everything again from every row: the migration's backfill, a bulk load (which sets the
-- triggers aside) and a restore call it.
CREATE OR REPLACE FUNCTION ring_day_figures_rebuild() RETURNS void AS $$
BEGIN
  DELETE FROM ring_day_figures;
  INSERT INTO ring_day_figures (ring_id, day, country_id, centre_id, hifz_pages,
                                present, late, absent, excused, marked)
  SELECT coalesce(r.ring_id, a.ring_id), coalesce(r.day, a.day),
         coalesce(r.country_id, a.country_id), coalesce(r.centre_id, a.centre_id),
         coalesce(r.hifz_pages, 0),
         coalesce(a.present, 0), coalesce(a.late, 0), coalesce(a.absent, 0),
         coalesce(a.excused, 0), coalesce(a.marked, 0)
  FROM (
    SELECT x.ring_id, x.read_on AS day, x.country_id, x.centre_id,
           coalesce(sum(x.page_count) FILTER (WHERE x.kind = 'hifz'), 0) AS hifz_pages
    FROM readings x
    GROUP BY 1, 2, 3, 4
  ) r
  FULL JOIN (
    SELECT x.ring_id, x.attended_on AS day, x.country_id, x.centre_id,
           (count(*) FILTER (WHERE x.status = 'present'))::int AS present,
           (count(*) FILTER (WHERE x.status = 'late'))::int AS late,
           (count(*) FILTER (WHERE x.status = 'absent'))::int AS absent,
           (count(*) FILTER (WHERE x.status = 'excused'))::int AS excused,
           count(*)::int AS marked
    FROM attendance x
    GROUP BY 1, 2, 3, 4
  ) a ON a.ring_id = r.ring_id AND a.day = r.day AND a.country_id = r.country_id
     AND a.centre_id = r.centre_id;
  DELETE FROM ring_month_readers;
  INSERT INTO ring_month_readers (ring_id, student_id, month, country_id, centre_id, read_days, revised_days)
  SELECT x.ring_id, x.student_id, date_trunc('month', x.read_on)::date, x.country_id, x.centre_id,
         bit_or(1 << (extract(day FROM x.read_on)::int - 1)),
         coalesce(bit_or(1 << (extract(day FROM x.read_on)::int - 1)) FILTER (WHERE x.kind = 'revision'), 0)
  FROM readings x
  GROUP BY 1, 2, 3, 4, 5;
END;
$$ LANGUAGE plpgsql SET work_mem = '256MB';
--> statement-breakpoint
-- The ring days and readers' months a statement on readings changed: for an update, those of
-- the rows whose counted columns differ between before and after (an edit of a note or a grade
-- changes no figure and recomputes nothing).
CREATE OR REPLACE FUNCTION readings_ring_day_figures() RETURNS trigger AS $$
DECLARE
  k_rings uuid[];
  k_days date[];
  m_rings uuid[];
  m_students uuid[];
  m_months date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ring_id), array_agg(read_on) INTO k_rings, k_days
      FROM (SELECT DISTINCT ring_id, read_on FROM new_rows) k;
    SELECT array_agg(ring_id), array_agg(student_id), array_agg(month) INTO m_rings, m_students, m_months
      FROM (SELECT DISTINCT ring_id, student_id, date_trunc('month', read_on)::date AS month FROM new_rows) k;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(ring_id), array_agg(read_on) INTO k_rings, k_days
      FROM (SELECT DISTINCT ring_id, read_on FROM (
              (SELECT ring_id, read_on, country_id, centre_id, student_id, kind, page_count FROM new_rows
               EXCEPT ALL
               SELECT ring_id, read_on, country_id, centre_id, student_id, kind, page_count FROM old_rows)
              UNION ALL
              (SELECT ring_id, read_on, country_id, centre_id, student_id, kind, page_count FROM old_rows
               EXCEPT ALL
               SELECT ring_id, read_on, country_id, centre_id, student_id, kind, page_count FROM new_rows)
            ) d) k;
    SELECT array_agg(ring_id), array_agg(student_id), array_agg(month) INTO m_rings, m_students, m_months
      FROM (SELECT DISTINCT ring_id, student_id, date_trunc('month', read_on)::date AS month FROM (
              (SELECT ring_id, read_on, country_id, centre_id, student_id, kind FROM new_rows
               EXCEPT ALL
               SELECT ring_id, read_on, country_id, centre_id, student_id, kind FROM old_rows)
              UNION ALL
              (SELECT ring_id, read_on, country_id, centre_id, student_id, kind FROM old_rows
               EXCEPT ALL
               SELECT ring_id, read_on, country_id, centre_id, student_id, kind FROM new_rows)
            ) d) k;
  ELSE
    SELECT array_agg(ring_id), array_agg(read_on) INTO k_rings, k_days
      FROM (SELECT DISTINCT ring_id, read_on FROM old_rows) k;
    SELECT array_agg(ring_id), array_agg(student_id), array_agg(month) INTO m_rings, m_students, m_months
      FROM (SELECT DISTINCT ring_id, student_id, date_trunc('month', read_on)::date AS month FROM old_rows) k;
  END IF;
  IF k_rings IS NOT NULL THEN
    PERFORM ring_day_figures_refresh(k_rings, k_days);
  END IF;
  IF m_rings IS NOT NULL THEN
    PERFORM ring_month_readers_refresh(m_rings, m_students, m_months);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_ring_day_figures() RETURNS trigger AS $$
DECLARE
  k_rings uuid[];
  k_days date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(ring_id), array_agg(attended_on) INTO k_rings, k_days
      FROM (SELECT DISTINCT ring_id, attended_on FROM new_rows) k;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(ring_id), array_agg(attended_on) INTO k_rings, k_days
      FROM (SELECT DISTINCT ring_id, attended_on FROM (
              (SELECT ring_id, attended_on, country_id, centre_id, status FROM new_rows
               EXCEPT ALL
               SELECT ring_id, attended_on, country_id, centre_id, status FROM old_rows)
              UNION ALL
              (SELECT ring_id, attended_on, country_id, centre_id, status FROM old_rows
               EXCEPT ALL
               SELECT ring_id, attended_on, country_id, centre_id, status FROM new_rows)
            ) d) k;
  ELSE
    SELECT array_agg(ring_id), array_agg(attended_on) INTO k_rings, k_days
      FROM (SELECT DISTINCT ring_id, attended_on FROM old_rows) k;
  END IF;
  IF k_rings IS NOT NULL THEN
    PERFORM ring_day_figures_refresh(k_rings, k_days);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER readings_ring_day_figures_ins AFTER INSERT ON readings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION readings_ring_day_figures();
--> statement-breakpoint
CREATE TRIGGER readings_ring_day_figures_upd AFTER UPDATE ON readings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION readings_ring_day_figures();
--> statement-breakpoint
CREATE TRIGGER readings_ring_day_figures_del AFTER DELETE ON readings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION readings_ring_day_figures();
--> statement-breakpoint
CREATE TRIGGER attendance_ring_day_figures_ins AFTER INSERT ON attendance
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_ring_day_figures();
--> statement-breakpoint
CREATE TRIGGER attendance_ring_day_figures_upd AFTER UPDATE ON attendance
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION attendance_ring_day_figures();
--> statement-breakpoint
CREATE TRIGGER attendance_ring_day_figures_del AFTER DELETE ON attendance
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION attendance_ring_day_figures();
--> statement-breakpoint
-- A TRUNCATE of either table (row triggers never see it) leaves the figures of what remains.
CREATE OR REPLACE FUNCTION ring_day_figures_truncated() RETURNS trigger AS $$
BEGIN
  PERFORM ring_day_figures_rebuild();
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER readings_ring_day_figures_truncate AFTER TRUNCATE ON readings
  FOR EACH STATEMENT EXECUTE FUNCTION ring_day_figures_truncated();
--> statement-breakpoint
CREATE TRIGGER attendance_ring_day_figures_truncate AFTER TRUNCATE ON attendance
  FOR EACH STATEMENT EXECUTE FUNCTION ring_day_figures_truncated();
--> statement-breakpoint
-- The rows already written.
SELECT ring_day_figures_rebuild();
--> statement-breakpoint
ANALYZE ring_day_figures;
--> statement-breakpoint
ANALYZE ring_month_readers;
