import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { FrameApp } from './frames/FrameApp.js';
import { applyFrameLanguage } from './frames/frame-language.js';
import { FRAME_PAGES } from './frames/pages.js';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('frame.html has no #root element');

// the address's ?lang=, else the browser's languages; the frames never ask a server and remember nothing
applyFrameLanguage();
// a transition renders in slices that give the main thread back every few milliseconds, where a first render
// would hold it for one long task (the phone's input waits, docs/performance.md)
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <FrameApp pages={FRAME_PAGES} />
    </StrictMode>,
  ),
);
