import { Toasts } from '../components/Toasts.js';
import { AppRouter } from './AppRouter.js';
import { InactivityDialog } from './InactivityDialog.js';
import { useBlockDevice } from './useBlockDevice.js';

export function App() {
  useBlockDevice();
  return (
    <>
      <AppRouter />
      <Toasts />
      <InactivityDialog />
    </>
  );
}
