import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from './ui/shell/app';
import { ErrorBoundary } from './ui/shell/error-boundary';

const queryClient = new QueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Last resort: the app's own boundaries keep the document; this one only says what happened. */}
      <ErrorBoundary name="docsnav">
        <App />
      </ErrorBoundary>
    </QueryClientProvider>
  </StrictMode>,
);
