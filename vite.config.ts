import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The API server that `npm run dev` starts beside Vite (scripts/dev.mjs).
const devApiPort = Number(process.env.DEV_API_PORT ?? 3001)

export default defineConfig({
  // The router plugin must come before react() so route files are split before JSX is transformed.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // bench:bundle and the budget test read the manifest to know what each route loads first.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      // Chakra's theme module wraps every recipe in defineConfig(...) at load; marking it pure lets
      // the unused recipes go (we build the system from the few we use: src/ui/system/recipes.ts).
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${devApiPort}` },
  },
})
