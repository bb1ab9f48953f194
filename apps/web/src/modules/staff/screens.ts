import { registerOfflineWarmer } from '../../app/offline/warmers.ts';
import { defineScreens } from '../../app/routes/screen-entry.ts';

// The teacher's day of the teacher log, kept on the device so a check-in can be made offline
// (docs/offline.md); loaded only when the signed-in shell runs it.
registerOfflineWarmer('teacher-log', {
  permission: 'readings:create',
  run: () => import('./teacher-log-offline.ts').then((m) => m.myLogOffline()).then(() => undefined),
});

/**
 * Staff time (docs/work-sheets-and-ladder.md): my work sheet for every member of staff (theirs
 * by their staff record: no permission needed), the manager's approvals, and the lists.
 */
export const staffScreens = defineScreens({
  '/work-sheet-component': {
    load: () => import('./MySheetScreen.tsx'),
    nav: { shortcut: true },
  },
  '/teacher-log-component': {
    load: () => import('./TeacherLogScreen.tsx'),
  },
  '/users-manager-work-sheet-component': {
    load: () => import('./WaitingSheetsScreen.tsx'),
    permission: 'work-sheets:approve',
  },
  '/users-work-sheet-component': {
    load: () => import('./SheetsScreen.tsx'),
    permission: 'work-sheets:read',
  },
  '/user-centers-work-sheet-component': {
    load: () => import('./CentreSheetsScreen.tsx'),
    permission: 'work-sheets:read',
  },
  // The ladder: any teacher sees their own grade there; the list needs ladder:read.
  '/ladder-teachers': {
    load: () => import('./LadderScreen.tsx'),
  },
  '/all-users-work-sheet-component': {
    load: () => import('./SheetsScreen.tsx'),
    permission: 'work-sheets:read',
    props: { all: true },
  },
});
