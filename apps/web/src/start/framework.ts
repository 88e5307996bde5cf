// Evaluated on its own, in a task before the app's (main.tsx): React and the router are the
// largest code the first screen runs, and one long task holding them and the app together is what
// makes a slow phone stutter while the page starts.
export { StrictMode } from 'react';
export { createRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';
