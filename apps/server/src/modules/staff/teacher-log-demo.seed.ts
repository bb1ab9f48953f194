import { weekdayOf, weekendNumbers } from '@qc/domain';
import type { Db } from '../../db/client.ts';
import { demoCalendar, insertDemoLogs } from './staff-demo.repository.ts';

const NOTES = [
  'تأخرت بسبب ازدحام الطريق.',
  'حضرت مبكرًا لتجهيز قاعة الحلقة.',
  'خرجت لمرافقة الطلاب إلى مسابقة الحي.',
];

/**
 * The demo's teacher log (docs/work-sheets-and-ladder.md): the last thirty days before today of
 * the given staff, on the country's working days: most arrive before their rings, some late, a
 * few check in away from the centre (recorded as outside), now and then one is absent. Today is
 * left empty, so checking in is the first thing a demo teacher does.
 */
export async function teacherLogDemo(
  db: Db,
  staff: ReadonlyArray<{ id: string; countryId: string; centreId: string | null }>,
): Promise<void> {
  const first = staff[0];
  if (!first) return;
  const calendar = await demoCalendar(db, first.countryId);
  if (!calendar) return;
  const weekend = weekendNumbers(calendar.weekendDays);
  const days: string[] = [];
  for (let back = 30; back >= 1; back--) {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() - back);
    const day = d.toISOString().slice(0, 10);
    if (!weekend.includes(weekdayOf(day))) days.push(day);
  }
  const rows: Parameters<typeof insertDemoLogs>[2] = [];
  for (const [i, e] of staff.filter((s) => s.countryId === first.countryId).entries())
    for (const [d, day] of days.entries()) {
      if ((i + d) % 11 === 0) continue;
      const late = (i * 7 + d) % 9 === 4;
      const outside = (i + 2 * d) % 17 === 5;
      const minute = (i * 3 + d * 5) % 20;
      rows.push({
        countryId: e.countryId,
        centreId: e.centreId,
        employeeId: e.id,
        day,
        arrives: late
          ? `16:${String(15 + minute).padStart(2, '0')}`
          : `15:${String(35 + minute).padStart(2, '0')}`,
        leaves: `${18 + (i % 2)}:${String(minute * 2).padStart(2, '0')}`,
        locationState: outside ? 'outside' : 'at-centre',
        distanceM: outside ? 650 + minute * 40 : 15 + minute * 3,
        note: late || outside ? NOTES[(i + d) % NOTES.length]! : null,
      });
    }
  await insertDemoLogs(db, calendar.timeZone, rows);
}
