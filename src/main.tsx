import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/shell/app';
import { ErrorBoundary } from './ui/shell/error-boundary';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* Last resort: the app's own boundaries keep the document; this one only says what happened. */}
    <ErrorBoundary name="docsnav">
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
