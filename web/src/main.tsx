import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.js';
import { bootstrap } from './app/bootstrap.js';
import './styles/base.css';
import './styles/print.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

bootstrap();
// in slices, as the frames do: the first render gives the main thread back every few milliseconds
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
