import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { Toasts } from '../components/Toasts.js';
import { sessionStatus } from '../session/session.js';
import { AppRouter } from './AppRouter.js';
import { useBlockDevice } from './useBlockDevice.js';

// Only a session can expire: the dialog and its widgets load with one, not with the login page's first script.
const InactivityDialog = lazy(() => import('./InactivityDialog.js').then((m) => ({ default: m.InactivityDialog })));

export function App() {
  useSignals();
  useBlockDevice();
  return (
    <>
      <AppRouter />
      <Toasts />
      {sessionStatus.value === 'authenticated' && (
        <Suspense fallback={null}>
          <InactivityDialog />
        </Suspense>
      )}
    </>
  );
}
