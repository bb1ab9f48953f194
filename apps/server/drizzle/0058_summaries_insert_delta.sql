-- The ring day figures and readers' months take an insert as a delta (docs/reports.md, "The ring
-- day figures"): the inserted rows' pages and attendance are added to their ring days, and their
-- days or-ed into their readers' months, in one upsert each, instead of each touched ring day
-- and month being summed again from every row. An insert only adds, so the sum of the old
-- figures and the new rows is the recomputation's answer; updates and deletes still recompute.
-- The rings' rows are locked first, as the recomputation does, so that an insert and another
-- writer's recomputation of the same ring take turns.
CREATE OR REPLACE FUNCTION readings_ring_day_figures() RETURNS trigger AS $$
DECLARE
  k_rings uuid[];
  k_days date[];
  m_rings uuid[];
  m_students uuid[];
  m_months date[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM rings WHERE id IN (SELECT ring_id FROM new_rows) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO ring_day_figures AS f (ring_id, day, country_id, centre_id, hifz_pages)
      SELECT ring_id, read_on, country_id, centre_id,
             coalesce(sum(page_count) FILTER (WHERE kind = 'hifz'), 0)
      FROM new_rows
      GROUP BY 1, 2, 3, 4
    ON CONFLICT (ring_id, day, country_id, centre_id)
      DO UPDATE SET hifz_pages = f.hifz_pages + excluded.hifz_pages;
    INSERT INTO ring_month_readers AS m (ring_id, student_id, month, country_id, centre_id,
                                         read_days, revised_days)
      SELECT ring_id, student_id, date_trunc('month', read_on)::date, country_id, centre_id,
             bit_or(1 << (extract(day FROM read_on)::int - 1)),
             coalesce(bit_or(1 << (extract(day FROM read_on)::int - 1)) FILTER (WHERE kind = 'revision'), 0)
      FROM new_rows
      GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (ring_id, student_id, month, country_id, centre_id)
      DO UPDATE SET read_days = m.read_days | excluded.read_days,
                    revised_days = m.revised_days | excluded.revised_days;
    RETURN NULL;
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
    PERFORM 1 FROM rings WHERE id IN (SELECT ring_id FROM new_rows) ORDER BY id FOR NO KEY UPDATE;
    INSERT INTO ring_day_figures AS f (ring_id, day, country_id, centre_id,
                                       present, late, absent, excused, marked)
      SELECT ring_id, attended_on, country_id, centre_id,
             (count(*) FILTER (WHERE status = 'present'))::int,
             (count(*) FILTER (WHERE status = 'late'))::int,
             (count(*) FILTER (WHERE status = 'absent'))::int,
             (count(*) FILTER (WHERE status = 'excused'))::int,
             count(*)::int
      FROM new_rows
      GROUP BY 1, 2, 3, 4
    ON CONFLICT (ring_id, day, country_id, centre_id)
      DO UPDATE SET present = f.present + excluded.present, late = f.late + excluded.late,
                    absent = f.absent + excluded.absent, excused = f.excused + excluded.excused,
                    marked = f.marked + excluded.marked;
    RETURN NULL;
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
