/**
 * The tests module's public entry on the web: what other modules may use of it
 * (docs/module-boundaries.md).
 */
import { lazy } from 'react';

// The student page's tests section (requests, results, certificates). Loaded when the page
// shows it, so the student page's chunk does not carry the tests screens' parts; render it
// inside a Suspense boundary.
export const StudentTestsPanel = lazy(() => import('./StudentTestsPanel.tsx'));
