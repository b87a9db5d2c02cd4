import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

/** Renders `ui` inside a router at `path`; the returned location records where the screen navigates. */
export function renderAt(path: string, ui: ReactNode) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
  return location;
}
