/** A weekly slot: weekday 0 (Sunday) .. 6, times as HH:MM (24 h). */
export interface WeeklySlot {
  weekday: number;
  startsAt: string;
  endsAt: string;
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** Two slots clash when on the same weekday their times overlap (touching ends do not). */
export function slotsClash(a: WeeklySlot, b: WeeklySlot): boolean {
  return (
    a.weekday === b.weekday &&
    minutesOf(a.startsAt) < minutesOf(b.endsAt) &&
    minutesOf(b.startsAt) < minutesOf(a.endsAt)
  );
}
