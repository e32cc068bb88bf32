import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The card image host is fixed at build time (MEDIA_URL, as for the server).
const mediaUrl = (process.env.MEDIA_URL ?? 'https://cdn.ashes.live').replace(/\/+$/, '')

export default defineConfig({
  plugins: [react(), tailwindcss()],
  define: { __MEDIA_URL__: JSON.stringify(mediaUrl) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/v2': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
})
