import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FrameApp } from './frames/FrameApp.js';
import { applyLocalLanguage } from './i18n/language.js';
import './styles/base.css';

const root = document.getElementById('root');
if (!root) throw new Error('frame.html has no #root element');

// German unless the page says ?lang=en (or the visitor chose English before); the frames never ask a server
applyLocalLanguage();
createRoot(root).render(
  <StrictMode>
    <FrameApp />
  </StrictMode>,
);
