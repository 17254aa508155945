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
      output: {
        // Every route loads what the entry imports statically anyway; kept in the entry chunk it
        // is one request instead of about thirty (/login: 42 files before, 13 after) and
        // compresses better (/login 170.4 → 166.9 KB gz). The entry module itself must stay out
        // of the group, or the group's chunk replaces the entry and the manifest loses
        // index.html. Grouping the routes' shared code as well made some routes load code they
        // do not use (entriesAware groups: up to +50 KB). The route chunks import from the entry
        // chunk: hence no top-level await in src/main.tsx.
        codeSplitting: {
          groups: [{ name: 'startup', tags: ['$initial'], test: (id) => !/[\\/]src[\\/]main\.tsx$/.test(id) }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${devApiPort}` },
  },
})
