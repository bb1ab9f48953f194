-- The ring day figures and readers' months are read by place and period (docs/reports.md): a
-- centre's month is some 3,000 ring days of 100 rings, written day after day across every ring,
-- so each sat on its own heap page and a month's figure read 2,000 pages for 3,000 small rows
-- (6 ms of a dashboard's 24). The indexes by place and period now carry the summed columns, so
-- those figures are index-only scans (about 30 pages, under 1 ms) wherever the pages are marked
-- all-visible by (auto)vacuum; a page changed since falls back to the heap, as before.
DROP INDEX IF EXISTS "ring_day_figures_country_day_idx";--> statement-breakpoint
CREATE INDEX "ring_day_figures_country_day_idx" ON "ring_day_figures" USING btree ("country_id","day")
  INCLUDE ("ring_id", "hifz_pages", "present", "late", "absent", "excused", "marked");--> statement-breakpoint
DROP INDEX IF EXISTS "ring_day_figures_centre_day_idx";--> statement-breakpoint
CREATE INDEX "ring_day_figures_centre_day_idx" ON "ring_day_figures" USING btree ("centre_id","day")
  INCLUDE ("ring_id", "hifz_pages", "present", "late", "absent", "excused", "marked");--> statement-breakpoint
DROP INDEX IF EXISTS "ring_month_readers_country_month_idx";--> statement-breakpoint
CREATE INDEX "ring_month_readers_country_month_idx" ON "ring_month_readers" USING btree ("country_id","month")
  INCLUDE ("ring_id", "student_id", "read_days", "revised_days");--> statement-breakpoint
DROP INDEX IF EXISTS "ring_month_readers_centre_month_idx";--> statement-breakpoint
CREATE INDEX "ring_month_readers_centre_month_idx" ON "ring_month_readers" USING btree ("centre_id","month")
  INCLUDE ("ring_id", "student_id", "read_days", "revised_days");
