/**
 * `use-sync-external-store/shim` in the browser's bundle (vite.config.ts): react-i18next imports the shim
 * to support React 17; on React 18+ the shim only hands over React's own hook, so the bundle takes that
 * directly (issue 18: the shim's code left the entry).
 */
export { useSyncExternalStore } from 'react';
