import { lazy } from 'react';
import { registerConflictView } from '../../app/offline/conflict-views.ts';
import { registerOfflineWarmer } from '../../app/offline/warmers.ts';
import { defineScreens } from '../../app/routes/screen-entry.ts';

// The teacher's rings and today's day of each, kept on the device for the ring day offline
// (docs/offline.md); loaded only when the signed-in shell runs it.
registerOfflineWarmer('ring-day', {
  permission: 'readings:create',
  run: (userId) => import('./ring-day-offline.ts').then((m) => m.warmRingDay(userId)),
});

// A reading changed meanwhile, shown in the outbox's list beside the teacher's own version.
registerConflictView(
  'ring-day',
  lazy(() => import('./ReadingConflictView.tsx')),
);

const ringTimes = () => import('./RingTimesScreen.tsx');
const ringsInfo = () => import('./RingsInfoScreen.tsx');

/**
 * The rings module's purpose-built screens, loaded on demand. The ring day has no path in
 * routes.tsv; it is served at /ring-day (?ring=&date=) and opened from the rings pages. The
 * plain lists (center-rings-component, followup-reason-search, center-followups-component) come
 * from the resource engine.
 */
export const ringsScreens = defineScreens({
  '/ring-day': {
    load: () => import('./RingDayScreen.tsx'),
    permission: 'readings:read',
    nav: { order: 0, shortcut: true },
  },
  '/center-rings-info-component': { load: ringsInfo, permission: 'rings:read' },
  '/maher-rings-info-component': {
    load: ringsInfo,
    permission: 'rings:read',
    props: { project: 'maher' },
  },
  '/zad-rings-info-component': {
    load: ringsInfo,
    permission: 'rings:read',
    props: { project: 'zad' },
  },
  '/ring-time-all': { load: ringTimes, permission: 'ring-times:read' },
  '/ring-time-maher': {
    load: ringTimes,
    permission: 'ring-times:read',
    props: { project: 'maher' },
  },
  '/rings-teacher-times-component': {
    load: ringTimes,
    permission: 'ring-times:read',
    props: { byTeacher: true },
  },
  '/rings-maher-teacher-times-component': {
    load: ringTimes,
    permission: 'ring-times:read',
    props: { byTeacher: true, project: 'maher' },
  },
  '/ring-transfer': {
    load: () => import('./RingTransferScreen.tsx'),
    permission: 'ring-transfers:read',
  },
  '/center-rings-stars': { load: () => import('./RingStarsScreen.tsx'), permission: 'stars:read' },
  '/students-quran-readings': {
    load: () => import('./ReadingsSearchScreen.tsx'),
    permission: 'readings:read',
  },
});
