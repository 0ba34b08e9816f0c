import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The console is a static single-page app; the mock and the players are separate origins.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, host: 'localhost' },
  preview: { port: 4173, strictPort: true, host: 'localhost' },
  build: {
    outDir: process.env.DM_OUT_DIR ?? 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
});
