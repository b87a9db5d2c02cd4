import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { showError, showSuccess } from '../components/toast.js';
import { api, sessionStatus } from '../session/session.js';

export const BLOCK_DEVICE_PARAM = 'blockDeviceId';

/**
 * ?blockDeviceId=<id> on any page of a logged-in user blocks that device once (the link comes from a
 * report mail); the answer is shown as a toast and the parameter leaves the address.
 */
export function useBlockDevice(): void {
  useSignals();
  const authenticated = sessionStatus.value === 'authenticated';
  const [path, navigate] = useLocation();
  const search = useSearch();
  const handled = useRef<string | null>(null);

  // Not useLoaded: a change the address asks for once (a toast tells the outcome), nothing loaded to show.
  useEffect(() => {
    if (!authenticated) return;
    const params = new URLSearchParams(search);
    const deviceId = params.get(BLOCK_DEVICE_PARAM);
    if (!deviceId || handled.current === deviceId) return;
    handled.current = deviceId;
    params.delete(BLOCK_DEVICE_PARAM);
    const rest = params.toString();
    navigate(rest ? `${path}?${rest}` : path, { replace: true });
    api.platform.blockDevice(deviceId).then((answer) => showSuccess(answer.message), showError);
  }, [authenticated, search, path, navigate]);
}
