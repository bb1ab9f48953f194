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

export function isValidSlot(slot: WeeklySlot): boolean {
  return (
    Number.isInteger(slot.weekday) &&
    slot.weekday >= 0 &&
    slot.weekday <= 6 &&
    /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(slot.startsAt) &&
    /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(slot.endsAt) &&
    minutesOf(slot.startsAt) < minutesOf(slot.endsAt)
  );
}

/** Two slots clash when on the same weekday their times overlap (touching ends do not). */
export function slotsClash(a: WeeklySlot, b: WeeklySlot): boolean {
  return (
    a.weekday === b.weekday &&
    minutesOf(a.startsAt) < minutesOf(b.endsAt) &&
    minutesOf(b.startsAt) < minutesOf(a.endsAt)
  );
}
