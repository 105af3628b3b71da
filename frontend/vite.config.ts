import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_SERVER = 'http://127.0.0.1:3000';

/** Libraries every screen needs: cached apart from the app code, which changes more often. */
const REACT_VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: false },
      '/admin': { target: API_SERVER, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: REACT_VENDOR, priority: 20 },
            // What the first paint needs from node_modules (antd core, SWR, a few icons). Libraries only
            // lazy screens use (and Clerk, loaded only when AUTH_MODE=clerk) stay in those screens' chunks.
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
            // The rest of antd and friends, used by the lazy screens, as one file: split per component they
            // were ~30 requests, and a browser opens 6 connections per server over HTTP/1.1, so the
            // dashboard's code and its first API reads queued behind them.
            { name: 'vendor-screens', test: /node_modules[\\/](?!@clerk)/, priority: 5 },
          ],
        },
      },
    },
  },
});
