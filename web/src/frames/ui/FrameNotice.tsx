import type { ReactNode } from 'react';
import './FrameNotice.css';

export interface FrameNoticeProps {
  /** error: an alert that is announced at once; info and success: polite */
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
  id?: string;
}

/** A message box of the frames: a failed load, a missing key, a confirmation. */
export function FrameNotice({ tone, children, id }: FrameNoticeProps) {
  return (
    <div id={id} className={`frame-notice frame-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
