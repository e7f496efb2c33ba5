import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { installGlobalErrorReporting } from './lib/client-errors';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { createRouter } from './router';

installGlobalErrorReporting();
initI18n();
const router = createRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
