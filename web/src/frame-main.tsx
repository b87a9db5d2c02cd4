import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FrameApp } from './frames/FrameApp.js';
import { applyLocalLanguage } from './i18n/i18n.js';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('frame.html has no #root element');

applyLocalLanguage();
createRoot(root).render(
  <StrictMode>
    <FrameApp />
  </StrictMode>,
);
