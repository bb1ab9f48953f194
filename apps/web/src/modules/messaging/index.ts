/**
 * The messaging module's public entry on the web (docs/module-boundaries.md).
 */
import { lazy } from 'react';

// The student page's messages section (the messages sent to the guardian and the guardian's
// choices). Loaded when the page shows it; render it inside a Suspense boundary.
export const StudentMessagesPanel = lazy(() => import('./StudentMessagesPanel.tsx'));
